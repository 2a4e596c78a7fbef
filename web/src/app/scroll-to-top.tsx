import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * Starts each new page at the top (or at its #fragment). Back and forward
 * are left to the browser. Lighter than react-router's ScrollRestoration,
 * which keeps the first route's JavaScript within budget.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  // Only a new page scrolls: a query change (a filter, a search) stays put.
  const previous = useRef<string | null>(null)

  useEffect(() => {
    const page = pathname + hash
    const samePage = previous.current === page
    previous.current = page
    if (samePage || navigationType === 'POP') return
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
  }, [pathname, hash, navigationType])

  return null
}
