import {
  queryOptions,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { CommunityPost, PostPage } from '../types'
import { feedRootKey } from './get-feed'

export const postQueryKey = (postId: number) => ['community', 'post', postId] as const

/** GET /api/community/posts/{id}: one post; 404 when there is none. */
export const getPost = (postId: number, signal?: AbortSignal) =>
  api.get<CommunityPost>(`/api/community/posts/${postId}`, { signal })

/** The post as a cached feed page holds it, with when that page was loaded. */
function fromFeed(queryClient: QueryClient, postId: number) {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<PostPage>>({
    queryKey: feedRootKey,
  })) {
    const post = data?.pages.flatMap((page) => page.items).find((item) => item.id === postId)
    if (post) return { post, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt }
  }
  return undefined
}

export const postQueryOptions = (postId: number, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: postQueryKey(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    // Coming from the feed, the post shows at once, as fresh as the feed.
    initialData: () => (queryClient ? fromFeed(queryClient, postId)?.post : undefined),
    initialDataUpdatedAt: () =>
      queryClient ? fromFeed(queryClient, postId)?.updatedAt : undefined,
    // A missing post stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

export function usePost(postId: number) {
  const queryClient = useQueryClient()
  return useQuery(postQueryOptions(postId, queryClient))
}
