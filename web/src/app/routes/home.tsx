import { lazy } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth'

// The page itself is the lazy chunk (scripts/check-bundle-size.mjs looks
// for it by this path); this wrapper only adds the session.
const HomePage = lazy(async () => ({
  default: (await import('@/features/home/pages/home-page')).HomePage,
}))

/** Home composed with the session: the calls to action depend on it. */
export function HomeRoute() {
  const { user } = useAuth()
  return <HomePage signedIn={Boolean(user)} />
}
