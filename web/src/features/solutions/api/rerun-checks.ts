import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { solutionQueryKey, type Solution } from '@/lib/solutions'

/**
 * POST /api/solutions/{id}/checks: the author runs the checks again.
 * Answers 202 with the solution, every check queued; 403 for anyone else,
 * 429 (its message says how long to wait) more than once per 5 minutes or
 * 30 times a day.
 */
export const rerunChecks = (id: number) => api.post<Solution>(`/api/solutions/${id}/checks`)

/** The answer replaces the cached solution, whose polling then resumes. */
export function useRerunChecks(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => rerunChecks(id),
    onSuccess: (solution) => {
      queryClient.setQueryData(solutionQueryKey(id), solution)
    },
  })
}
