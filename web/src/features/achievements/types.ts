export const ACHIEVEMENT_CATEGORIES = [
  'Task Completion',
  'Streaks',
  'Frontend Mastery',
  'Speed Demon',
  'Community',
  'Special',
] as const

export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number]

/** One achievement with the learner's standing (GET /api/achievements → data[]). */
export interface Achievement {
  id: string
  title: string
  /** Same as `title`. */
  name: string
  description: string
  /** The rule in words. */
  condition: string
  category: AchievementCategory | string
  /** An emoji. */
  icon: string
  /** Same emoji as `icon`. */
  icon_url: string
  /** A colour name such as 'emerald' or 'amber'. */
  colour: string
  /** Same as `colour`. */
  color: string
  target: number
  current: number
  /** 0-100. */
  progress: number
  unlocked: boolean
  unlocked_at: string | null
  /** False when Frontloop cannot record what the rule needs yet. */
  attainable: boolean
}

/** The stat cards' figures, from GET /api/users/profile → data.stats. */
export interface LearnerStats {
  completed: number
  in_progress: number
  saved: number
  total: number
  overall_progress: number
  current_streak: number
  longest_streak: number
}

/** `{ success, data }`. */
export interface Envelope<T> {
  success: boolean
  data: T
}
