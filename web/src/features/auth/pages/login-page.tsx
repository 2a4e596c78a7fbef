import { Link, Navigate, useSearchParams } from 'react-router'
import { LogoMark } from '@/components/logo'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { GitHubIcon } from '@/components/icons/github-icon'
import { buttonClasses } from '@/components/ui/button-classes'
import { getPrevPath } from '@/lib/storage'
import { FloatingTechIcons } from '../components/floating-tech-icons'
import { LoginStats } from '../components/login-stats'
import { useAuth } from '@/lib/use-auth'
import { startGithubLogin } from '@/lib/start-github-login'

const ERROR_MESSAGES: Record<string, string> = {
  auth_failed:
    "Sign-in didn't work. GitHub couldn't confirm your account, or the sign-in link expired. Please try again.",
  no_token: 'Sign-in was interrupted before it finished. Please try again.',
  suspended: 'This account is suspended.',
}

/** /login: GitHub is the only way in. */
export function LoginPage() {
  const { user } = useAuth()
  const [searchParams] = useSearchParams()
  const error = searchParams.get('error')
  const errorMessage = error ? ERROR_MESSAGES[error] : undefined

  if (user) return <Navigate to="/" replace />

  const continueWithGithub = () => {
    startGithubLogin(searchParams.get('returnPath') ?? getPrevPath() ?? '/')
  }

  return (
    <>
      <PageMeta {...PAGES.login.meta} />
      <section className="fixed-palette relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-linear-to-br from-slate-950 via-indigo-950 to-indigo-900 px-4 py-16 sm:py-24">
        <FloatingTechIcons />
        <div className="relative mx-auto w-full max-w-md rounded-2xl border border-white/10 bg-slate-950/60 p-6 shadow-2xl backdrop-blur sm:p-8">
          <div className="flex justify-center">
            <LogoMark className="size-12" />
          </div>
          <h1 className="mt-5 text-center text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Welcome to Frontloop
          </h1>
          <p className="mt-2 text-center text-indigo-100">
            Sign in to track your progress, keep your streak and share what you build.
          </p>

          {errorMessage && (
            <p
              role="alert"
              className="mt-6 rounded-lg border border-rose-300/40 bg-rose-500/15 px-4 py-3 text-sm text-rose-50"
            >
              {errorMessage}
            </p>
          )}

          <button
            type="button"
            onClick={continueWithGithub}
            className={buttonClasses('light', 'lg', 'mt-6 w-full')}
          >
            <GitHubIcon />
            Continue with GitHub
          </button>

          <div className="mt-8">
            <LoginStats />
          </div>

          <p className="mt-8 text-center text-xs leading-relaxed text-indigo-100">
            By signing in, you agree to our{' '}
            <Link
              to="/terms"
              className="font-medium text-white underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-white"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy"
              className="font-medium text-white underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-white"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  )
}
