import type { CommunityPost, PostComment } from '../types'

/** A post as the API answers it; override what a test is about. */
export function makePost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  const id = overrides.id ?? 1
  const taskId = overrides.task?.id ?? overrides.task_id ?? 7
  return {
    id,
    content: 'Built an accessible accordion with the details element.',
    code: null,
    image_url: null,
    task_id: taskId,
    taskId,
    created_at: '2026-11-22T12:00:00Z',
    likes_count: 2,
    comments_count: 0,
    liked_by_user: false,
    is_owner: false,
    comments_enabled: true,
    user: { id: 2, login: 'grace', name: 'Grace Hopper', avatar_url: null },
    task: {
      id: taskId,
      slug: 'faq-accordion',
      title: 'FAQ Accordion',
      image_url: '/media/challenges/faq-accordion.svg',
      difficulty: 'beginner',
      tags: ['HTML', 'CSS'],
    },
    ...overrides,
  }
}

export function makeComment(overrides: Partial<PostComment> = {}): PostComment {
  return {
    id: 1,
    post_id: 1,
    content: 'Lovely work!',
    created_at: '2026-11-23T09:00:00Z',
    likes_count: 0,
    liked_by_user: false,
    is_owner: false,
    user: { id: 3, login: 'alan', name: 'Alan Turing', avatar_url: null },
    ...overrides,
  }
}

/** A page of the feed or of comments (PostPage, CommentPage). */
export const page = <T>(items: T[], next_cursor: string | null = null) => ({
  items,
  next_cursor,
})
