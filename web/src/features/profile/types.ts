import type { Schemas } from '@/lib/api/types'

/** The learner's counts; `overall_progress`: completed over all records, 0-100. */
export type ProfileStats = Schemas['ProgressStats']

/** A day (in the learner's zone) with at least one completion. */
export type ActivityDay = Schemas['ActivityDay']

/**
 * GET /api/users/profile → data: who the learner is, their stats, their
 * completions per day over the last 52 weeks (`activity`) and today in
 * their zone (`today`, YYYY-MM-DD).
 */
export type Profile = Schemas['ProfileData']

/** One of the learner's challenges (GET /api/users/progress); not-started ones have no record. */
export type ProgressRecord = Schemas['ProgressEntryBody']

/** GET /api/users/community-stats. */
export type CommunityStats = Schemas['CommunityStatsBody']
