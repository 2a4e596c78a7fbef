import { Component, lazy, Suspense, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'

// Shown only when a page fails, so it stays out of the shell too.
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }))

interface BoundaryProps {
  /** The page's path: a new one clears the error. */
  resetKey: string
  children: ReactNode
}

interface BoundaryState {
  failed: boolean
  /** The path that failed, so navigating away shows the next page again. */
  failedAt: string | null
}

/** Catches what a page throws while rendering or loading its code. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, failedAt: null }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.failed && state.failedAt === null) return { failedAt: props.resetKey }
    if (state.failed && state.failedAt !== props.resetKey) return { failed: false, failedAt: null }
    return null
  }

  componentDidCatch(error: unknown) {
    console.error('Page error', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Suspense fallback={<PageSpinner />}>
        <RouteError />
      </Suspense>
    )
  }
}

/**
 * The pages' error boundary, inside the layout so a failing page keeps the
 * header and footer (react-router's `errorElement` needs its data router,
 * whose code the app does not otherwise use).
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation()
  return (
    <Boundary resetKey={pathname}>
      <Outlet />
    </Boundary>
  )
}
