import { useEffect, useState } from 'react'

/**
 * False until the browser is first idle after the component mounted (at
 * the latest `timeout` ms later), then true. For work that must not delay
 * the page's first paint: it starts once that paint is on screen.
 */
export function useIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false)

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout })
      return () => window.cancelIdleCallback(id)
    }
    // No idle callbacks (Safari): after the next frame has had its chance.
    const id = window.setTimeout(() => setIdle(true), Math.min(timeout, 200))
    return () => window.clearTimeout(id)
  }, [timeout])

  return idle
}
