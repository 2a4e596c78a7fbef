import { PRODUCT_NAME } from './config'

/** A title lacking the product name gets " | Frontloop" appended. */
export function withProductName(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`
}

/** Makes a possibly relative URL absolute against the current origin. */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${window.location.origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** Replaces `{origin}` in every string of `value` (JSON-LD templates). */
export function withOrigin<T>(value: T, origin: string): T {
  if (typeof value === 'string') return value.replaceAll('{origin}', origin) as T
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withOrigin(item, origin)]),
    ) as T
  }
  return value
}

/** The kinds of social card the server draws (`/social/{kind}/{key}.png`). */
export type CardKind = 'challenges' | 'blog' | 'paths' | 'posts' | 'solutions' | 'u'

/**
 * A page's social card (1200×630 PNG, docs/screens.md "Page metadata"). The
 * server links it with its revision (`?v=`); `PageMeta` keeps that link when
 * it names the same card.
 */
export function socialCard(kind: CardKind, key: string | number): string {
  return `/social/${kind}/${encodeURIComponent(String(key))}.png`
}

/** Whether two addresses name the same resource, whatever their query. */
export function sameResource(a: string, b: string): boolean {
  return a.split(/[?#]/)[0] === b.split(/[?#]/)[0]
}
