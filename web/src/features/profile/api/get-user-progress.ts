import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ProgressRecord } from '../types'

/** GET /api/users/progress: the learner's saved, started and completed challenges. */
export async function getUserProgress(): Promise<ProgressRecord[]> {
  try {
    return await api.get<ProgressRecord[]>('/api/users/progress')
  } catch (error) {
    console.error('Error fetching progress:', error)
    throw error
  }
}

export const userProgressQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'progress'], queryFn: getUserProgress, staleTime: 0 })

export const useUserProgress = () => useQuery(userProgressQueryOptions())
