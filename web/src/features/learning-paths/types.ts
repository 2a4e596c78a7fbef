export type PathDifficulty = 'beginner' | 'intermediate' | 'advanced'

export type EnrollmentStatus = 'enrolled' | 'completed'

/** A learning path with the viewer's standing (GET /api/learning-paths → data[]). */
export interface LearningPath {
  id: number
  slug: string
  title: string
  description: string
  image_url: string | null
  difficulty_level: PathDifficulty
  estimated_hours: number
  item_count: number
  enrollment_count: number
  completion_count: number
  /** Completions over enrollments, rounded percent (0 with no enrollments). */
  success_rate: number
  /** Average of learners' ratings (one decimal); null before the first. */
  rating_average: number | null
  rating_count: number
  is_enrolled: boolean
  enrollment_status: EnrollmentStatus | null
  /** The viewer's completed items over all items, 0-100. */
  user_progress: number
  /** Same as `user_progress`. */
  progress: number
  /** The viewer's own 1-5 rating. */
  user_rating: number | null
  /** True once the viewer completed the path and has not seen the congratulations yet. */
  show_celebration: boolean
}

export type PathItemType = 'post' | 'task'

/** One article or challenge of a path, in order. */
export interface PathItem {
  id: number
  item_type: PathItemType
  /** The post's or challenge's id. */
  item_id: number
  item_slug: string
  item_title: string
  item_description: string | null
  item_image: string | null
  /** The challenge's difficulty; null for posts. */
  difficulty: string | null
  position: number
  is_completed: boolean
}

/** GET /api/learning-paths/{id} → data. */
export interface LearningPathDetail extends LearningPath {
  items: PathItem[]
}

/**
 * An achievement as the learning-path calls answer it (the congratulations
 * dialog reads `name` and `icon_url`, an emoji).
 */
export interface PathAchievement {
  id: string
  title: string
  name: string
  description: string
  icon: string
  icon_url: string
}

/** `{ success, data }`, the envelope of every learning-path answer. */
export interface Envelope<T> {
  success: boolean
  data: T
}
