import { useId } from 'react'

interface SwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  description?: string
}

/** An on/off switch with its label beside it (WAI-ARIA switch). */
export function Switch({ checked, onChange, label, description }: SwitchProps) {
  const switchId = useId()
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div className="flex items-start gap-3">
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
          checked ? 'bg-indigo-600' : 'bg-slate-500'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
      <div>
        {/* A button is labelable: a click on the words flips the switch too. */}
        <label
          id={labelId}
          htmlFor={switchId}
          className="cursor-pointer text-sm font-semibold text-slate-900"
        >
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
