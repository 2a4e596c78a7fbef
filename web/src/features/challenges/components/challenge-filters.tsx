import { useId } from 'react'
import { CATEGORIES, DIFFICULTIES, DIFFICULTY_LABELS } from '@/lib/challenge-taxonomy'
import type { ChallengeFilters as Filters } from '../lib/filter-tasks'
import { FilterGroup } from '@/components/ui/filter-group'

const DIFFICULTY_OPTIONS = [
  { value: 'all', label: 'All' },
  ...DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] })),
] as const

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((value) => ({ value, label: value })),
] as const

interface ChallengeFiltersProps {
  filters: Filters
  onQueryChange: (query: string) => void
  onDifficultyChange: (difficulty: Filters['difficulty']) => void
  onCategoryChange: (category: Filters['category']) => void
}

/** Search box and the Difficulty and Category filters. */
export function ChallengeFilters({
  filters,
  onQueryChange,
  onDifficultyChange,
  onCategoryChange,
}: ChallengeFiltersProps) {
  const searchId = useId()
  return (
    <div
      className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-6"
      role="search"
    >
      <div>
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-900">
          Search challenges
        </label>
        <div className="relative mt-2">
          <svg
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4 4" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={filters.query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Title, topic or tag"
            autoComplete="off"
            spellCheck={false}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm"
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:gap-10">
        <FilterGroup
          legend="Difficulty"
          options={DIFFICULTY_OPTIONS}
          value={filters.difficulty}
          onChange={onDifficultyChange}
        />
        <FilterGroup
          legend="Category"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={onCategoryChange}
        />
      </div>
    </div>
  )
}
