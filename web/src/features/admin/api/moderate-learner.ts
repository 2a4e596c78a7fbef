import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshModeratedContent } from '@/lib/moderation'
import type { LearnerAction, ReasonBody } from '../types'
import { adminRootKey } from './keys'

export interface LearnerDecision {
  action: LearnerAction
  login: string
  reason: string
}

/**
 * POST /api/admin/users/{login}/{suspend|reinstate} `{ reason }` → 204.
 * A moderator cannot suspend themselves or another moderator (the refusal
 * says so).
 */
export const moderateLearner = ({ action, login, reason }: LearnerDecision) =>
  api.post<void>(`/api/admin/users/${encodeURIComponent(login)}/${action}`, {
    reason,
  } satisfies ReasonBody)

/** Then reloads the reports (their authors' badges), suspensions and log. */
export function useModerateLearner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moderateLearner,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRootKey }),
        refreshModeratedContent(queryClient),
      ]),
  })
}
