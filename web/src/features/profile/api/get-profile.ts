import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'
import type { Profile } from '../types'

/** GET /api/users/profile: who the learner is, their stats and activity. */
export async function getProfile(): Promise<Profile> {
  try {
    const response = await api.get<Schemas['ProfileBody']>('/api/users/profile')
    return response.data
  } catch (error) {
    // docs/screens.md: only logged; the page shows what it has.
    console.error('Error fetching profile:', error)
    throw error
  }
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'profile'],
    queryFn: getProfile,
    // Progress changes elsewhere (a challenge page): fresh on every visit.
    staleTime: 0,
  })

export const useProfile = () => useQuery(profileQueryOptions())
