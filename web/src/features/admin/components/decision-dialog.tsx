import { useModerateItem } from '../api/moderate-item'
import { useModerateLearner } from '../api/moderate-learner'
import { itemDecisionTexts, learnerDecisionTexts } from '../lib/labels'
import type { ItemAction, ItemType, LearnerAction } from '../types'
import { ReasonDialog } from './reason-dialog'

/** What a moderator is about to do, once they give a reason. */
export type Decision =
  | { kind: 'item'; action: ItemAction; itemType: ItemType; itemId: number }
  | { kind: 'learner'; action: LearnerAction; login: string }

interface DecisionDialogProps {
  decision: Decision
  /** After the action, with the sentence to announce ("Post restored."). */
  onDone: (announcement: string) => void
  onCancel: () => void
}

/** The reason dialog for one decision, and the call it makes. */
export function DecisionDialog({ decision, onDone, onCancel }: DecisionDialogProps) {
  const item = useModerateItem()
  const learner = useModerateLearner()
  const mutation = decision.kind === 'item' ? item : learner
  const texts =
    decision.kind === 'item'
      ? itemDecisionTexts(decision.action, decision.itemType)
      : learnerDecisionTexts(decision.action, decision.login)

  const confirm = (reason: string) => {
    mutation.reset()
    const done =
      decision.kind === 'item'
        ? item.mutateAsync({
            action: decision.action,
            itemType: decision.itemType,
            itemId: decision.itemId,
            reason,
          })
        : learner.mutateAsync({ action: decision.action, login: decision.login, reason })
    // A refusal stays in the dialog (mutation.error).
    done.then(
      () => onDone(texts.done),
      () => {},
    )
  }

  return (
    <ReasonDialog
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirmLabel}
      pendingLabel={texts.pendingLabel}
      destructive={texts.destructive}
      pending={mutation.isPending}
      error={mutation.isError ? mutation.error.message : null}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  )
}
