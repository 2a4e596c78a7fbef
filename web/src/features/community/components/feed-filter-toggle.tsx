import type { FeedFilter } from '../types'

const OPTIONS: { value: FeedFilter; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
]

interface FeedFilterToggleProps {
  value: FeedFilter
  onChange: (filter: FeedFilter) => void
}

/** Latest / Popular: two toggle buttons, the chosen one pressed. */
export function FeedFilterToggle({ value, onChange }: FeedFilterToggleProps) {
  return (
    <div
      role="group"
      aria-label="Sort posts"
      className="inline-flex rounded-full border border-slate-200 bg-slate-100 p-1"
    >
      {OPTIONS.map((option) => {
        const pressed = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value)
            }}
            className={`h-9 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              pressed ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
