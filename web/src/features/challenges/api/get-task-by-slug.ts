import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { Challenge, Task } from '../types'

/** GET /api/tasks/by-slug/{slug}: one challenge with its stories; 404 when there is none. */
export const getTaskBySlug = (slug: string) =>
  api.get<Challenge>(`/api/tasks/by-slug/${encodeURIComponent(slug)}`)

export const taskBySlugQueryOptions = (slug: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: ['tasks', 'by-slug', slug],
    queryFn: (): Promise<Challenge> => getTaskBySlug(slug),
    // Coming from the list, the card's challenge shows at once; the list
    // has no stories, so the challenge is asked for at once all the same.
    initialData: (): Challenge | undefined =>
      queryClient?.getQueryData<Task[]>(['tasks'])?.find((task) => task.slug === slug),
    initialDataUpdatedAt: 0,
    // A missing challenge stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

export function useTaskBySlug(slug: string) {
  const queryClient = useQueryClient()
  return useQuery(taskBySlugQueryOptions(slug, queryClient))
}
