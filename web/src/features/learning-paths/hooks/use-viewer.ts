// Who is signed in, from the shared session (@/lib/use-auth; the auth
// feature provides it). The router mounts these pages directly, so they
// read the session themselves (as the header does).
import { useAuth } from '@/lib/use-auth'

/** Whether someone is signed in, and whether the stored session is still being checked. */
export function useViewer() {
  const { user, loading } = useAuth()
  return { signedIn: user !== null, sessionLoading: loading }
}
