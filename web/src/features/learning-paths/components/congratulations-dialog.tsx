import { useId, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { usePathAchievements } from '../api/get-path-achievements'

/** docs/screens.md: the dialog shows at most this many achievements. */
export const MAX_DIALOG_ACHIEVEMENTS = 3

interface CongratulationsDialogProps {
  pathTitle: string
  onClose: () => void
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Shown once when the learner completes a path: a congratulation naming it
 * and their latest achievements (read afresh when it opens).
 */
export function CongratulationsDialog({
  pathTitle,
  onClose,
  fallbackFocusRef,
}: CongratulationsDialogProps) {
  const titleId = useId()
  const textId = useId()
  const achievements = usePathAchievements()
  const latest = (achievements.data ?? []).slice(0, MAX_DIALOG_ACHIEVEMENTS)

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      fallbackFocusRef={fallbackFocusRef}
    >
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-4xl"
        >
          🎉
        </span>
        <h2 id={titleId} className="mt-4 text-2xl font-bold text-slate-900">
          Congratulations!
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          You completed the <strong className="font-semibold text-slate-900">{pathTitle}</strong>{' '}
          learning path.
        </p>
      </div>

      {latest.length > 0 && (
        <section aria-labelledby={`${titleId}-achievements`} className="mt-6">
          <h3 id={`${titleId}-achievements`} className="text-sm font-semibold text-slate-900">
            Your latest achievements
          </h3>
          <ul className="mt-3 space-y-3">
            {latest.map((achievement) => (
              <li
                key={achievement.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-2xl"
                >
                  {achievement.icon_url || achievement.icon}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {achievement.name || achievement.title}
                  </p>
                  <p className="text-sm text-slate-600">{achievement.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Button size="lg" className="mt-6 w-full" onClick={onClose}>
        Continue Learning
      </Button>
    </Modal>
  )
}
