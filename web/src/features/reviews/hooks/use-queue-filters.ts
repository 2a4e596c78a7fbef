import { useSearchParams } from 'react-router'
import {
  DEFAULT_QUEUE_FILTERS,
  queueFiltersFromSearchParams,
  withQueueFilters,
  type QueueFilters,
} from '../lib/queue-filters'

/**
 * The queue's filters, kept in the URL (?difficulty=&category=): each
 * choice is a new history entry, so Back returns to the previous filter.
 */
export function useQueueFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = queueFiltersFromSearchParams(searchParams)
  const choose = (changes: Partial<QueueFilters>) =>
    setSearchParams((current) => withQueueFilters(current, changes))
  return {
    filters,
    isFiltered:
      filters.difficulty !== DEFAULT_QUEUE_FILTERS.difficulty ||
      filters.category !== DEFAULT_QUEUE_FILTERS.category,
    setDifficulty: (difficulty: QueueFilters['difficulty']) => choose({ difficulty }),
    setCategory: (category: QueueFilters['category']) => choose({ category }),
    clear: () => choose(DEFAULT_QUEUE_FILTERS),
  }
}
