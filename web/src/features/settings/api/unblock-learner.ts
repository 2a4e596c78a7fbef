import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshModeratedContent } from '@/lib/moderation'

/** DELETE /api/blocks/{login} → 204. */
export const unblockLearner = (login: string) =>
  api.delete<void>(`/api/blocks/${encodeURIComponent(login)}`)

/** Unblocks, then reloads the list and what the learner wrote, shown again. */
export function useUnblockLearner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockLearner,
    onSuccess: () => refreshModeratedContent(queryClient),
  })
}
