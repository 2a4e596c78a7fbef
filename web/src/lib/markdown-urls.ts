/**
 * Keeps only absolute http(s) and mailto addresses (images: http(s) only);
 * anything else, relative addresses included, is emptied. For Markdown that
 * learners write (reviews, docs/reviews.md), as react-markdown's
 * `urlTransform`.
 */
export function webOnlyUrlTransform(url: string, key: string): string {
  const value = url.trim()
  const allowed = key === 'src' ? /^https?:\/\//i : /^(?:https?:\/\/|mailto:)/i
  return allowed.test(value) ? value : ''
}
