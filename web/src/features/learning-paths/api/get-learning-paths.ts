import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Envelope } from '@/lib/api/types'
import type { LearningPath } from '../types'

export const learningPathsQueryKey = ['learning-paths', 'list'] as const

/** GET /api/learning-paths: every path with the viewer's standing. */
export async function getLearningPaths(): Promise<LearningPath[]> {
  try {
    const response = await api.get<Envelope<LearningPath[]>>('/api/learning-paths')
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the page shows its empty state.
    console.error('Error fetching learning paths:', error)
    throw error
  }
}

export const learningPathsQueryOptions = () =>
  queryOptions({ queryKey: learningPathsQueryKey, queryFn: getLearningPaths })

export const useLearningPaths = () => useQuery(learningPathsQueryOptions())
