import { useSearchParams } from 'react-router'
import type { FeedFilter } from '../types'

const FILTER_PARAM = 'filter'

/**
 * The feed's order, kept in the URL (/community?filter=popular) so it can be
 * shared and survives a reload; 'latest' is the default and leaves no trace.
 */
export function useFeedFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filter: FeedFilter = searchParams.get(FILTER_PARAM) === 'popular' ? 'popular' : 'latest'

  const setFilter = (next: FeedFilter) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current)
      if (next === 'latest') params.delete(FILTER_PARAM)
      else params.set(FILTER_PARAM, next)
      return params
    })
  }

  return { filter, setFilter }
}
