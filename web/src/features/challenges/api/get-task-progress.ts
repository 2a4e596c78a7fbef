import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { notStartedProgress, type TaskProgress } from '../types'

export const taskProgressQueryKey = (taskId: number) => ['progress', 'task', taskId] as const

/**
 * GET /api/progress/task/{taskId}. A failed fetch counts as not started
 * (docs/screens.md); the API client has logged it already.
 */
export async function getTaskProgress(taskId: number): Promise<TaskProgress> {
  try {
    return await api.get<TaskProgress>(`/api/progress/task/${taskId}`)
  } catch {
    return notStartedProgress(taskId)
  }
}

export const taskProgressQueryOptions = (taskId: number, enabled: boolean) =>
  queryOptions({
    queryKey: taskProgressQueryKey(taskId),
    queryFn: () => getTaskProgress(taskId),
    // Sent only with a stored token.
    enabled,
    staleTime: 0,
  })

export const useTaskProgress = (taskId: number, enabled: boolean) =>
  useQuery(taskProgressQueryOptions(taskId, enabled))
