/** A published blog post as GET /api/posts and /api/posts/by-slug/{slug} answer it. */
export interface BlogPost {
  id: number
  slug: string
  title: string
  excerpt: string | null
  /** Sanitized HTML: the server cleans it with an allowlist before storing it. */
  content: string
  categories: string[]
  /** Relative ("/media/blog/x.svg") or absolute; null when the post has none. */
  featured_image: string | null
  /** Publication time, RFC 3339. */
  created_at: string
  updated_at: string
  /** "4 min read"; the page says '5 min read' when it is missing. */
  read_time?: string | null
  meta_title: string | null
  meta_description: string | null
  status: 'published'
}
