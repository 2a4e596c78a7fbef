import type { Schemas } from '@/lib/api/types'

/**
 * An achievement as the profile shows it: how far the learner is towards it
 * (`progress`, 0-100), with its emoji `icon`.
 */
export type AchievementProgress = Pick<
  Schemas['AchievementBody'],
  'id' | 'title' | 'description' | 'icon' | 'progress' | 'unlocked'
>

/** The profile's "Recent Achievements": the `limit` with the most progress (docs/screens.md: 4). */
export function topAchievements(
  achievements: readonly AchievementProgress[],
  limit = 4,
): AchievementProgress[] {
  // Earned ones first among equals, so a 100% badge never hides behind one
  // that is merely complete on paper.
  return [...achievements]
    .sort(
      (a, b) =>
        b.progress - a.progress || Number(Boolean(b.unlocked)) - Number(Boolean(a.unlocked)),
    )
    .slice(0, limit)
}
