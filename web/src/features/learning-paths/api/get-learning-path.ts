import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { Envelope } from '@/lib/api/types'
import type { LearningPathDetail } from '../types'

/** Every cached path detail, whatever id or slug it was asked by. */
export const learningPathDetailsQueryKey = ['learning-paths', 'detail'] as const

export const learningPathQueryKey = (idOrSlug: string) =>
  [...learningPathDetailsQueryKey, idOrSlug] as const

/** GET /api/learning-paths/{id or slug}: one path with its items; 404 when missing. */
export async function getLearningPath(idOrSlug: string): Promise<LearningPathDetail> {
  try {
    const response = await api.get<Envelope<LearningPathDetail>>(
      `/api/learning-paths/${encodeURIComponent(idOrSlug)}`,
    )
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the page says 'Learning Path Not Found'.
    console.error('Error fetching learning path:', error)
    throw error
  }
}

export const learningPathQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: learningPathQueryKey(idOrSlug),
    queryFn: () => getLearningPath(idOrSlug),
    // The learner's progress changes on other pages (a challenge, a post).
    staleTime: 0,
    // A missing path stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

export const useLearningPath = (idOrSlug: string) => useQuery(learningPathQueryOptions(idOrSlug))
