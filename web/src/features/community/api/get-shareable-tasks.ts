import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { shareableTasks } from '../lib/shareable-tasks'
import type { LearnerTaskRecord } from '../types'

/** GET /api/users/progress: the learner's records (saved, in progress, completed). */
export const getLearnerTasks = (signal?: AbortSignal) =>
  api.get<LearnerTaskRecord[]>('/api/users/progress', { signal })

/** The challenges the learner may share about: started or completed ones. */
export const shareableTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'progress'],
    queryFn: ({ signal }) => getLearnerTasks(signal),
    select: shareableTasks,
    // Progress changes on other pages; the select always shows the latest.
    staleTime: 0,
  })

export const useShareableTasks = () => useQuery(shareableTasksQueryOptions())
