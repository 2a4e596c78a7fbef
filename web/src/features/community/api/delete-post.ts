import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PostPage } from '../types'
import { feedRootKey } from './get-feed'
import { postQueryKey } from './get-post'

/** DELETE /api/community/posts/{id} → 204; the author's own posts only (403 otherwise). */
export const deletePost = (postId: number) => api.delete<void>(`/api/community/posts/${postId}`)

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, postId) => {
      // The page showing the post is leaving: mark it stale without a
      // refetch (which would answer 404 before the page is gone).
      await queryClient.invalidateQueries({ queryKey: postQueryKey(postId), refetchType: 'none' })
      // The feed drops it at once, then reloads.
      queryClient.setQueriesData<InfiniteData<PostPage>>(
        { queryKey: feedRootKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((post) => post.id !== postId),
            })),
          },
      )
      await queryClient.invalidateQueries({ queryKey: feedRootKey })
    },
  })
}
