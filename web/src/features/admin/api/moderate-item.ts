import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshModeratedContent } from '@/lib/moderation'
import type { ItemAction, ItemType, ReasonBody } from '../types'
import { adminRootKey } from './keys'

export interface ItemDecision {
  action: ItemAction
  itemType: ItemType
  itemId: number
  reason: string
}

/**
 * POST /api/admin/items/{item_type}/{item_id}/{hide|restore|delete}
 * `{ reason }` → 204. Closes the item's open reports; a solution cannot be
 * deleted, only hidden.
 */
export const moderateItem = ({ action, itemType, itemId, reason }: ItemDecision) =>
  api.post<void>(`/api/admin/items/${itemType}/${itemId}/${action}`, {
    reason,
  } satisfies ReasonBody)

/** Then reloads the reports, suspensions and log, and marks the community and solutions stale. */
export function useModerateItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moderateItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRootKey }),
        refreshModeratedContent(queryClient),
      ]),
  })
}
