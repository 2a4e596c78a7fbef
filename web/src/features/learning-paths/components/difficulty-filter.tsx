import { FilterGroup } from '@/components/ui/filter-group'
import { DIFFICULTY_FILTERS, type DifficultyFilter as Filter } from '../lib/paths'

interface DifficultyFilterProps {
  value: Filter
  onChange: (value: Filter) => void
}

/** All, Beginner, Intermediate, Advanced as toggle buttons; the chosen one is pressed. */
export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  return (
    <FilterGroup
      legend="Difficulty"
      options={DIFFICULTY_FILTERS}
      value={value}
      onChange={onChange}
    />
  )
}
