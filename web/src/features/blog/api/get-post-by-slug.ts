import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { BlogPost } from '../types'
import { postsQueryKey } from './get-posts'

/** GET /api/posts/by-slug/{slug}: one published post; 404 when there is none. */
export async function getPostBySlug(slug: string): Promise<BlogPost> {
  try {
    return await api.get<BlogPost>(`/api/posts/by-slug/${encodeURIComponent(slug)}`)
  } catch (error) {
    // docs/screens.md: only logged; the page says 'Post not found'.
    console.error('Error fetching post:', error)
    throw error
  }
}

export const postBySlugQueryOptions = (slug: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: ['posts', 'by-slug', slug],
    queryFn: () => getPostBySlug(slug),
    // Coming from the list, the post shows at once, as fresh as the list.
    initialData: () =>
      queryClient?.getQueryData<BlogPost[]>(postsQueryKey)?.find((post) => post.slug === slug),
    initialDataUpdatedAt: () => queryClient?.getQueryState(postsQueryKey)?.dataUpdatedAt,
    // A missing post stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

export function usePostBySlug(slug: string) {
  const queryClient = useQueryClient()
  return useQuery(postBySlugQueryOptions(slug, queryClient))
}
