import type { Schemas } from '@/lib/api/types'

/** The two orders of the community feed (docs/community.md). */
export type FeedFilter = 'latest' | 'popular'

/** The author of a post or comment; `name` falls back to the login on the server. */
export type CommunityAuthor = Schemas['AuthorBody']

/** The challenge a post is about. */
export type PostTask = Schemas['TaskSummaryBody']

/**
 * A community post as the viewer sees it. `content` and `code` are plain
 * text: always rendered as text, never as HTML. `taskId` is the same as
 * `task_id` (the web client's name).
 */
export type CommunityPost = Schemas['PostItem']

/** A comment on a post (plain text). */
export type PostComment = Schemas['CommentItem']

/** One page of the feed, keyset-paginated: pass next_cursor back as cursor. */
export type PostPage = Schemas['PostPage']

/** One page of a post's comments, keyset-paginated like the feed. */
export type CommentPage = Schemas['CommentPage']

/** 201 `{ success, data, unlocked_achievements }` around a created post. */
export type CreatedPost = Schemas['Created_PostItem']

/** 201 `{ success, data, unlocked_achievements }` around a created comment. */
export type CreatedComment = Schemas['Created_CommentItem']

/** The state of a like after a toggle, with the achievements it unlocked. */
export type LikeResult = Schemas['LikeBody']

/** What the share page reads of GET /api/users/progress. */
export type LearnerTaskRecord = Pick<
  Schemas['ProgressEntryBody'],
  'task_id' | 'slug' | 'title' | 'status'
>

/** Body of POST /api/community/posts. */
export type NewPost = Schemas['NewPostRequest']
