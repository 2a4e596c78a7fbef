import type { BlogPost } from '../types'

/** A published post for tests; `day` (1–28) of March 2026 is its publication date. */
export function makePost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  const slug = overrides.slug ?? `post-${id}`
  const day = String(Math.min(28, id)).padStart(2, '0')
  return {
    id,
    slug,
    title: `Post ${id}`,
    excerpt: `Excerpt of post ${id}.`,
    content: `<p>Body of post ${id}.</p>`,
    categories: ['CSS'],
    featured_image: `/media/blog/${slug}.svg`,
    created_at: `2026-03-${day}T09:00:00Z`,
    updated_at: `2026-04-${day}T10:00:00Z`,
    read_time: '4 min read',
    meta_title: null,
    meta_description: null,
    status: 'published',
    archived: false,
    ...overrides,
  }
}
