import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

/** Live platform counts behind the marketing figures (docs/screens.md). */
export interface PlatformStats {
  users: number
  projects: number
  code_reviews: number
}

export const getPlatformStats = () => api.get<PlatformStats>('/api/stats')

export const platformStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: getPlatformStats,
    staleTime: 5 * 60 * 1000,
    // A missing figure is hidden, never guessed; no need to insist.
    retry: false,
  })

export const usePlatformStats = () => useQuery(platformStatsQueryOptions())
