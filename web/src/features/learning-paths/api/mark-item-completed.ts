import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api } from '@/lib/api-client'
import type { Envelope, Schemas } from '@/lib/api/types'
import { reloadPaths } from '../lib/cache'
import { pathAchievementsQueryKey } from './get-path-achievements'

export interface MarkItemInput {
  pathId: number
  /** The post's id (the item's `item_id`). */
  itemId: number
}

/** What marking answers; `path_completed`: whether this finished the whole path. */
export type MarkItemResult = Schemas['MarkResult']

/**
 * POST /api/learning-paths/mark-completed: marks a post item read. Only
 * posts: practical tasks complete with their challenge. 403 when not enrolled.
 */
export async function markItemCompleted({
  pathId,
  itemId,
}: MarkItemInput): Promise<MarkItemResult> {
  try {
    const response = await api.post<Envelope<MarkItemResult>>(
      '/api/learning-paths/mark-completed',
      {
        pathId,
        itemType: 'post',
        itemId,
      } satisfies Schemas['MarkRequest'],
    )
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the item stays unread.
    console.error('Error marking item completed:', error)
    throw error
  }
}

/**
 * Marks a post read, announces what it unlocked and stays pending until the
 * path has reloaded, so the button turns straight into the 'Read' status.
 */
export function useMarkItemCompleted() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markItemCompleted,
    onSuccess: async (result) => {
      announceAchievements(result.unlocked_achievements)
      if (result.unlocked_achievements.length > 0 || result.path_completed) {
        void queryClient.invalidateQueries({ queryKey: pathAchievementsQueryKey })
      }
      await reloadPaths(queryClient)
    },
  })
}
