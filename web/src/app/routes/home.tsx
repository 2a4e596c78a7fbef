import { useAuth } from '@/lib/use-auth'
import { HomePage } from './lazy-pages'

/** Home composed with the session: the calls to action depend on it. */
export function HomeRoute() {
  const { user } = useAuth()
  return <HomePage signedIn={Boolean(user)} />
}
