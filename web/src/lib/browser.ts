/**
 * Full-page navigation, kept in one module so tests can replace it
 * (jsdom cannot navigate).
 */
export function redirectTo(url: string): void {
  window.location.href = url
}
