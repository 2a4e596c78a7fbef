import toast from 'react-hot-toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'
import { notStartedProgress, type TaskProgress } from '../types'
import { taskProgressQueryKey } from './get-task-progress'

/** Body of POST /api/progress/task/{taskId}: completing takes both links. */
export type ProgressUpdate = Schemas['ProgressRequest']

/**
 * POST /api/progress/task/{taskId}: moves the challenge to a new status and
 * answers the updated record. Errors: 409 (not allowed from the current
 * status), 422 (a URL is invalid; the message names the field), 404.
 */
export const updateTaskProgress = (taskId: number, update: ProgressUpdate) =>
  api.post<TaskProgress>(`/api/progress/task/${taskId}`, update)

/**
 * The status changes at once (optimistically) and is then replaced by the
 * server's record; a failure restores the previous record. Callers report
 * the error (a toast, or the message beside a form field).
 */
export function useUpdateTaskProgress(taskId: number) {
  const queryClient = useQueryClient()
  const queryKey = taskProgressQueryKey(taskId)

  return useMutation({
    mutationFn: (update: ProgressUpdate) => updateTaskProgress(taskId, update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey })
      const previous =
        queryClient.getQueryData<TaskProgress>(queryKey) ?? notStartedProgress(taskId)
      queryClient.setQueryData<TaskProgress>(queryKey, {
        ...previous,
        ...update,
      })
      return { previous }
    },
    onError: (_error, _update, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous)
    },
    onSuccess: (record) => {
      queryClient.setQueryData(queryKey, record)
      announceAchievements(record.unlocked_achievements)
      for (const path of record.completed_paths ?? []) {
        toast.success(`Learning path completed: ${path.title}`)
      }
    },
  })
}
