import { useSearchParams } from 'react-router'
import { CATEGORY_PARAM } from '../lib/urls'

/**
 * The blog's category filter, kept in the URL (/blog?category=CSS) so a
 * filtered list can be shared and survives a reload. Each choice is a new
 * history entry; 'All' (null) removes the parameter. Other parameters stay.
 */
export function useCategoryFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const category = searchParams.get(CATEGORY_PARAM)?.trim() || null

  const setCategory = (next: string | null) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current)
      if (next === null) params.delete(CATEGORY_PARAM)
      else params.set(CATEGORY_PARAM, next)
      return params
    })
  }

  return { category, setCategory }
}
