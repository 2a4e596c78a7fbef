import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'

async function fetchProfileAvatar(): Promise<string | null> {
  try {
    const profile = await api.get<Schemas['ProfileBody']>('/api/users/profile')
    return profile.data?.avatar_url ?? null
  } catch (err) {
    console.error('Error fetching profile:', err)
    throw err
  }
}

/** Avatar from the profile, fetched only when the session's user has none. */
export function useProfileAvatar(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'profile', 'avatar'],
    queryFn: fetchProfileAvatar,
    enabled,
    retry: false,
    staleTime: 10 * 60 * 1000,
  })
}
