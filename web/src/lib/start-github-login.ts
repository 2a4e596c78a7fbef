import { redirectTo } from './browser'
import { safeReturnPath } from './safe-path'
import { setPrevPath } from './storage'

/**
 * Remembers `path` under sessionStorage prevPath and sends the browser to
 * the server's GitHub sign-in, which brings it back to `path` afterwards.
 */
export function startGithubLogin(path: string): void {
  const returnPath = safeReturnPath(path)
  setPrevPath(returnPath)
  redirectTo(`/api/auth/github?returnPath=${encodeURIComponent(returnPath)}`)
}
