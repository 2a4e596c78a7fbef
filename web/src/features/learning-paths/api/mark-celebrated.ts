import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { updateCachedPath } from '../lib/cache'

/** POST /api/learning-paths/{id}/celebrated (204): the congratulations were shown. */
export const markCelebrated = (pathId: number) =>
  api.post<void>(`/api/learning-paths/${pathId}/celebrated`)

/** Records that the congratulations were shown, so they show only once. */
export function useMarkCelebrated() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markCelebrated,
    onSuccess: (_result, pathId) =>
      updateCachedPath(queryClient, pathId, { show_celebration: false }),
    // Only logged: at worst the congratulations show again on the next visit.
    onError: (error) => console.error('Error recording the celebration:', error),
  })
}
