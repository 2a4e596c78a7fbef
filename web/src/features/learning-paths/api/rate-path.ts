import { useMutation, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { api } from '@/lib/api-client'
import type { Envelope, Schemas } from '@/lib/api/types'
import { updateCachedPath } from '../lib/cache'
import type { LearningPath } from '../types'

/** POST /api/learning-paths/{id}/rating: the viewer's 1-5 rating (enrolled learners only, else 403). */
export async function ratePath(pathId: number, rating: number): Promise<LearningPath> {
  const response = await api.post<Envelope<LearningPath>>(`/api/learning-paths/${pathId}/rating`, {
    rating,
  } satisfies Schemas['RatingRequest'])
  return response.data
}

/**
 * Rates a path. Ratings of one path are sent one after another (arrow keys
 * move through the stars quickly), so the last choice is the one kept.
 */
export function useRatePath(pathId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rating: number) => ratePath(pathId, rating),
    scope: { id: `rate-path-${pathId}` },
    onSuccess: (path) => {
      updateCachedPath(queryClient, pathId, {
        rating_average: path.rating_average,
        rating_count: path.rating_count,
        user_rating: path.user_rating,
      })
    },
    onError: (error) => {
      console.error('Error rating learning path:', error)
      toast.error('Failed to save your rating')
    },
  })
}
