import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import type { ReviewInput, ReviewRatings } from '@/lib/reviews-types'
import { lengthError, MAX_REVIEW_CHARS, NO_RATINGS, RATING_FIELDS } from '../lib/review-text'
import { LimitedTextarea } from '@/components/ui/limited-textarea'

const SELECT_CLASSES =
  'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm'

interface ReviewFormProps {
  /** The review being edited; a new one starts empty. */
  initial?: { body: string; ratings: ReviewRatings | null }
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** The server's refusal, shown in the form's alert. */
  serverError: string | null
  onSubmit: (input: ReviewInput) => void
  onCancel?: () => void
}

/**
 * A review's Markdown (1 to 5,000 characters) and its three optional
 * ratings. A blank or too long text is refused here, with the reason in an
 * alert and the focus back on the text; on any error, what was typed stays.
 */
export function ReviewForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const ratingsId = useId()
  const [body, setBody] = useState(initial?.body ?? '')
  const [ratings, setRatings] = useState<ReviewRatings>({ ...NO_RATINGS, ...initial?.ratings })
  const [invalid, setInvalid] = useState<string | null>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const problem = lengthError('review', body, MAX_REVIEW_CHARS)
    setInvalid(problem)
    if (problem) {
      bodyRef.current?.focus()
      return
    }
    onSubmit({ body: body.trim(), ratings })
  }

  return (
    <form onSubmit={submit} noValidate>
      <LimitedTextarea
        label="Your review (Markdown)"
        value={body}
        onChange={(value) => {
          setBody(value)
          if (invalid) setInvalid(null)
        }}
        max={MAX_REVIEW_CHARS}
        rows={6}
        hint="What works, what to improve, and how. Links, lists and code blocks are welcome."
        textareaRef={bodyRef}
        error={invalid ?? serverError}
      />
      <fieldset className="mt-4" aria-describedby={ratingsId}>
        <legend className="text-sm font-semibold text-slate-900">Ratings</legend>
        <p id={ratingsId} className="text-sm text-slate-600">
          Optional, from 1 to 5.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {RATING_FIELDS.map(({ key, label }) => (
            <RatingSelect
              key={key}
              label={label}
              value={ratings[key]}
              onChange={(value) => setRatings((current) => ({ ...current, [key]: value }))}
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}

function RatingSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={SELECT_CLASSES}
      >
        <option value="">—</option>
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  )
}
