// The words of the moderation page (docs/moderation.md).
import { formatDate } from '@/lib/format'
import { charCount, groupThousands } from '@/lib/text-length'
import type { ItemAction, ItemType, LearnerAction, LogAction } from '../types'
import { MAX_MODERATION_REASON_CHARS } from '@/lib/api/limits'

/** How the audit log names each action. */
export const LOG_ACTION_LABELS: Record<LogAction, string> = {
  hide: 'Hid',
  restore: 'Restored',
  delete: 'Deleted',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  auto_hide: 'Hidden by reports',
}

/** An action's label; an unknown one (a newer server) is shown as it is. */
export const logActionLabel = (action: string): string =>
  LOG_ACTION_LABELS[action as LogAction] ?? action

const ITEM_NAMES: Record<ItemType, string> = {
  post: 'Post',
  comment: 'Comment',
  review: 'Review',
  solution: 'Solution',
}

/** "Post", "Comment"… as a sentence starts. */
export const itemName = (itemType: ItemType): string => ITEM_NAMES[itemType] ?? itemType

/** "1 report", "3 reports". */
export const reportCount = (count: number) =>
  `${groupThousands(count)} ${count === 1 ? 'report' : 'reports'}`

/** The most characters (trimmed code points) a moderator's reason may have. */
export const MAX_REASON_CHARS = MAX_MODERATION_REASON_CHARS

interface DecisionTexts {
  title: string
  description: string
  confirmLabel: string
  pendingLabel: string
  /** What the live region says once it is done. */
  done: string
  /** Whether the action takes something away (a red confirm button). */
  destructive: boolean
}

/** The dialog and announcement of a decision on an item. */
export function itemDecisionTexts(action: ItemAction, itemType: ItemType): DecisionTexts {
  const name = itemName(itemType)
  const lower = name.toLowerCase()
  switch (action) {
    case 'hide':
      return {
        title: `Hide this ${lower}?`,
        description: `Only its author and moderators will see it, and its open reports will be closed.`,
        confirmLabel: 'Hide',
        pendingLabel: 'Hiding…',
        done: `${name} hidden.`,
        destructive: true,
      }
    case 'restore':
      return {
        title: `Restore this ${lower}?`,
        description: `Everyone will see it again, and its open reports will be closed.`,
        confirmLabel: 'Restore',
        pendingLabel: 'Restoring…',
        done: `${name} restored.`,
        destructive: false,
      }
    case 'delete':
      return {
        title: `Delete this ${lower}?`,
        description: `It will be removed for good, and its open reports closed. This cannot be undone.`,
        confirmLabel: 'Delete',
        pendingLabel: 'Deleting…',
        done: `${name} deleted.`,
        destructive: true,
      }
  }
}

/** The dialog and announcement of a decision on a learner. */
export function learnerDecisionTexts(action: LearnerAction, login: string): DecisionTexts {
  return action === 'suspend'
    ? {
        title: `Suspend ${login}?`,
        description:
          'Their sessions end at once, they cannot sign in, and their posts, comments, reviews and solutions are hidden until they are reinstated.',
        confirmLabel: 'Suspend',
        pendingLabel: 'Suspending…',
        done: `${login} suspended.`,
        destructive: true,
      }
    : {
        title: `Reinstate ${login}?`,
        description: 'What they wrote shows again, and they can sign in again.',
        confirmLabel: 'Reinstate',
        pendingLabel: 'Reinstating…',
        done: `${login} reinstated.`,
        destructive: false,
      }
}

/**
 * An RFC 3339 instant as a date and local time, "Nov 22, 2026, 14:05"
 * (the audit log needs the hour); empty for a missing or bad value.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = formatDate(value)
  if (!date || !value) return ''
  const at = new Date(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date}, ${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** Why a reason cannot be sent (blank, or longer than 500 characters), or null. */
export function reasonProblem(reason: string): string | null {
  const count = charCount(reason)
  if (count === 0) return `Give a reason (1 to ${MAX_REASON_CHARS} characters).`
  if (count > MAX_REASON_CHARS) {
    return `Your reason is ${groupThousands(count)} characters long: shorten it to ${MAX_REASON_CHARS} or fewer.`
  }
  return null
}
