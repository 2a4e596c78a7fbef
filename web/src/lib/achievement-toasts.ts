import toast from 'react-hot-toast'

/**
 * An achievement as the API announces it. The gallery calls its fields
 * `icon` and `title`, the learning-path calls `icon_url` and `name`; either
 * pair is read.
 */
export interface AnnouncedAchievement {
  icon?: string
  icon_url?: string
  title?: string
  name?: string
}

const DEFAULT_ICON = '🏆'

/**
 * One success toast per newly unlocked achievement ("Achievement unlocked:
 * 🔥 On Fire"), with react-hot-toast's default timing (2 s). Called after
 * any action whose answer carries `unlocked_achievements`.
 */
export function announceAchievements(list: readonly AnnouncedAchievement[] | undefined): void {
  for (const achievement of list ?? []) {
    const title = (achievement.title || achievement.name || '').trim()
    if (!title) continue
    const icon = (achievement.icon || achievement.icon_url || '').trim() || DEFAULT_ICON
    toast.success(`Achievement unlocked: ${icon} ${title}`)
  }
}
