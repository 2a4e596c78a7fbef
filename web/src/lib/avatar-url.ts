/**
 * An avatar address fit for `<img src>`: http(s) only, trimmed; null for
 * anything else. Avatars come from GitHub through the server unchecked, so a
 * `javascript:` or `data:` address must not reach the page.
 */
export function safeAvatarUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null
}
