import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { ReviewPage } from '@/lib/reviews-types'
import { solutionQueryKey } from '@/lib/solutions'

/** Under the solution's key: refreshing the solution refreshes its reviews too. */
export const reviewsQueryKey = (solutionId: number) =>
  [...solutionQueryKey(solutionId), 'reviews'] as const

/**
 * GET /api/solutions/{id}/reviews: every review, helpful first, then oldest
 * first (no paging). Public: a stale session token (401, which the client
 * drops) does not send the visitor to /login; the reviews are asked for
 * again without it.
 */
export async function getReviews(solutionId: number, signal?: AbortSignal): Promise<ReviewPage> {
  const path = `/api/solutions/${solutionId}/reviews`
  try {
    return await api.get<ReviewPage>(path, { signal, redirectOnUnauthorized: false })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    return api.get<ReviewPage>(path, { signal, redirectOnUnauthorized: false })
  }
}

export const reviewsQueryOptions = (solutionId: number) =>
  queryOptions({
    queryKey: reviewsQueryKey(solutionId),
    queryFn: ({ signal }) => getReviews(solutionId, signal),
  })

export const useReviews = (solutionId: number) => useQuery(reviewsQueryOptions(solutionId))
