import { useEffect, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { setPrevPath } from '@/lib/storage'
import { useAuth } from '@/lib/use-auth'

/**
 * Renders its page only for a signed-in user. While the session restores it
 * shows "Loading..."; without a user it remembers the attempted path (so
 * the login button returns there) and redirects to /login.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth()
  const location = useLocation()
  const attemptedPath = location.pathname + location.search
  const mustRedirect = !loading && !user

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
  if (!user) return <Navigate to="/login" replace />
  return children ?? <Outlet />
}
