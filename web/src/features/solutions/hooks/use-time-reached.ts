import { useEffect, useState } from 'react'

/** The longest a browser timer waits (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * Whether the instant `at` (RFC 3339) has come, kept current as time
 * passes: false until then, true from then on (and for a value that is
 * not a date).
 */
export function useTimeReached(at: string): boolean {
  const time = Date.parse(at)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const wait = time - Date.now()
    if (!(wait > 0)) return
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 100, MAX_TIMEOUT_MS))
    return () => window.clearTimeout(timer)
  }, [time])
  return !(time > now)
}
