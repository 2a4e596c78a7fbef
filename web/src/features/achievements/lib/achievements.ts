import { ACHIEVEMENT_CATEGORIES, type Achievement, type AchievementCategory } from '../types'

export type CategoryTab = 'All' | AchievementCategory

export const CATEGORY_TABS: readonly CategoryTab[] = ['All', ...ACHIEVEMENT_CATEGORIES]

/** The achievements of one gallery tab, in the server's order. */
export function achievementsIn(
  achievements: readonly Achievement[],
  tab: CategoryTab,
): Achievement[] {
  return tab === 'All'
    ? [...achievements]
    : achievements.filter((achievement) => achievement.category === tab)
}

/** "3 of 40 unlocked". */
export function unlockedSummary(achievements: readonly Achievement[]): string {
  const unlocked = achievements.filter((achievement) => achievement.unlocked).length
  return `${unlocked} of ${achievements.length} unlocked`
}

/** Progress as shown: a whole percent within 0-100 (100 once unlocked). */
export function achievementPercent(
  achievement: Pick<Achievement, 'progress' | 'unlocked'>,
): number {
  if (achievement.unlocked) return 100
  return Math.min(100, Math.max(0, Math.round(achievement.progress)))
}

/** The id of a gallery tab, for its tabpanel's aria-labelledby. */
export const tabId = (idPrefix: string, tab: CategoryTab) =>
  `${idPrefix}-tab-${CATEGORY_TABS.indexOf(tab)}`
