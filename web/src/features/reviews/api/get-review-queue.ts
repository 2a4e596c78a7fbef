import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { ReviewQueuePage } from '@/lib/reviews-types'
import { queueRequestParams, type QueueFilters } from '../lib/queue-filters'

export const reviewQueueRootKey = ['reviews', 'queue'] as const

/**
 * GET /api/reviews?difficulty=&category=&cursor=: open feedback requests,
 * oldest first, 20 a page. Public: a stale session token (401, which the
 * client drops) does not send the visitor to /login; the page is asked for
 * again without it.
 */
export async function getReviewQueuePage(
  filters: QueueFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewQueuePage> {
  const query = queueRequestParams(filters, cursor).toString()
  const path = `/api/reviews${query ? `?${query}` : ''}`
  try {
    return await api.get<ReviewQueuePage>(path, { signal, redirectOnUnauthorized: false })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    return api.get<ReviewQueuePage>(path, { signal, redirectOnUnauthorized: false })
  }
}

/**
 * The queue for these filters, as seen by `viewerId` (signed-in viewers
 * never see their own requests and learn which challenges they solved).
 */
export const reviewQueueQueryOptions = (
  filters: QueueFilters,
  viewerId: number | null,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey: [...reviewQueueRootKey, viewerId, filters.difficulty, filters.category] as const,
    queryFn: ({ pageParam, signal }) => getReviewQueuePage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    enabled,
  })

export const useReviewQueue = (filters: QueueFilters, viewerId: number | null, enabled = true) =>
  useInfiniteQuery(reviewQueueQueryOptions(filters, viewerId, enabled))
