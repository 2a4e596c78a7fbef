import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Review, ReviewInput } from '@/lib/reviews-types'
import { solutionQueryKey } from '@/lib/solutions'

/**
 * POST /api/solutions/{id}/reviews `{ body, ratings? }` → 201 the review.
 * 403 for the author, 409 while no request is open, 429 past 20 a day.
 */
export const createReview = (solutionId: number, input: ReviewInput) =>
  api.post<Review>(`/api/solutions/${solutionId}/reviews`, input)

/** Then reloads the solution (its count) and its reviews (their order is the server's). */
export function useCreateReview(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(solutionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: solutionQueryKey(solutionId) }),
  })
}
