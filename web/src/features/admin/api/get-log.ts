import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { LogPage } from '../types'
import { logQueryKey } from './keys'

/** GET /api/admin/log?cursor=: every moderator action, newest first. */
export function getLog(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : ''
  return api.get<LogPage>(`/api/admin/log${query}`, { signal })
}

export const logQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: logQueryKey,
    queryFn: ({ pageParam, signal }) => getLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    staleTime: 0,
  })

export const useLog = () => useInfiniteQuery(logQueryOptions())
