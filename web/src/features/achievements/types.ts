import type { Schemas } from '@/lib/api/types'

export const ACHIEVEMENT_CATEGORIES = [
  'Task Completion',
  'Streaks',
  'Frontend Mastery',
  'Speed Demon',
  'Community',
  'Special',
] as const

export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number]

/**
 * One achievement with the learner's standing (GET /api/achievements →
 * data[]). `category` is one of ACHIEVEMENT_CATEGORIES; `icon` (and its
 * copy `icon_url`) an emoji; `colour` (and `color`) a colour name such as
 * 'emerald'; `progress` 0-100; `attainable` false when Frontloop cannot
 * record what the rule needs yet.
 */
export type Achievement = Schemas['AchievementBody']

/** The stat cards' figures, from GET /api/users/profile → data.stats. */
export type LearnerStats = Schemas['ProgressStats']
