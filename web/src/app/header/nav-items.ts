/** Top navigation, in order (docs/screens.md, Header). */
export const NAV_ITEMS = [
  { to: '/challenges', label: 'Challenges' },
  { to: '/blog', label: 'Blog' },
  { to: '/community', label: 'Community' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/learning-paths', label: 'Paths' },
] as const
