export type ProgressStatus = 'saved' | 'in_progress' | 'completed'

export interface ProfileStats {
  completed: number
  in_progress: number
  saved: number
  total: number
  /** Completed over all records, 0-100. */
  overall_progress: number
  current_streak: number
  longest_streak: number
}

/** A day (in the learner's zone) with at least one completion. */
export interface ActivityDay {
  date: string
  count: number
}

/** GET /api/users/profile → data. */
export interface Profile {
  id: number
  github_id: number
  login: string
  name: string | null
  email: string | null
  avatar_url: string | null
  /** The GitHub profile. */
  html_url: string
  joined_at: string
  time_zone?: string | null
  stats?: ProfileStats
  /** Completions per day over the last 52 weeks. */
  activity?: ActivityDay[]
  /** Today in the learner's zone, YYYY-MM-DD. */
  today?: string
}

/** One of the learner's challenges (GET /api/users/progress); not-started ones have no record. */
export interface ProgressRecord {
  task_id: number
  slug?: string | null
  title?: string | null
  /** Older answers name the title so. */
  task_title?: string | null
  name?: string | null
  status: ProgressStatus | string
  github_repo_url: string | null
  github_pages_url: string | null
  /** When the challenge was started. */
  created_at: string | null
  completion_date: string | null
  updated_at: string | null
  tags?: string[] | null
  difficulty?: string | null
  image_url?: string | null
}

/** GET /api/users/community-stats. */
export interface CommunityStats {
  postsCount: number
  commentsCount: number
  likesGiven: number
  maxPostLikes: number
  helpedUsers: number
}
