import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { feedRootKey } from './get-feed'
import { postQueryKey } from './get-post'

/** DELETE /api/community/comments/{id} → 204; the author's own comments only. */
export const deleteComment = (commentId: number) =>
  api.delete<void>(`/api/community/comments/${commentId}`)

/** Deletes a comment of `postId`, then reloads the post (its count) with its comments. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: feedRootKey }),
      ]),
  })
}
