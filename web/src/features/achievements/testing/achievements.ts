import type { Achievement, AchievementCategory, LearnerStats } from '../types'

export function makeAchievement(
  id: string,
  category: AchievementCategory,
  overrides: Partial<Achievement> = {},
): Achievement {
  const title = overrides.title ?? `Achievement ${id}`
  const icon = overrides.icon ?? '🏅'
  const colour = overrides.colour ?? 'emerald'
  return {
    id,
    title,
    name: title,
    description: `What ${id} is for.`,
    condition: `Rule of ${id}`,
    category,
    icon,
    icon_url: icon,
    colour,
    color: colour,
    target: 10,
    current: 0,
    progress: 0,
    unlocked: false,
    unlocked_at: null,
    attainable: true,
    ...overrides,
  }
}

export const makeStats = (overrides: Partial<LearnerStats> = {}): LearnerStats => ({
  completed: 7,
  in_progress: 2,
  saved: 3,
  total: 12,
  overall_progress: 58,
  current_streak: 4,
  longest_streak: 9,
  ...overrides,
})
