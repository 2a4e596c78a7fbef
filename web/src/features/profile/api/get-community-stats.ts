import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommunityStats } from '../types'

/** GET /api/users/community-stats: the learner's part in the community. */
export async function getCommunityStats(): Promise<CommunityStats> {
  try {
    return await api.get<CommunityStats>('/api/users/community-stats')
  } catch (error) {
    console.error('Error fetching community stats:', error)
    throw error
  }
}

export const communityStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'community-stats'],
    queryFn: getCommunityStats,
    staleTime: 0,
    retry: false,
  })

export const useCommunityStats = () => useQuery(communityStatsQueryOptions())
