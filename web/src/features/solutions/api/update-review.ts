import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Review, ReviewInput } from '@/lib/reviews-types'
import { reviewsQueryKey } from './get-reviews'

/**
 * PATCH /api/reviews/{id} `{ body, ratings? }` → 200 the review; 403 after
 * its 15 minutes ("Reviews can be edited for 15 minutes after they are written.").
 */
export const updateReview = (reviewId: number, input: ReviewInput) =>
  api.patch<Review>(`/api/reviews/${reviewId}`, input)

/** Then reloads the solution's reviews. */
export function useUpdateReview(solutionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: ReviewInput }) =>
      updateReview(reviewId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(solutionId) }),
  })
}
