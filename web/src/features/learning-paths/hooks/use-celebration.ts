import { useCallback, useEffect, useRef, useState } from 'react'
import { useMarkCelebrated } from '../api/mark-celebrated'
import type { LearningPath } from '../types'

/**
 * When to show the congratulations for a path: once the learner finishes it
 * here (a mark answers `path_completed`), or on arrival when the server
 * says they finished it and have not been congratulated yet
 * (`show_celebration`, e.g. after completing its last challenge). Either way
 * the server is told it was shown, so it shows once.
 */
export function useCelebration(path: Pick<LearningPath, 'id' | 'show_celebration'> | undefined) {
  const [open, setOpen] = useState(false)
  // Paths already celebrated on this page: a reload racing the POST below
  // must not open it again.
  const celebrated = useRef(new Set<number>())
  const { mutate: markCelebrated } = useMarkCelebrated()

  const celebrate = useCallback(
    (pathId: number) => {
      if (celebrated.current.has(pathId)) return
      celebrated.current.add(pathId)
      setOpen(true)
      markCelebrated(pathId)
    },
    [markCelebrated],
  )

  const pathId = path?.id
  const due = path?.show_celebration === true
  useEffect(() => {
    if (due && pathId !== undefined) celebrate(pathId)
  }, [due, pathId, celebrate])

  return { open, celebrate, close: useCallback(() => setOpen(false), []) }
}
