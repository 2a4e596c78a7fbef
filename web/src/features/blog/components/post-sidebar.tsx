import { Link } from 'react-router'
import { categoryHref, postPath } from '../lib/urls'
import type { BlogPost } from '../types'
import { PostDate } from './post-date'

interface PostSidebarProps {
  /** 'Popular Posts': the newest other posts. */
  popular: readonly BlogPost[]
  /** Every category of the blog. */
  categories: readonly string[]
}

const sectionClasses = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
const headingClasses = 'text-base font-semibold text-slate-900'

/** Beside the article on large screens, below it on small ones. */
export function PostSidebar({ popular, categories }: PostSidebarProps) {
  return (
    <aside aria-label="More from the blog" className="flex flex-col gap-6">
      {popular.length > 0 && (
        <section aria-labelledby="popular-posts-heading" className={sectionClasses}>
          <h2 id="popular-posts-heading" className={headingClasses}>
            Popular Posts
          </h2>
          <ul className="mt-4 divide-y divide-slate-100">
            {popular.map((post) => (
              <li key={post.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={postPath(encodeURIComponent(post.slug))}
                  className="rounded text-sm leading-snug font-medium text-slate-800 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {post.title}
                </Link>
                <PostDate value={post.created_at} className="mt-1 block text-xs text-slate-600" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <nav aria-labelledby="blog-categories-heading" className={sectionClasses}>
          <h2 id="blog-categories-heading" className={headingClasses}>
            Categories
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category}>
                <Link
                  to={categoryHref(category)}
                  className="inline-flex h-8 items-center rounded-full border border-slate-200 px-3 text-sm text-slate-700 transition-colors hover:border-indigo-200 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  )
}
