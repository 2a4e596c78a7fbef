import type { AnnouncedAchievement } from '@/lib/achievement-toasts'
/** The two orders of the community feed (docs/community.md). */
export type FeedFilter = 'latest' | 'popular'

/** The author of a post or comment. */
export interface CommunityAuthor {
  id: number
  login: string
  /** Display name (the server falls back to the login). */
  name: string
  avatar_url: string | null
}

/** The challenge a post is about. */
export interface PostTask {
  id: number
  slug: string
  title: string
  image_url: string | null
  /** beginner, intermediate or advanced; anything else counts as advanced. */
  difficulty: string
  tags: string[]
}

/** A community post as the viewer sees it. */
export interface CommunityPost {
  id: number
  /** Plain text: always rendered as text, never as HTML. */
  content: string
  /** Shared code, plain text. */
  code: string | null
  image_url: string | null
  task_id: number
  /** Same as task_id (the web client's name). */
  taskId: number
  /** RFC 3339. */
  created_at: string
  likes_count: number
  comments_count: number
  liked_by_user: boolean
  is_owner: boolean
  user: CommunityAuthor
  task: PostTask
}

/** A comment on a post. */
export interface PostComment {
  id: number
  post_id: number
  /** Plain text. */
  content: string
  created_at: string
  likes_count: number
  liked_by_user: boolean
  is_owner: boolean
  user: CommunityAuthor
}

/** One page of a keyset-paginated list: pass next_cursor back as cursor. */
export interface CursorPage<T> {
  items: T[]
  next_cursor: string | null
}

/** `{ success: true, data }` around a created post or comment. */
export interface Created<T> {
  success: true
  data: T
  /** Achievements this action unlocked (each announced once). */
  unlocked_achievements?: AnnouncedAchievement[]
}

/** The state of a like after a toggle. */
export interface LikeResult {
  success: true
  liked: boolean
  likes_count: number
  /** Achievements this action unlocked (each announced once). */
  unlocked_achievements?: AnnouncedAchievement[]
}

/** What the share page reads of GET /api/users/progress. */
export interface LearnerTaskRecord {
  task_id: number
  slug?: string | null
  title?: string | null
  task_title?: string | null
  name?: string | null
  status: string
}

/** Body of POST /api/community/posts. */
export interface NewPost {
  content: string
  taskId: number
  code?: string
}
