import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { setPrevPath } from '@/lib/storage'
import { useAuth } from '@/lib/use-auth'

/**
 * Renders its page only for a signed-in user. While the session restores it
 * shows "Loading..."; without a user it remembers the attempted path (so
 * the login button returns there) and redirects to /login. A learner who
 * signs out (or deletes their account) here is not sent to /login: the
 * sign-out navigates on its own (home), and the page, lazy, may take a
 * moment to arrive while the user is already gone.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth()
  const location = useLocation()
  const attemptedPath = location.pathname + location.search
  // Whether a learner was signed in on this page (derived state: set
  // during render, React renders again at once).
  const [hadUser, setHadUser] = useState(false)
  if (user && !hadUser) setHadUser(true)
  const leaving = !user && hadUser
  const mustRedirect = !loading && !user && !leaving

  useEffect(() => {
    if (mustRedirect) setPrevPath(attemptedPath)
  }, [mustRedirect, attemptedPath])

  if (loading) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        Loading...
      </p>
    )
  }
  if (leaving) return null
  if (!user) return <Navigate to="/login" replace />
  return children ?? <Outlet />
}
