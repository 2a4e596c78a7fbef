import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommunityPost } from '../types'
import { postQueryKey } from './get-post'

/**
 * PATCH /api/community/posts/{id} `{ comments_enabled }`: the author turns
 * new comments off or on (the comments there stay). 403 for anyone else.
 */
export const setCommentsEnabled = (postId: number, enabled: boolean) =>
  api.patch<CommunityPost>(`/api/community/posts/${postId}`, { comments_enabled: enabled })

/** The answer replaces the cached post. */
export function useSetCommentsEnabled(postId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => setCommentsEnabled(postId, enabled),
    onSuccess: (post) => {
      queryClient.setQueryData(postQueryKey(postId), post)
    },
  })
}
