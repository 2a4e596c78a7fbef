import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { SettingsBody, SettingsPatchBody } from '../types'
import { settingsQueryKey } from './get-settings'

/** PATCH /api/users/settings → 200 with the new settings; 400 names a bad value. */
export const updateSettings = (patch: SettingsPatchBody) =>
  api.patch<SettingsBody>('/api/users/settings', patch)

/** Saves a change; the answer becomes the cached settings. One per section, so each has its own status. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  })
}
