import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api } from '@/lib/api-client'
import type { CommunityPost, LikeResult, PostPage } from '../types'
import { feedRootKey } from './get-feed'
import { postQueryKey } from './get-post'

/** POST /api/community/posts/{id}/like: a toggle; answers whether the viewer likes it now. */
export const likePost = (postId: number) =>
  api.post<LikeResult>(`/api/community/posts/${postId}/like`)

const withLike = (post: CommunityPost, result: LikeResult): CommunityPost => ({
  ...post,
  liked_by_user: result.liked,
  likes_count: result.likes_count,
})

/**
 * Toggles the viewer's like. The answer's state shows at once wherever the
 * post is cached; then the feeds and the post reload from the server.
 */
export function useLikePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: likePost,
    onSuccess: async (result, postId) => {
      announceAchievements(result.unlocked_achievements)
      queryClient.setQueriesData<InfiniteData<PostPage>>(
        { queryKey: feedRootKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((post) => (post.id === postId ? withLike(post, result) : post)),
            })),
          },
      )
      queryClient.setQueryData<CommunityPost>(
        postQueryKey(postId),
        (post) => post && withLike(post, result),
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedRootKey }),
        queryClient.invalidateQueries({ queryKey: postQueryKey(postId), exact: true }),
      ])
    },
  })
}
