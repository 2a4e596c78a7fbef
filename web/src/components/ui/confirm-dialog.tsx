import { useId, useRef, type RefObject } from 'react'
import { buttonClasses } from './button-classes'
import { Modal } from './modal'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Receives focus on close when the opener is gone (say, the deleted comment's button). */
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Asks before a destructive action, in the shared modal dialog: focus
 * starts on Cancel, and Escape or a click on the backdrop cancels (not
 * while the action runs).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
  fallbackFocusRef,
}: ConfirmDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onCancel()
      }}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p id={descriptionId} className="mt-2 text-slate-600">
        {description}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={pending}
          className={buttonClasses('outline')}
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={buttonClasses('danger')}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
