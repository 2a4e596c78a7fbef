import { useId, type ReactNode, type RefObject } from 'react'
import { charCount, counterText } from '@/lib/text-length'

export const TEXTAREA_CLASSES =
  'mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm'

interface LimitedTextareaProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The most characters (trimmed, code points) the server takes. */
  max: number
  rows?: number
  /** Beside the counter, under the field. */
  hint?: ReactNode
  /** Shown under the field in an alert, and marks the field invalid. */
  error?: string | null
  textareaRef?: RefObject<HTMLTextAreaElement | null>
  disabled?: boolean
  /** Marks the field required for assistive technology (the form checks it). */
  required?: boolean
}

/**
 * A labelled textarea with a live character counter ("12/1,000", red past
 * the limit) and its error in an alert. Nothing is cut: a text too long
 * stays as typed until the learner shortens it.
 */
export function LimitedTextarea({
  label,
  value,
  onChange,
  max,
  rows = 4,
  hint,
  error,
  textareaRef,
  disabled,
  required,
}: LimitedTextareaProps) {
  const fieldId = useId()
  const counterId = useId()
  const hintId = useId()
  const errorId = useId()
  const count = charCount(value)
  const over = count > max
  const describedBy = [hint ? hintId : null, counterId, error ? errorId : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={textareaRef}
        rows={rows}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        className={`${TEXTAREA_CLASSES} ${error || over ? 'border-rose-500' : 'border-slate-300'}`}
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
        {hint ? (
          <p id={hintId} className="text-slate-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p
          id={counterId}
          data-testid="character-counter"
          className={`ml-auto tabular-nums ${over ? 'font-semibold text-rose-700' : 'text-slate-600'}`}
        >
          {counterText(count, max)}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  )
}
