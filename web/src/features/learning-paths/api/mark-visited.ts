import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /api/learning-paths/{id}/visit (204): the enrolled learner has seen the path as it is. */
export const markVisited = (pathId: number) => api.post<void>(`/api/learning-paths/${pathId}/visit`)

/** Records a visit, so items added until now are no longer new next time. */
export function useMarkVisited() {
  return useMutation({
    mutationFn: markVisited,
    // Only logged: at worst the same items show as new on the next visit.
    onError: (error) => console.error('Error recording the visit:', error),
  })
}
