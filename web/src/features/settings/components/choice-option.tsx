import { useId, type ReactNode } from 'react'

interface ChoiceOptionProps {
  type?: 'radio' | 'checkbox'
  name?: string
  value?: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  /** A line under the label, read as the control's description. */
  hint?: ReactNode
}

/** A radio button or checkbox with its label and an optional line of explanation. */
export function ChoiceOption({
  type = 'radio',
  name,
  value,
  checked,
  disabled,
  onChange,
  label,
  hint,
}: ChoiceOptionProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-1 size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
