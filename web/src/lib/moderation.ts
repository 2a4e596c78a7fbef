// Trust and safety shared by several pages (docs/moderation.md): what can
// be reported and why, sending a report, and blocking a learner. The shapes
// are those of the server's OpenAPI document.
import type { Schemas } from './api/types'
import {
  partialMatchKey,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { api } from './api-client'
import { notificationsRootKey } from './notifications'
import { solutionsRootKey } from './solutions'
import { MAX_REPORT_DETAILS_CHARS } from '@/lib/api/limits'

/** What a report is about: a community post, a comment, a review or a solution. */
export type ReportItemType = Schemas['ItemType']

/** Why an item is reported. */
export type ReportReason = Schemas['ReportReason']

/** The reasons, in the order the report dialog offers them. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'abuse', label: 'Abuse or harassment' },
  { value: 'plagiarism', label: 'Plagiarism' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: ReportReason; label: string }[]

/** A reason's label ("Abuse or harassment"); an unknown value is shown as it is. */
export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((item) => item.value === reason)?.label ?? reason
}

/** The most characters (trimmed code points) a report's details may have. */
export const MAX_REPORT_DETAILS = MAX_REPORT_DETAILS_CHARS

/** Body of POST /api/reports; `details` is required (not blank) for `other`. */
export type NewReport = Schemas['ReportRequest']

/**
 * POST /api/reports → 201 `{ message }`. Refusals carry their message: 409
 * "You already reported this.", 403 for one's own item, 404 for an item
 * one cannot see, 429 past 20 reports a day.
 */
export const createReport = (report: NewReport) =>
  api.post<Schemas['ReportAccepted']>('/api/reports', report)

/** Sends a report; nothing the viewer sees changes. */
export const useCreateReport = () => useMutation({ mutationFn: createReport })

/** A learner the viewer blocked, as GET /api/blocks lists them. */
export type BlockedLearner = Schemas['BlockedBody']

/** GET /api/blocks. */
export type BlockList = Schemas['BlockList']

/** The viewer's blocked learners (the settings page). */
export const blocksQueryKey = ['blocks'] as const

/**
 * Every cached answer a block, an unblock or a moderator's decision
 * changes: the community (feed, posts, comments), solutions with their
 * reviews, the review queue, the notifications and the list of blocked
 * learners.
 */
const AFFECTED_BY_BLOCKS: readonly QueryKey[] = [
  ['community'],
  solutionsRootKey,
  ['reviews'],
  notificationsRootKey,
  blocksQueryKey,
]

/**
 * Marks everything a block (or a moderator's decision) changed as stale,
 * refetching what is on screen.
 * `leaving` is the key of the page being left because of the block (a
 * blocked author's post): it is marked stale without a refetch, which
 * would answer 404 before the page is gone.
 */
export async function refreshModeratedContent(queryClient: QueryClient, leaving?: QueryKey) {
  const isLeaving = (queryKey: QueryKey) =>
    leaving !== undefined && partialMatchKey(queryKey, leaving)
  if (leaving) {
    await queryClient.invalidateQueries({ queryKey: leaving, refetchType: 'none' })
  }
  await Promise.all(
    AFFECTED_BY_BLOCKS.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !isLeaving(query.queryKey) }),
    ),
  )
}

/** What the learner reads once `login` is blocked. */
export const blockedMessage = (login: string) => `You blocked ${login}.`

/** POST /api/blocks `{ login }` → 204 (blocking twice is fine). */
export const blockLearner = (login: string) => api.post<void>('/api/blocks', { login })

/**
 * Blocks a learner, then refreshes what they wrote out of every cached
 * list (see `refreshModeratedContent` for `leaving`).
 */
export function useBlockLearner({ leaving }: { leaving?: QueryKey } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: blockLearner,
    onSuccess: () => refreshModeratedContent(queryClient, leaving),
  })
}
