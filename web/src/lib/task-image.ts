/**
 * Where a challenge's picture comes from (docs/screens.md, "Difficulty,
 * tags and images"): its own image_url, else the picture of its first tag's category,
 * else the default picture. The card moves down this chain when an image
 * fails to load.
 */
export const DEFAULT_TASK_IMAGE = '/images/categories/default.svg'

/** The catalogue's pictures are Open Graph sized. */
export const TASK_IMAGE_WIDTH = 1200
export const TASK_IMAGE_HEIGHT = 630

/** "Responsive Design" → "/images/categories/responsive-design.svg". */
export function categoryImagePath(tag: string): string {
  const name = tag.trim().toLowerCase().replace(/\s+/g, '-')
  return `/images/categories/${encodeURIComponent(name)}.svg`
}

/**
 * image_url made absolute against `origin` when relative; null when missing
 * or when it names a scheme other than http(s).
 */
export function absoluteTaskImageUrl(
  imageUrl: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  const url = imageUrl?.trim()
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('//')) return `${new URL(origin).protocol}${url}`
  // Any other scheme (data:, javascript:, …) is not a picture we serve.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** The fallback chain, first choice first, without repeats. */
export function taskImageSources(
  imageUrl: string | null | undefined,
  tags: readonly string[] | null | undefined,
  origin?: string,
): string[] {
  const sources: string[] = []
  const own = absoluteTaskImageUrl(imageUrl, origin)
  if (own) sources.push(own)
  const firstTag = tags?.find((tag) => tag.trim() !== '')
  if (firstTag) sources.push(categoryImagePath(firstTag))
  sources.push(DEFAULT_TASK_IMAGE)
  return [...new Set(sources)]
}
