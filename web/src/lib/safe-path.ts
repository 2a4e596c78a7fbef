/**
 * Returns `path` when it is a same-origin path (one leading "/", not "//"
 * or "/\", no control characters), otherwise "/". Used for every return
 * path that arrives through a URL, so sign-in cannot become an open redirect.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/')) return '/'
  if (path.startsWith('//') || path.startsWith('/\\')) return '/'
  // Control characters (including tab and newline) are stripped by URL
  // parsers and could turn "/\t/evil.example" into "//evil.example".
  for (const ch of path) {
    const code = ch.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return '/'
  }
  return path
}
