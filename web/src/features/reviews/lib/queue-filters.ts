import { DIFFICULTIES, type Category, type Difficulty } from '@/lib/challenge-taxonomy'

/** The categories the queue filters by: challenge tags (compared without case by the server). */
export const QUEUE_CATEGORIES = [
  'CSS',
  'HTML',
  'JavaScript',
  'Responsive Design',
  'DOM',
  'Web APIs',
] as const satisfies readonly Category[]

export interface QueueFilters {
  difficulty: Difficulty | 'all'
  category: Category | 'all'
}

export const DEFAULT_QUEUE_FILTERS: QueueFilters = { difficulty: 'all', category: 'all' }

/**
 * The filters as they live in the URL (?difficulty=beginner&category=CSS),
 * so a filtered queue can be shared and survives a reload. Defaults are left
 * out; unknown values read as the default.
 */
export function queueFiltersFromSearchParams(params: URLSearchParams): QueueFilters {
  const difficulty = params.get('difficulty')?.trim().toLowerCase()
  const category = params.get('category')?.trim().toLowerCase()
  return {
    difficulty: DIFFICULTIES.find((value) => value === difficulty) ?? 'all',
    category: QUEUE_CATEGORIES.find((value) => value.toLowerCase() === category) ?? 'all',
  }
}

/** Writes `changes` into a copy of `params`, dropping defaults; other parameters are kept. */
export function withQueueFilters(
  params: URLSearchParams,
  changes: Partial<QueueFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['difficulty', 'category'] as const) {
    const value = changes[key]
    if (value === undefined) continue
    if (value === 'all') next.delete(key)
    else next.set(key, value)
  }
  return next
}

/** The query string of GET /api/reviews: the filters set, and the cursor of the page asked for. */
export function queueRequestParams(filters: QueueFilters, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty)
  if (filters.category !== 'all') params.set('category', filters.category)
  if (cursor) params.set('cursor', cursor)
  return params
}

/** "1 review", "3 reviews". */
export const reviewsCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`
