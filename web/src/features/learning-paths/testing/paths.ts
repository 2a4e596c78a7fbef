import type { LearningPath, LearningPathDetail, PathAchievement, PathItem } from '../types'

/** A path nobody has enrolled in or rated, seen by someone not enrolled. */
export function makePath(id: number, overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    id,
    slug: `path-${id}`,
    title: `Path ${id}`,
    description: `What path ${id} teaches.`,
    image_url: `/media/paths/path-${id}.svg`,
    difficulty_level: 'beginner',
    estimated_hours: 10,
    item_count: 4,
    enrollment_count: 0,
    completion_count: 0,
    success_rate: 0,
    rating_average: null,
    rating_count: 0,
    is_enrolled: false,
    enrollment_status: null,
    user_progress: 0,
    progress: 0,
    user_rating: null,
    show_celebration: false,
    archived: false,
    new_items: 0,
    ...overrides,
  }
}

/** The viewer's standing when enrolled with `progress` percent done. */
export const enrolledAt = (progress: number): Partial<LearningPath> => ({
  is_enrolled: true,
  enrollment_status: progress >= 100 ? 'completed' : 'enrolled',
  user_progress: progress,
  progress,
})

export function makeItem(id: number, overrides: Partial<PathItem> = {}): PathItem {
  const type = overrides.item_type ?? 'post'
  return {
    id,
    item_type: type,
    item_id: 100 + id,
    item_slug: `${type}-${id}`,
    item_title: `${type === 'post' ? 'Article' : 'Challenge'} ${id}`,
    item_description: `About item ${id}.`,
    item_image: `/media/${type}/${id}.svg`,
    difficulty: type === 'task' ? 'intermediate' : null,
    position: id - 1,
    is_completed: false,
    is_new: false,
    ...overrides,
  }
}

export function makeDetail(overrides: Partial<LearningPathDetail> = {}): LearningPathDetail {
  const items = overrides.items ?? [
    makeItem(1, { item_type: 'post' }),
    makeItem(2, { item_type: 'task' }),
  ]
  return {
    ...makePath(1, { slug: 'html-css', title: 'HTML & CSS', item_count: items.length }),
    items,
    ...overrides,
  }
}

export function makeAchievement(
  id: string,
  overrides: Partial<PathAchievement> = {},
): PathAchievement {
  const title = overrides.title ?? overrides.name ?? `Achievement ${id}`
  const icon = overrides.icon ?? overrides.icon_url ?? '🏅'
  return {
    id,
    title,
    name: title,
    description: `Earned by ${id}.`,
    icon,
    icon_url: icon,
    ...overrides,
  }
}
