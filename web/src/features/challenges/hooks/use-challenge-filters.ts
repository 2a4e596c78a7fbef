import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_FILTERS, type ChallengeFilters } from '../lib/filter-tasks'
import { filtersFromSearchParams, withFilters } from '../lib/url-filters'

/** Typing settles this long before the URL follows. */
export const SEARCH_DEBOUNCE_MS = 200

/**
 * The challenge filters, kept in the URL so a filtered view can be shared
 * and survives a reload. A filter choice is a new history entry; typing in
 * the search box replaces the current one once typing pauses, so history
 * is not flooded. The search box itself updates at once.
 */
export function useChallengeFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const fromUrl = filtersFromSearchParams(searchParams)

  // What the search box shows; follows the URL when it changes elsewhere
  // (back/forward, a shared link).
  const [query, setQueryState] = useState(fromUrl.query)
  const [urlQuery, setUrlQuery] = useState(fromUrl.query)
  if (fromUrl.query !== urlQuery) {
    setUrlQuery(fromUrl.query)
    setQueryState(fromUrl.query)
  }

  const pending = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(pending.current), [])

  const setQuery = (value: string) => {
    setQueryState(value)
    window.clearTimeout(pending.current)
    pending.current = window.setTimeout(() => {
      setSearchParams((current) => withFilters(current, { query: value }), { replace: true })
    }, SEARCH_DEBOUNCE_MS)
  }

  /** A filter choice also writes any search still waiting for its pause. */
  const choose = (changes: Partial<ChallengeFilters>) => {
    window.clearTimeout(pending.current)
    setSearchParams((current) => withFilters(current, { query, ...changes }))
  }

  const filters: ChallengeFilters = { ...fromUrl, query }
  const isFiltered =
    filters.difficulty !== DEFAULT_FILTERS.difficulty ||
    filters.category !== DEFAULT_FILTERS.category ||
    filters.query.trim() !== ''

  return {
    filters,
    isFiltered,
    setQuery,
    setDifficulty: (difficulty: ChallengeFilters['difficulty']) => choose({ difficulty }),
    setCategory: (category: ChallengeFilters['category']) => choose({ category }),
    clear: () => choose(DEFAULT_FILTERS),
  }
}
