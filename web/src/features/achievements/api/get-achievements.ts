import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { getToken } from '@/lib/storage'
import type { Schemas } from '@/lib/api/types'
import type { Achievement } from '../types'

/** GET /api/achievements (signed in): every achievement with the learner's standing. */
export async function getAchievements(): Promise<Achievement[]> {
  try {
    const response = await api.get<Schemas['AchievementList']>('/api/achievements')
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the gallery shows what it has.
    console.error('Error fetching achievements:', error)
    throw error
  }
}

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: ['achievements'],
    queryFn: getAchievements,
    // Unlocks happen on other pages (a challenge, a comment).
    staleTime: 0,
  })

/** Loads only when a token is stored (docs/screens.md). */
export const useAchievements = () =>
  useQuery({ ...achievementsQueryOptions(), enabled: Boolean(getToken()) })
