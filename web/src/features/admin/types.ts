// The moderators' API (docs/moderation.md, "The API"), as the server's
// OpenAPI document declares it. Every file of the admin page imports these
// types from here.
import type { Schemas } from '@/lib/api/types'

export type ItemType = Schemas['ItemType']

/** A learner as the moderation answers name them. */
export type Learner = Schemas['AuthorBody']

/** One learner's report of an item. */
export type ItemReport = Schemas['ReportBody']

/** An item with open reports, the oldest first report first. */
export type ReportedItem = Schemas['ReportedItemBody']

/** GET /api/admin/reports?cursor=. */
export type ReportedItemPage = Schemas['ReportQueuePage']

/** A suspended learner, since when and why. */
export type Suspension = Schemas['SuspensionBody']

/** GET /api/admin/suspensions. */
export type SuspensionList = Schemas['SuspensionList']

export type LogAction = Schemas['ModerationAction']

/**
 * One line of the append-only audit log; `moderator` is the acting
 * moderator's login, null for a hide by reports.
 */
export type LogEntry = Schemas['LogEntryBody']

/** GET /api/admin/log?cursor=: newest first. */
export type LogPage = Schemas['LogPage']

/** What a moderator does to an item. */
export type ItemAction = 'hide' | 'restore' | 'delete'

/** What a moderator does to a learner. */
export type LearnerAction = 'suspend' | 'reinstate'

/** `{ reason }`: every moderator action says why (1-500 characters). */
export type ReasonBody = Schemas['ReasonRequest']
