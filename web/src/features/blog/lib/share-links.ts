export interface ShareLink {
  network: 'x' | 'facebook' | 'linkedin'
  /** The link's accessible name. */
  label: string
  href: string
}

/** Links that share `url` (absolute) on X, Facebook and LinkedIn. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    {
      network: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ]
}
