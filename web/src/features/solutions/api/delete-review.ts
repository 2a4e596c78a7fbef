import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { solutionQueryKey } from '@/lib/solutions'

/** DELETE /api/reviews/{id} → 204: the reviewer deletes their review, at any time. */
export const deleteReview = (reviewId: number) => api.delete<void>(`/api/reviews/${reviewId}`)

/** Then reloads the solution (its count) and its reviews. */
export function useDeleteReview(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: number) => deleteReview(reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: solutionQueryKey(solutionId) }),
  })
}
