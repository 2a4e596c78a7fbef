import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** A challenge as GET /api/tasks lists it. */
export interface Task {
  id: number
  slug: string
  title: string
  description: string
  difficulty: string
  tags: string[]
  image_url: string | null
}

export const getTasks = () => api.get<Task[]>('/api/tasks')

export const tasksQueryOptions = () => queryOptions({ queryKey: ['tasks'], queryFn: getTasks })

/** The challenge list; the home page loads it (docs/screens.md) without showing it. */
export const useTasks = () => useQuery(tasksQueryOptions())
