import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ReportedItemPage } from '../types'
import { reportedItemsQueryKey } from './keys'

/** GET /api/admin/reports?cursor=: items with open reports, the oldest first report first. */
export function getReportedItems(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : ''
  return api.get<ReportedItemPage>(`/api/admin/reports${query}`, { signal })
}

export const reportedItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportedItemsQueryKey,
    queryFn: ({ pageParam, signal }) => getReportedItems(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // Other moderators act too: what is shown is always asked for afresh.
    staleTime: 0,
  })

export const useReportedItems = () => useInfiniteQuery(reportedItemsQueryOptions())
