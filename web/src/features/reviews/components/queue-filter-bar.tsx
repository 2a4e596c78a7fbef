import { FilterGroup } from '@/components/ui/filter-group'
import { DIFFICULTIES, DIFFICULTY_LABELS } from '@/lib/challenge-taxonomy'
import { QUEUE_CATEGORIES, type QueueFilters } from '../lib/queue-filters'

const DIFFICULTY_OPTIONS = [
  { value: 'all', label: 'All' },
  ...DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] })),
] as const

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All' },
  ...QUEUE_CATEGORIES.map((value) => ({ value, label: value })),
] as const

interface QueueFilterBarProps {
  filters: QueueFilters
  onDifficultyChange: (difficulty: QueueFilters['difficulty']) => void
  onCategoryChange: (category: QueueFilters['category']) => void
}

/** The Difficulty and Category filters of the review queue. */
export function QueueFilterBar({
  filters,
  onDifficultyChange,
  onCategoryChange,
}: QueueFilterBarProps) {
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-6 lg:grid-cols-[auto_1fr] lg:gap-10">
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
  )
}
