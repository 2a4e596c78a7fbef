interface FilterOption<T extends string> {
  value: T
  label: string
}

interface FilterGroupProps<T extends string> {
  legend: string
  options: readonly FilterOption<T>[]
  value: T
  onChange: (value: T) => void
}

/** A labelled row of toggle buttons; the chosen one is pressed. */
export function FilterGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: FilterGroupProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === value
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={`h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                pressed
                  ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50'
              }`}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
