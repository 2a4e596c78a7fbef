import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommentPage } from '../types'

export const COMMENTS_PAGE_SIZE = 20

export const commentsQueryKey = (postId: number) =>
  ['community', 'post', postId, 'comments'] as const

/** GET /api/community/posts/{id}/comments: one page of comments, oldest first. */
export function getCommentsPage(postId: number, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return api.get<CommentPage>(`/api/community/posts/${postId}/comments?${params}`, {
    signal,
  })
}

export const commentsQueryOptions = (postId: number, enabled = true) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam, signal }) => getCommentsPage(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    enabled,
  })

export const useComments = (postId: number, enabled = true) =>
  useInfiniteQuery(commentsQueryOptions(postId, enabled))
