interface CategoryFilterProps {
  categories: readonly string[]
  /** The chosen category; null for 'All'. */
  selected: string | null
  onSelect: (category: string | null) => void
}

const LABEL_ID = 'blog-category-filter-label'

const buttonClasses = (pressed: boolean) =>
  `h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
    pressed
      ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50'
  }`

/** 'All' plus one toggle button per category; the chosen one is pressed. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const isSelected = (category: string | null) =>
    category === null ? selected === null : selected?.toLowerCase() === category.toLowerCase()

  return (
    <div role="group" aria-labelledby={LABEL_ID}>
      <p id={LABEL_ID} className="text-sm font-semibold text-slate-900">
        Filter by category
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {[null, ...categories].map((category) => (
          <button
            key={category ?? 'all'}
            type="button"
            aria-pressed={isSelected(category)}
            onClick={() => onSelect(category)}
            className={buttonClasses(isSelected(category))}
          >
            {category ?? 'All'}
          </button>
        ))}
      </div>
    </div>
  )
}
