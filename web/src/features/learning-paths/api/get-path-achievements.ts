import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Envelope } from '@/lib/api/types'
import type { PathAchievement } from '../types'

export const pathAchievementsQueryKey = ['learning-paths', 'achievements'] as const

/** GET /api/learning-paths/achievements: the viewer's unlocked achievements, most recent first. */
export async function getPathAchievements(): Promise<PathAchievement[]> {
  try {
    const response = await api.get<Envelope<PathAchievement[]>>('/api/learning-paths/achievements')
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the dialog congratulates without the list.
    console.error('Error fetching achievements:', error)
    throw error
  }
}

export const pathAchievementsQueryOptions = () =>
  queryOptions({
    queryKey: pathAchievementsQueryKey,
    queryFn: getPathAchievements,
    // Read when the congratulations open, right after an unlock.
    staleTime: 0,
  })

export const usePathAchievements = () => useQuery(pathAchievementsQueryOptions())
