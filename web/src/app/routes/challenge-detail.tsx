import { useAuth } from '@/lib/use-auth'
import { startGithubLogin } from '@/lib/start-github-login'
import { ChallengeDetailPage } from './lazy-pages'

/** Challenge detail composed with the session: the brief and actions depend on it. */
export function ChallengeDetailRoute() {
  const { user, loading } = useAuth()
  return (
    <ChallengeDetailPage
      signedIn={Boolean(user)}
      sessionLoading={loading}
      onSignIn={startGithubLogin}
    />
  )
}
