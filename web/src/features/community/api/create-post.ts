import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api } from '@/lib/api-client'
import type { CreatedPost, NewPost } from '../types'
import { feedRootKey } from './get-feed'

/**
 * POST /api/community/posts → 201 { success, data: post }. Errors: 422 (the
 * message names the field: content, taskId, code), 429 (too many posts).
 */
export const createPost = (post: NewPost) => api.post<CreatedPost>('/api/community/posts', post)

/** Shares a post; every cached feed is stale afterwards. */
export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: (created) => {
      announceAchievements(created.unlocked_achievements)
      return queryClient.invalidateQueries({ queryKey: feedRootKey })
    },
  })
}
