// The shapes of feedback requests, reviews and notifications
// (docs/reviews.md), as the server's OpenAPI document declares them. Every
// other file imports these types from here.
import type { Schemas } from './api/types'
import type { Solution } from './solutions'

/** A solution's question to other learners (1 to 1,000 characters). */
export type FeedbackRequest = Schemas['FeedbackRequestState']

/** A solution with its request and reviews count (both on every solution). */
export type SolutionWithReviews = Solution

/** Optional ratings of a review, each 1 to 5, or null when not given. */
export type ReviewRatings = Schemas['RatingsBody']

/** A review of a solution. */
export type Review = Schemas['ReviewBody']

/** `{ body, ratings? }`: a new review, or an edit of one. */
export type ReviewInput = Schemas['ReviewRequest']

/** `{ question }`: asking (or asking again) for feedback. */
export type FeedbackRequestInput = Schemas['FeedbackRequestBody']

/** GET /api/solutions/{id}/reviews: every review, helpful first, then oldest first. */
export type ReviewPage = Schemas['ReviewList']

/** An open feedback request in the queue. */
export type ReviewQueueEntry = Schemas['ReviewQueueItem']

/** GET /api/reviews: 20 a page. */
export type ReviewQueuePage = Schemas['ReviewQueuePage']

export type NotificationKind = Schemas['NotificationKind']

/** A notification with its text and in-app link. */
export type Notification = Schemas['NotificationBody']

/** GET /api/notifications: newest first, 20 a page. */
export type NotificationPage = Schemas['NotificationPage']

/** GET /api/notifications/unread-count (with an ETag; 304 to If-None-Match). */
export type UnreadCount = Schemas['UnreadCount']
