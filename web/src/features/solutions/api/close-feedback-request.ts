import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { SolutionWithReviews } from '@/lib/reviews-types'
import { solutionQueryKey } from '@/lib/solutions'

/** DELETE /api/solutions/{id}/feedback-request: the author closes it; 200 with the solution. */
export const closeFeedbackRequest = (solutionId: number) =>
  api.delete<SolutionWithReviews>(`/api/solutions/${solutionId}/feedback-request`)

/** The answer replaces the cached solution. */
export function useCloseFeedbackRequest(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => closeFeedbackRequest(solutionId),
    onSuccess: (solution) => {
      queryClient.setQueryData(solutionQueryKey(solutionId), solution)
    },
  })
}
