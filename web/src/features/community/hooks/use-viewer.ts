// Who is signed in, and how to sign in, from the shared session
// (@/lib/use-auth; the auth feature provides it). The router mounts these
// pages directly, so they read the session themselves (as the header does)
// instead of through a route.
import { useLocation } from 'react-router'
import { useAuth } from '@/lib/use-auth'
import { startGithubLogin } from '@/lib/start-github-login'

/** The signed-in user (or null), and a sign-in that comes back to this page. */
export function useViewer() {
  const { user, loading } = useAuth()
  const location = useLocation()
  return {
    user,
    signedIn: user !== null,
    sessionLoading: loading,
    signIn: () => startGithubLogin(location.pathname + location.search),
  }
}
