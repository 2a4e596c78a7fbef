// The learning paths' one reach into another feature: who is signed in.
// The router mounts these pages directly, so they read the session
// themselves (as the header does).
import { useAuth } from '@/features/auth/hooks/use-auth'

/** Whether someone is signed in, and whether the stored session is still being checked. */
export function useViewer() {
  const { user, loading } = useAuth()
  return { signedIn: user !== null, sessionLoading: loading }
}
