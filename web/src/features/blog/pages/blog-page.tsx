import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button } from '@/components/ui/button'
import { usePosts } from '../api/get-posts'
import { CategoryFilter } from '../components/category-filter'
import { PostCard } from '../components/post-card'
import { useCategoryFilter } from '../hooks/use-category-filter'
import { filterPostsByCategory, postCategories } from '../lib/post-lists'
import { blogJsonLd } from '../lib/structured-data'

/** Pictures of the first row load at once (3 cards on large screens). */
const EAGER_IMAGES = 3

/** /blog: every published post, filtered by category through the URL. */
export function BlogPage() {
  const posts = usePosts()
  const { category, setCategory } = useCategoryFilter()
  // A failed load shows the empty state (docs/screens.md); the error is logged.
  const all = posts.data ?? []
  const visible = filterPostsByCategory(all, category)

  return (
    <>
      {/* Once the posts are known, so the pre-rendered JSON-LD is replaced by the same. */}
      {!posts.isPending && <PageMeta {...PAGES.blog.meta} jsonLd={blogJsonLd(all)} />}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            The Frontloop blog
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Blog
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Practical articles on modern front-end development: CSS, JavaScript, accessibility,
            performance and growing your career, written to be used on your next project.
          </p>
        </div>

        {posts.isPending ? (
          <div className="flex items-center justify-center gap-3 py-24 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
            />
            <p role="status">Loading posts...</p>
          </div>
        ) : (
          <>
            {all.length > 0 && (
              <div className="mt-10">
                <CategoryFilter
                  categories={postCategories(all)}
                  selected={category}
                  onSelect={setCategory}
                />
              </div>
            )}

            {/* Announces how many match as the filter changes. */}
            <p aria-live="polite" className="mt-8 text-sm text-slate-600">
              {visible.length === all.length
                ? `${all.length} ${all.length === 1 ? 'post' : 'posts'}`
                : `Showing ${visible.length} of ${all.length} posts`}
            </p>

            {visible.length === 0 ? (
              <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
                <h2 className="text-xl font-semibold text-slate-900">No posts found</h2>
                <p className="mt-2 text-slate-600">
                  Try adjusting your filters or check back later.
                </p>
                {category !== null && all.length > 0 && (
                  <Button variant="outline" className="mt-6" onClick={() => setCategory(null)}>
                    Show all posts
                  </Button>
                )}
              </div>
            ) : (
              <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {visible.map((post, index) => (
                  <li key={post.id}>
                    <PostCard post={post} eager={index < EAGER_IMAGES} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  )
}
