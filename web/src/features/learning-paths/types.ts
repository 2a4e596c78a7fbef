import type { Narrow, Schemas } from '@/lib/api/types'

export type PathDifficulty = 'beginner' | 'intermediate' | 'advanced'

export type EnrollmentStatus = 'enrolled' | 'completed'

/**
 * A learning path with the viewer's standing (GET /api/learning-paths →
 * data[]). `success_rate`: completions over enrollments, rounded percent;
 * `rating_average`: one decimal, null before the first rating;
 * `user_progress` (and its copy `progress`): the viewer's completed items
 * over all items, 0-100; `show_celebration`: true once the viewer completed
 * the path and has not seen the congratulations yet.
 */
export type LearningPath = Narrow<
  Omit<Schemas['PathBody'], 'items'>,
  { difficulty_level: PathDifficulty; enrollment_status?: EnrollmentStatus | null }
>

export type PathItemType = 'post' | 'task'

/** One article or challenge of a path, in order; `difficulty` is null for posts. */
export type PathItem = Narrow<Schemas['PathItemBody'], { item_type: PathItemType }>

/** GET /api/learning-paths/{id} → data: the path with its items. */
export type LearningPathDetail = LearningPath & { items: PathItem[] }

/**
 * An achievement as the learning-path calls answer it (the congratulations
 * dialog reads `name` and `icon_url`, an emoji).
 */
export type PathAchievement = Pick<
  Schemas['AchievementBody'],
  'id' | 'title' | 'name' | 'description' | 'icon' | 'icon_url'
>
