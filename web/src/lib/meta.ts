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
