import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommentPage, LikeResult } from '../types'
import { commentsQueryKey } from './get-comments'

/** POST /api/community/comments/{id}/like: a toggle, like the post's. */
export const likeComment = (commentId: number) =>
  api.post<LikeResult>(`/api/community/comments/${commentId}/like`)

/** Toggles the viewer's like on a comment of `postId`, then reloads the comments. */
export function useLikeComment(postId: number) {
  const queryClient = useQueryClient()
  const queryKey = commentsQueryKey(postId)
  return useMutation({
    mutationFn: likeComment,
    onSuccess: async (result, commentId) => {
      queryClient.setQueryData<InfiniteData<CommentPage>>(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((comment) =>
                comment.id === commentId
                  ? { ...comment, liked_by_user: result.liked, likes_count: result.likes_count }
                  : comment,
              ),
            })),
          },
      )
      await queryClient.invalidateQueries({ queryKey })
    },
  })
}
