import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { AchievementProgress } from '../lib/achievements'

interface AchievementsResponse {
  success: boolean
  data: AchievementProgress[]
}

/** GET /api/achievements: every achievement with the learner's progress. */
export async function getAchievements(): Promise<AchievementProgress[]> {
  try {
    return (await api.get<AchievementsResponse>('/api/achievements')).data
  } catch (error) {
    console.error('Error fetching achievements:', error)
    throw error
  }
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ['achievements'], queryFn: getAchievements, staleTime: 0, retry: false })

export const useAchievements = () => useQuery(achievementsQueryOptions())
