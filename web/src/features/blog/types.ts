import type { Schemas } from '@/lib/api/types'

/**
 * A published blog post as GET /api/posts and /api/posts/by-slug/{slug}
 * answer it. `content` is sanitized HTML (the server cleans it with an
 * allowlist before storing it); `featured_image` is relative
 * ("/media/blog/x.svg") or absolute; `created_at` is the publication time.
 */
export type BlogPost = Schemas['PostBody']
