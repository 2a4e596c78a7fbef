import { difficultyLevel, type Category, type Difficulty } from '@/lib/challenge-taxonomy'
import type { Task } from '../types'

export interface ChallengeFilters {
  difficulty: Difficulty | 'all'
  category: Category | 'all'
  /** Free text; blank matches everything. */
  query: string
}

export const DEFAULT_FILTERS: ChallengeFilters = { difficulty: 'all', category: 'all', query: '' }

type FilterableTask = Pick<Task, 'title' | 'description' | 'difficulty' | 'tags'>

/**
 * docs/screens.md, in the browser: the difficulty must equal the chosen one unless
 * "all" (a value outside the three levels counts as advanced); the category
 * matches when any tag equals it case-insensitively unless "all"; a
 * non-blank query matches case-insensitively as a substring of the title,
 * the description or any tag. Order is kept.
 */
export function filterTasks<T extends FilterableTask>(
  tasks: readonly T[],
  filters: ChallengeFilters,
): T[] {
  const category = filters.category === 'all' ? null : filters.category.toLowerCase()
  const query = filters.query.trim().toLowerCase()

  return tasks.filter((task) => {
    const tags = task.tags ?? []
    if (filters.difficulty !== 'all' && difficultyLevel(task.difficulty) !== filters.difficulty)
      return false
    if (category && !tags.some((tag) => tag.trim().toLowerCase() === category)) return false
    if (!query) return true
    return (
      (task.title ?? '').toLowerCase().includes(query) ||
      (task.description ?? '').toLowerCase().includes(query) ||
      tags.some((tag) => tag.toLowerCase().includes(query))
    )
  })
}
