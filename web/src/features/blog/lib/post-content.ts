/**
 * Readies a post's sanitized HTML for the page. Wide content scrolls
 * sideways on narrow screens instead of widening the page, so it must be
 * reachable by keyboard: code blocks become focusable, and each table gets
 * a focusable, named wrapper that does the scrolling.
 */
export function prepareContentHtml(html: string): string {
  return html
    .replace(/<pre\b/gi, '<pre tabindex="0"')
    .replace(
      /<table\b/gi,
      '<div class="blog-table" role="region" aria-label="Table" tabindex="0"><table',
    )
    .replace(/<\/table>/gi, '</table></div>')
}
