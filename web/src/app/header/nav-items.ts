/** Top navigation, in order (docs/screens.md, Header). */
export const NAV_ITEMS = [
  { to: '/challenges', label: 'Challenges' },
  { to: '/blog', label: 'Blog' },
  { to: '/community', label: 'Community' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/learning-paths', label: 'Paths' },
] as const

/** After them for moderators only (docs/moderation.md, Moderators). */
export const MODERATOR_NAV_ITEMS = [{ to: '/admin', label: 'Admin' }] as const
