import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'
import type { Schemas } from './api/types'

/** Live platform counts behind the marketing figures (docs/screens.md). */
export type PlatformStats = Schemas['PlatformStatsBody']

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
