import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'
import type { CreatedComment } from '../types'
import { feedRootKey } from './get-feed'
import { postQueryKey } from './get-post'

/** POST /api/community/posts/{id}/comments → 201 { success, data: comment }. */
export const createComment = (postId: number, content: string) =>
  api.post<CreatedComment>(`/api/community/posts/${postId}/comments`, {
    content,
  } satisfies Schemas['NewCommentRequest'])

/** Adds a comment, then reloads the post (its count) with its comments, and the feed's counts. */
export function useCreateComment(postId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (content: string) => createComment(postId, content),
    onSuccess: (created) => {
      announceAchievements(created.unlocked_achievements)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: feedRootKey }),
      ])
    },
  })
}
