import { lazy } from 'react'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { startGithubLogin } from '@/features/auth/lib/start-github-login'

// The page (with its Markdown renderer) is its own chunk; this wrapper
// only adds the session.
const ChallengeDetailPage = lazy(async () => ({
  default: (await import('@/features/challenges/pages/challenge-detail-page')).ChallengeDetailPage,
}))

/** Challenge detail composed with the session: the brief and actions depend on it. */
export function ChallengeDetailRoute() {
  const { user, loading } = useAuth()
  return <ChallengeDetailPage signedIn={Boolean(user)} sessionLoading={loading} onSignIn={startGithubLogin} />
}
