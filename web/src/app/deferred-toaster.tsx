import { lazy, Suspense } from 'react'
import { useIdle } from '@/lib/use-idle'

// react-hot-toast's store lives in its own module, shared with the pages
// that call toast(); a toast raised before the Toaster mounts still shows.
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }))

/**
 * The toast area, loaded once the page is idle so it stays off the first
 * route's critical path. Default timings and limits are react-hot-toast's,
 * which are exactly those of docs/screens.md (Toasts).
 */
export function DeferredToaster() {
  const ready = useIdle(2000)
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      {/* Top right, below the 64 px header, so toasts never cover the
          account controls (Logout, the avatar). Timings stay the defaults. */}
      <Toaster position="top-right" containerStyle={{ top: 80 }} />
    </Suspense>
  )
}
