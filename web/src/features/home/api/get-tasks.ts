import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'

/** A challenge as GET /api/tasks lists it. */
export type Task = Schemas['TaskBody']

export const getTasks = () => api.get<Task[]>('/api/tasks')

export const tasksQueryOptions = () => queryOptions({ queryKey: ['tasks'], queryFn: getTasks })

/** The challenge list; the home page loads it (docs/screens.md) without showing it. */
export const useTasks = () => useQuery(tasksQueryOptions())
