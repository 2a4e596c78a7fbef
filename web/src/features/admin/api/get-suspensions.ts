import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { SuspensionList } from '../types'
import { suspensionsQueryKey } from './keys'

/** GET /api/admin/suspensions: who is suspended, since when and why. */
export const getSuspensions = (signal?: AbortSignal) =>
  api.get<SuspensionList>('/api/admin/suspensions', { signal })

export const suspensionsQueryOptions = () =>
  queryOptions({
    queryKey: suspensionsQueryKey,
    queryFn: ({ signal }) => getSuspensions(signal),
    staleTime: 0,
  })

export const useSuspensions = () => useQuery(suspensionsQueryOptions())
