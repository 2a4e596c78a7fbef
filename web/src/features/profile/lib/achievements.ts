/** An achievement as the profile shows it: how far the learner is towards it. */
export interface AchievementProgress {
  id: string
  title: string
  description: string
  /** An emoji. */
  icon: string
  /** 0-100. */
  progress: number
  /** Whether the learner has earned it. */
  unlocked?: boolean
}

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
