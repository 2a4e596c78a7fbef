import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Task } from '../types'

/** GET /api/tasks: the whole catalogue (no paging). */
export async function getTasks(): Promise<Task[]> {
  try {
    return await api.get<Task[]>('/api/tasks')
  } catch (error) {
    // docs/screens.md: a failed load is only logged; the page shows an empty list.
    console.error('Error fetching challenges:', error)
    throw error
  }
}

export const tasksQueryOptions = () => queryOptions({ queryKey: ['tasks'], queryFn: getTasks })

export const useTasks = () => useQuery(tasksQueryOptions())
