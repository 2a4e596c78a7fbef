import { useEffect, useRef } from 'react'

/**
 * Calls `loadMore` whenever the returned element's sentinel comes within
 * `rootMargin` of the viewport, while `enabled`. Without
 * IntersectionObserver nothing happens: the page's button stays the way.
 */
export function useLoadMoreOnScroll<T extends Element>(
  loadMore: () => void,
  enabled: boolean,
  rootMargin = '600px 0px',
) {
  const sentinelRef = useRef<T>(null)
  const loadMoreRef = useRef(loadMore)

  useEffect(() => {
    loadMoreRef.current = loadMore
  })

  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
      },
      { rootMargin },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [enabled, rootMargin])

  return sentinelRef
}
