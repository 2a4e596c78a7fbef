import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'
import { getToken } from '@/lib/storage'
import type { LearnerStats } from '../types'

/** GET /api/users/profile, read for its stats only (the gallery's stat cards). */
export async function getLearnerStats(): Promise<LearnerStats | null> {
  try {
    const response = await api.get<Schemas['ProfileBody']>('/api/users/profile')
    return response.data.stats ?? null
  } catch (error) {
    // docs/screens.md: only logged; the cards show zeros.
    console.error('Error fetching profile:', error)
    throw error
  }
}

export const learnerStatsQueryOptions = () =>
  queryOptions({
    // Not the profile page's key: this caches only the stats.
    queryKey: ['users', 'profile', 'stats'],
    queryFn: getLearnerStats,
    staleTime: 0,
  })

/** Loads only when a token is stored (docs/screens.md). */
export const useLearnerStats = () =>
  useQuery({ ...learnerStatsQueryOptions(), enabled: Boolean(getToken()) })
