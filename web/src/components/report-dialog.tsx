import { StrokeIcon } from '@/components/icons/stroke-icon'
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-classes'
import { LimitedTextarea } from '@/components/ui/limited-textarea'
import { Modal } from '@/components/ui/modal'
import {
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  useCreateReport,
  type ReportItemType,
  type ReportReason,
} from '@/lib/moderation'
import { charCount, groupThousands } from '@/lib/text-length'

/** What the reporter reads once the report is sent (docs/moderation.md). */
export const REPORT_THANKS = 'Thanks, a moderator will look at it'

const RADIO =
  'size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

interface ReportDialogProps {
  open: boolean
  itemType: ReportItemType
  itemId: number
  onClose: () => void
  /** Receives focus on close when the opener is gone. */
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Reports a post, comment, review or solution: a reason, details (up to
 * 500 characters, required for "Other"), then the thanks in place of the
 * form. The server's refusal ("You already reported this.") shows in the
 * form. A modal dialog: focus stays inside, Escape closes it.
 */
export function ReportDialog({ open, ...props }: ReportDialogProps) {
  // Each opening starts with an empty form.
  return open ? <ReportDialogContent {...props} /> : null
}

function ReportDialogContent({
  itemType,
  itemId,
  onClose,
  fallbackFocusRef,
}: Omit<ReportDialogProps, 'open'>) {
  const titleId = useId()
  const reasonErrorId = useId()
  const thanksId = useId()
  const report = useCreateReport()
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [detailsError, setDetailsError] = useState<string | null>(null)
  const firstReasonRef = useRef<HTMLInputElement>(null)
  const detailsRef = useRef<HTMLTextAreaElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const sent = report.isSuccess

  // The thanks replace the form (and its focused button): Close takes the focus.
  useEffect(() => {
    if (sent) closeRef.current?.focus()
  }, [sent])

  const close = () => {
    if (!report.isPending) onClose()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (report.isPending) return
    const missingReason = reason === null ? 'Choose a reason.' : null
    const problem = detailsProblem(reason, details)
    setReasonError(missingReason)
    setDetailsError(problem)
    if (missingReason || reason === null) {
      firstReasonRef.current?.focus()
      return
    }
    if (problem) {
      detailsRef.current?.focus()
      return
    }
    const text = details.trim()
    report.mutate({
      item_type: itemType,
      item_id: itemId,
      reason,
      ...(text ? { details: text } : {}),
    })
  }

  return (
    <Modal
      open
      onClose={close}
      labelledBy={titleId}
      describedBy={sent ? thanksId : undefined}
      fallbackFocusRef={fallbackFocusRef}
      panelClassName="w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        Report this {itemType}
      </h2>
      {sent ? (
        <>
          <p id={thanksId} role="status" className="mt-4 text-slate-700">
            {REPORT_THANKS}
          </p>
          <div className="mt-6 flex justify-end">
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              className={buttonClasses('primary')}
            >
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4">
          <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
            <legend className="text-sm font-semibold text-slate-900">Reason</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((option, index) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-slate-800 hover:bg-slate-50"
                >
                  <input
                    ref={index === 0 ? firstReasonRef : undefined}
                    type="radio"
                    name="reason"
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => {
                      setReason(option.value)
                      setReasonError(null)
                      if (option.value !== 'other') setDetailsError(null)
                    }}
                    className={RADIO}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {reasonError && (
              <p id={reasonErrorId} role="alert" className="mt-1 text-sm font-medium text-rose-700">
                {reasonError}
              </p>
            )}
          </fieldset>

          <div className="mt-4">
            <LimitedTextarea
              label="Details"
              value={details}
              onChange={(value) => {
                setDetails(value)
                if (detailsError) setDetailsError(null)
              }}
              max={MAX_REPORT_DETAILS}
              rows={4}
              hint="Optional, except when the reason is Other."
              error={detailsError}
              required={reason === 'other'}
              textareaRef={detailsRef}
            />
          </div>

          {report.isError && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
            >
              {report.error.message}
            </p>
          )}

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}

/** Why the details cannot be sent with `reason`, or null. */
function detailsProblem(reason: ReportReason | null, details: string): string | null {
  const count = charCount(details)
  if (count > MAX_REPORT_DETAILS) {
    return `Your details are ${groupThousands(count)} characters long: shorten them to ${MAX_REPORT_DETAILS} or fewer.`
  }
  if (reason === 'other' && count === 0) {
    return 'Add some details: they are required when the reason is Other.'
  }
  return null
}

interface ReportButtonProps {
  itemType: ReportItemType
  itemId: number
  /** The accessible name, when "Report" alone would be ambiguous ("Report comment by Alan"). */
  label?: string
  className?: string
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/** A "Report" button that opens the report dialog for one item. */
export function ReportButton({
  itemType,
  itemId,
  label,
  className = buttonClasses('ghost', 'sm'),
  fallbackFocusRef,
}: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        <FlagIcon />
        Report
      </button>
      <ReportDialog
        open={open}
        itemType={itemType}
        itemId={itemId}
        onClose={() => setOpen(false)}
        fallbackFocusRef={fallbackFocusRef}
      />
    </>
  )
}

function FlagIcon() {
  return (
    <StrokeIcon>
      <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528" />
    </StrokeIcon>
  )
}
