import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Spinner } from '@/components/ui/spinner'
import { safeReturnPath } from '@/lib/safe-path'
import { exchangeLoginCode } from '../api/exchange-login-code'
import { useAuth } from '@/lib/use-auth'

/**
 * /auth/callback: the server's OAuth redirect lands here with a single-use
 * login code in `token`. The code is exchanged for a session exactly once.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const { login } = useAuth()
  // StrictMode runs effects twice in development; a login code works once.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true

    const code = searchParams.get('token')
    const returnPath = safeReturnPath(searchParams.get('returnPath'))
    // Leave nothing reusable in history, even if the exchange is slow.
    window.history.replaceState(window.history.state, '', '/auth/callback')

    if (!code) {
      navigate('/login?error=no_token', { replace: true })
      return
    }

    void (async () => {
      try {
        const { token } = await exchangeLoginCode(code)
        await login(token)
        navigate(returnPath, { replace: true })
      } catch {
        navigate('/login?error=auth_failed', { replace: true })
      }
    })()
  }, [searchParams, navigate, login])

  return (
    <>
      <PageMeta {...PAGES.authCallback.meta} />
      <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <Spinner label="Signing in" />
        <h1 className="text-xl font-semibold text-slate-900">Logging you in...</h1>
      </section>
    </>
  )
}
