import { useEffect, useId, useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SOLUTION_LABELS, type SolutionField } from '../lib/solution-url'

export type SolutionValues = Record<SolutionField, string>
export type SolutionErrors = Partial<Record<SolutionField, string>>

const FIELDS: { name: SolutionField; label: string; placeholder: string }[] = [
  {
    name: 'githubRepoUrl',
    label: SOLUTION_LABELS.githubRepoUrl,
    placeholder: 'https://github.com/you/project',
  },
  {
    name: 'githubPagesUrl',
    label: SOLUTION_LABELS.githubPagesUrl,
    placeholder: 'https://you.github.io/project/',
  },
]

interface CompletionFormProps {
  values: SolutionValues
  errors: SolutionErrors
  /** Changes each time the errors come from a check (a submit, the server): focus goes to the first field in error. */
  checkCount: number
  submitting: boolean
  onChange: (name: SolutionField, value: string) => void
  onSubmit: () => void
  onCancel: () => void
}

/** Where the learner hands in a finished challenge. */
export function CompletionForm({
  values,
  errors,
  checkCount,
  submitting,
  onChange,
  onSubmit,
  onCancel,
}: CompletionFormProps) {
  const id = useId()
  const inputs = useRef<Partial<Record<SolutionField, HTMLInputElement | null>>>({})

  // Opening the form takes the learner to its first field.
  useEffect(() => {
    inputs.current.githubRepoUrl?.focus()
  }, [])

  // After a failed check, the first field in error gets focus (not while
  // the learner is typing a correction).
  useEffect(() => {
    if (checkCount === 0) return
    const firstInvalid = FIELDS.find((field) => errors[field.name])
    if (firstInvalid) inputs.current[firstInvalid.name]?.focus()
    // Only after a check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkCount])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Submit your solution
      </h3>
      {FIELDS.map((field) => {
        const error = errors[field.name]
        const inputId = `${id}-${field.name}`
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
              {field.label}
            </label>
            <input
              ref={(element) => {
                inputs.current[field.name] = element
              }}
              id={inputId}
              name={field.name}
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className={`mt-1.5 h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
                error
                  ? 'border-rose-600 focus:outline-rose-600'
                  : 'border-slate-300 focus:border-indigo-600 focus:outline-indigo-600'
              }`}
            />
            {error && (
              <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className="flex flex-col gap-3 pt-1 sm:flex-row">
        <Button type="submit" disabled={submitting} className="sm:flex-1">
          {submitting ? 'Submitting...' : 'Submit Solution'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={submitting} className="sm:flex-1">
          Cancel
        </Button>
      </div>
    </form>
  )
}
