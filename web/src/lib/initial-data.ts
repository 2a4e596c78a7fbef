/**
 * The page's first API answer, embedded by the server in a data block
 * (`<script type="application/json" id="initial-data" data-path="…">`) on
 * a challenge, blog post and learning path page, so that the first paint
 * does not wait for a round trip (docs/performance.md). It is a signed-out
 * visitor's answer: the API client takes it, once, for the GET of that
 * path when it has no session; every later call goes to the server.
 */
export function takeInitialData(path: string): { found: true; data: unknown } | { found: false } {
  if (typeof document === 'undefined') return { found: false }
  const element = document.getElementById('initial-data')
  if (!(element instanceof HTMLScriptElement) || element.dataset.path !== path) {
    return { found: false }
  }
  // Once: a refetch, or the same page opened again later, asks the server.
  element.remove()
  try {
    return { found: true, data: JSON.parse(element.textContent ?? '') as unknown }
  } catch {
    return { found: false }
  }
}
