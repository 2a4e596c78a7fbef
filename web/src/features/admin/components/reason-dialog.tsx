import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { LimitedTextarea } from '@/components/ui/limited-textarea'
import { Modal } from '@/components/ui/modal'
import { MAX_REASON_CHARS, reasonProblem } from '../lib/labels'

export interface ReasonDialogProps {
  title: string
  description: string
  confirmLabel: string
  pendingLabel: string
  /** A red confirm button, for what takes something away. */
  destructive: boolean
  pending: boolean
  /** The server's refusal, shown in the dialog. */
  error: string | null
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/**
 * Asks a moderator why (a required reason of 1 to 500 characters) before an
 * action. Mounted for one decision: each opening starts empty. Escape and
 * Cancel close it, except while the action runs.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive,
  pending,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const problem = reasonProblem(reason)
    setInvalid(problem)
    if (problem) {
      reasonRef.current?.focus()
      return
    }
    onConfirm(reason.trim())
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!pending) onCancel()
      }}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocusRef={reasonRef}
      panelClassName="w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p id={descriptionId} className="mt-2 text-slate-600">
        {description}
      </p>
      <form onSubmit={submit} noValidate className="mt-4">
        <LimitedTextarea
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value)
            if (invalid) setInvalid(null)
          }}
          max={MAX_REASON_CHARS}
          rows={3}
          hint="Kept in the audit log."
          error={invalid ?? error}
          required
          textareaRef={reasonRef}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
