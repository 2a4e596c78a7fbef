import type { BlogPost } from '../types'
import { PostCard } from './post-card'

/** 'Related Posts' under the article; nothing at all when there are none. */
export function RelatedPosts({
  posts,
  className = '',
}: {
  posts: readonly BlogPost[]
  className?: string
}) {
  if (posts.length === 0) return null
  return (
    <section
      aria-labelledby="related-posts-heading"
      className={`border-t border-slate-200 pt-12 ${className}`}
    >
      <h2 id="related-posts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Related Posts
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
