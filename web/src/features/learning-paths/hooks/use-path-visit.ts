import { useEffect, useState } from 'react'
import { useMarkVisited } from '../api/mark-visited'
import type { LearningPathDetail } from '../types'

/** What was new when this visit began: it stays shown for the whole visit. */
export interface NewSinceLastVisit {
  count: number
  itemIds: ReadonlySet<number>
}

const NOTHING_NEW: NewSinceLastVisit = { count: 0, itemIds: new Set() }

/**
 * "N new items since you last visited" (docs/screens.md, "Paths that
 * change"): the first answer of this visit says which items are new; the
 * server is then told of the visit once, and later reloads (after marking an
 * item, say) keep showing what was new when the page opened.
 */
export function usePathVisit(path: LearningPathDetail, enrolled: boolean): NewSinceLastVisit {
  const { mutate: markVisited } = useMarkVisited()
  const [seen, setSeen] = useState<{ pathId: number; news: NewSinceLastVisit } | null>(null)

  // The first answer of this visit (or of another path opened in place):
  // remembered during render, so the banner shows with it.
  if (enrolled && seen?.pathId !== path.id) {
    const itemIds = new Set(path.items.filter((item) => item.is_new).map((item) => item.id))
    setSeen({ pathId: path.id, news: { count: path.new_items, itemIds } })
  }

  // Told once per path and visit (`mutate` keeps its identity).
  useEffect(() => {
    if (enrolled) markVisited(path.id)
  }, [enrolled, path.id, markVisited])

  return enrolled && seen?.pathId === path.id ? seen.news : NOTHING_NEW
}
