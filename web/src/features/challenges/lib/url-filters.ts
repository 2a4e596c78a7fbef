import { CATEGORIES, DIFFICULTIES } from '@/lib/challenge-taxonomy'
import type { ChallengeFilters } from './filter-tasks'

/**
 * The filters as they live in the URL, so a filtered view can be shared and
 * survives a reload: ?difficulty=beginner&category=CSS&q=grid. Defaults are
 * left out; unknown values read as the default.
 */
export function filtersFromSearchParams(params: URLSearchParams): ChallengeFilters {
  const difficulty = params.get('difficulty')?.toLowerCase()
  const category = params.get('category')?.toLowerCase()
  return {
    difficulty: DIFFICULTIES.find((value) => value === difficulty) ?? 'all',
    category: CATEGORIES.find((value) => value.toLowerCase() === category) ?? 'all',
    query: params.get('q') ?? '',
  }
}

/** Writes `changes` into a copy of `params`, dropping defaults; other parameters are kept. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<ChallengeFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | undefined, isDefault: boolean) => {
    if (value === undefined) return
    if (isDefault) next.delete(key)
    else next.set(key, value)
  }
  set('difficulty', changes.difficulty, changes.difficulty === 'all')
  set('category', changes.category, changes.category === 'all')
  set('q', changes.query, changes.query?.trim() === '')
  return next
}
