import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { FeedbackRequestInput, SolutionWithReviews } from '@/lib/reviews-types'
import { solutionQueryKey } from '@/lib/solutions'

/**
 * POST /api/solutions/{id}/feedback-request `{ question }`: the author asks
 * (or asks again, replacing the question). Answers 200 with the solution;
 * 409 with five requests open already.
 */
export const askForFeedback = (solutionId: number, question: string) =>
  api.post<SolutionWithReviews>(`/api/solutions/${solutionId}/feedback-request`, {
    question,
  } satisfies FeedbackRequestInput)

/** The answer replaces the cached solution. */
export function useAskForFeedback(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: string) => askForFeedback(solutionId, question),
    onSuccess: (solution) => {
      queryClient.setQueryData(solutionQueryKey(solutionId), solution)
    },
  })
}
