import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { FeedFilter, PostPage } from '../types'

/** Posts per page of the feed: three rows of four on wide screens. */
export const FEED_PAGE_SIZE = 12

/** Every cached feed, both orders: what a new post, like or deletion makes stale. */
export const feedRootKey = ['community', 'feed'] as const
export const feedQueryKey = (filter: FeedFilter) => [...feedRootKey, filter] as const

/** GET /api/community/posts: one page of the feed, newest or most popular first. */
export function getFeedPage(filter: FeedFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ filter, limit: String(FEED_PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return api.get<PostPage>(`/api/community/posts?${params}`, { signal })
}

export const feedQueryOptions = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: feedQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getFeedPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  })

export const useFeed = (filter: FeedFilter) => useInfiniteQuery(feedQueryOptions(filter))
