import { useLocation } from 'react-router'
import { GitHubIcon } from '@/components/icons/github-icon'
import { buttonClasses } from '@/components/ui/button-classes'
import { startGithubLogin } from '@/lib/start-github-login'

/** Header sign-in button; its label shortens to "Login" on small screens. */
export function LoginButton() {
  const location = useLocation()
  return (
    <button
      type="button"
      aria-label="Login with GitHub"
      className={buttonClasses('github', 'sm')}
      onClick={() => startGithubLogin(location.pathname + location.search)}
    >
      <GitHubIcon className="size-4" />
      <span className="sm:hidden">Login</span>
      <span className="hidden sm:inline">Login with GitHub</span>
    </button>
  )
}
