import { Link } from 'react-router'
import { postExcerpt } from '../lib/post-text'
import { postPath } from '../lib/urls'
import type { BlogPost } from '../types'
import { CategoryChips } from './category-chips'
import { PostDate } from './post-date'
import { PostImage } from './post-image'

interface PostCardProps {
  post: BlogPost
  /** h2 in the blog's grid, h3 under 'Related Posts'. */
  headingLevel?: 2 | 3
  /** Cards in the first row load their picture at once. */
  eager?: boolean
}

/**
 * A post in a grid. The title's link covers the card, so the whole card is
 * clickable; 'Read more' sits above that layer with its own name.
 */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = postPath(encodeURIComponent(post.slug))
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2 has-[[data-card-link]:focus-visible]:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <PostImage
        featuredImage={post.featured_image}
        fallback="hide"
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[1200/630] w-full"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <CategoryChips categories={post.categories} />
        <Heading className="mt-3 text-lg leading-snug font-semibold text-pretty text-slate-900">
          <Link
            to={href}
            data-card-link=""
            className="after:absolute after:inset-0 group-hover:text-indigo-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{postExcerpt(post)}</p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-5 text-sm">
          <PostDate value={post.created_at} className="text-slate-600" />
          <Link
            to={href}
            aria-label={`Read more: ${post.title}`}
            className="relative z-10 inline-flex items-center gap-1 rounded font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Read more
            <span
              aria-hidden="true"
              className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            >
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  )
}
