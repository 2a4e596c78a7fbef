import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { SettingsBody } from '../types'

export const settingsQueryKey = ['users', 'settings'] as const

/** GET /api/users/settings: the signed-in learner's settings. */
export const getSettings = (signal?: AbortSignal) =>
  api.get<SettingsBody>('/api/users/settings', { signal })

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) })

export const useSettings = () => useQuery(settingsQueryOptions())
