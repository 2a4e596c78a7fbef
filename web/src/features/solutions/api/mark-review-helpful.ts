import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Review } from '@/lib/reviews-types'
import { reviewsQueryKey } from './get-reviews'

/**
 * POST /api/reviews/{id}/helpful → 200 the review. Only the solution's
 * author (403 for anyone else), once (409 "You already marked this review helpful.").
 */
export const markReviewHelpful = (reviewId: number) =>
  api.post<Review>(`/api/reviews/${reviewId}/helpful`)

/** Then reloads the reviews: helpful ones come first. */
export function useMarkReviewHelpful(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: number) => markReviewHelpful(reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(solutionId) }),
  })
}
