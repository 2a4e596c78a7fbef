/** Featured images are Open Graph sized. */
export const POST_IMAGE_WIDTH = 1200
export const POST_IMAGE_HEIGHT = 630

/** Where uploaded post pictures live (docs/screens.md: the retry after a broken image). */
export const UPLOADS_POSTS_PATH = '/uploads/posts/'

/**
 * The sources to try for a featured image, first choice first: the image
 * itself, then the file of the same name under /uploads/posts/. Empty when
 * the post has no image.
 */
export function postImageSources(featuredImage: string | null | undefined): string[] {
  const url = featuredImage?.trim()
  if (!url) return []
  const fileName = url.split(/[?#]/)[0].split('/').pop()
  const retry = fileName
    ? `${UPLOADS_POSTS_PATH}${encodeURIComponent(decodeFileName(fileName))}`
    : null
  return retry && retry !== url ? [url, retry] : [url]
}

function decodeFileName(name: string): string {
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}
