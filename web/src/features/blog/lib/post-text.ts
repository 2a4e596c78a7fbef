import { PRODUCT_NAME } from '@/lib/config'
import type { BlogPost } from '../types'

/** docs/screens.md: a card without an excerpt shows this many characters of the text. */
export const EXCERPT_FALLBACK_CHARS = 150
/** docs/screens.md: a description cut from the text has this many characters. */
export const DESCRIPTION_FALLBACK_CHARS = 160
/** docs/screens.md: shown when a post has no read time. */
export const DEFAULT_READ_TIME = '5 min read'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

/**
 * The readable text of a post's HTML, whitespace collapsed. Closing tags and
 * line breaks separate words, as the server's plain-text rendering does, so
 * "<li>One</li><li>Two</li>" reads "One Two" but "re<em>use</em>" stays
 * "reuse". Entities are decoded after the tags are gone, so an escaped
 * "&lt;div&gt;" survives as text.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/[^>]*>|<(?:br|hr|img)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text).split(/\s+/).filter(Boolean).join(' ')
}

/** The first `count` characters (code points, not UTF-16 units) of `text`. */
export function firstChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('')
}

const nonBlank = (value: string | null | undefined): value is string =>
  !!value && value.trim() !== ''

/**
 * What a card says about a post: its excerpt, else the first 150 characters
 * of its text, with an ellipsis when the text goes on.
 */
export function postExcerpt(post: Pick<BlogPost, 'excerpt' | 'content'>): string {
  if (nonBlank(post.excerpt)) return post.excerpt
  const text = stripHtml(post.content)
  const start = firstChars(text, EXCERPT_FALLBACK_CHARS)
  return start.length < text.length ? `${start.trimEnd()}…` : start
}

/**
 * docs/screens.md "Blog post": the meta title, or the title plus " - Frontloop Blog".
 * Either way the product name is not appended again when it is already there.
 */
export function postPageTitle(post: Pick<BlogPost, 'title' | 'meta_title'>): string {
  return nonBlank(post.meta_title) ? post.meta_title : `${post.title} - ${PRODUCT_NAME} Blog`
}

/**
 * docs/screens.md "Blog post": the meta description, else the excerpt, else the first
 * 160 characters of the text (the server pre-renders the same value).
 */
export function postDescription(
  post: Pick<BlogPost, 'meta_description' | 'excerpt' | 'content'>,
): string {
  if (nonBlank(post.meta_description)) return post.meta_description
  if (nonBlank(post.excerpt)) return post.excerpt
  return firstChars(stripHtml(post.content), DESCRIPTION_FALLBACK_CHARS)
}

/** The post's read time, '5 min read' when it has none. */
export function postReadTime(post: Pick<BlogPost, 'read_time'>): string {
  return nonBlank(post.read_time) ? post.read_time.trim() : DEFAULT_READ_TIME
}
