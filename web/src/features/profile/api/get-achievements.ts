import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'
import type { AchievementProgress } from '../lib/achievements'

/** GET /api/achievements: every achievement with the learner's progress. */
export async function getAchievements(): Promise<AchievementProgress[]> {
  try {
    return (await api.get<Schemas['AchievementList']>('/api/achievements')).data
  } catch (error) {
    console.error('Error fetching achievements:', error)
    throw error
  }
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ['achievements'], queryFn: getAchievements, staleTime: 0, retry: false })

export const useAchievements = () => useQuery(achievementsQueryOptions())
