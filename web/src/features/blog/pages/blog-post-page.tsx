import { Link, useParams } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { RetiredNotice } from '@/components/retired-notice'
import { buttonClasses } from '@/components/ui/button-classes'
import { absoluteUrl, socialCard } from '@/lib/meta'
import { usePostBySlug } from '../api/get-post-by-slug'
import { usePosts } from '../api/get-posts'
import { CategoryChips } from '../components/category-chips'
import { PostContent } from '../components/post-content'
import { PostDate } from '../components/post-date'
import { PostImage } from '../components/post-image'
import { PostSidebar } from '../components/post-sidebar'
import { RelatedPosts } from '../components/related-posts'
import { ShareLinks } from '../components/share-links'
import { popularPosts, postCategories, relatedPosts } from '../lib/post-lists'
import { postDescription, postPageTitle, postReadTime } from '../lib/post-text'
import { blogPostJsonLd } from '../lib/structured-data'
import { postPath } from '../lib/urls'
import type { BlogPost } from '../types'

/** /blog/{slug}: one post, with popular and related posts from the list. */
export function BlogPostPage() {
  const { slug = '' } = useParams()
  const post = usePostBySlug(slug)
  // Needed for 'Popular Posts', 'Categories' and 'Related Posts'; usually cached from /blog.
  const posts = usePosts()

  // Data already shown (from the list's cache) stays, even if a refresh fails.
  if (post.data) return <PostView post={post.data} all={posts.data ?? []} />

  if (post.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-32 text-slate-600">
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
        />
        <p role="status">Loading post...</p>
      </div>
    )
  }

  // Missing (404) or failed to load: docs/screens.md shows 'Post not found' either way.
  return <PostNotFound />
}

function PostView({ post, all }: { post: BlogPost; all: readonly BlogPost[] }) {
  const description = postDescription(post)
  const url = absoluteUrl(postPath(post.slug))
  // Without the list, the sidebar still offers this post's own categories.
  const categories = all.length > 0 ? postCategories(all) : post.categories

  return (
    <>
      <PageMeta
        title={postPageTitle(post)}
        description={description}
        image={socialCard('blog', post.slug)}
        type="article"
        canonicalPath={postPath(post.slug)}
        noindex={post.archived}
        jsonLd={blogPostJsonLd(post, description)}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span aria-hidden="true">←</span> All posts
        </Link>

        {post.archived && <RetiredNotice what="post" className="mt-6" />}

        {/*
          Large screens: the article beside the sidebar, related posts across both.
          Small screens, in reading order: article, related posts, sidebar.
        */}
        <div className="mt-6 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between">
          <article aria-labelledby="post-title" className="min-w-0 lg:col-start-1 lg:row-start-1">
            <div>
              <PostImage
                featuredImage={post.featured_image}
                fallback="placeholder"
                loading="eager"
                className="aspect-[1200/630] w-full rounded-2xl border border-slate-200"
              />
              <CategoryChips
                categories={post.categories}
                linked
                label="Post categories"
                className="mt-8"
              />
              <h1
                id="post-title"
                className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl sm:leading-tight"
              >
                {post.title}
              </h1>
              <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <PostDate value={post.created_at} />
                <span aria-hidden="true">·</span>
                <span>{postReadTime(post)}</span>
              </p>
            </div>

            <div className="mt-10">
              <PostContent html={post.content} />
            </div>

            <footer className="mt-12 border-t border-slate-200 pt-6">
              <ShareLinks url={url} title={post.title} />
            </footer>
          </article>

          {/* The wrapper fills the first row, so the sticky sidebar stops above 'Related Posts'. */}
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <PostSidebar popular={popularPosts(all, post)} categories={categories} />
            </div>
          </div>

          <RelatedPosts posts={relatedPosts(all, post)} className="lg:col-span-2 lg:row-start-2" />
        </div>
      </div>
    </>
  )
}

/** docs/screens.md: a missing post says 'Post not found' and leads back to the blog. */
function PostNotFound() {
  return (
    <>
      <PageMeta {...PAGES.blogPost.missing} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Post not found
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The article you were looking for doesn't exist or has been unpublished.
        </p>
        <Link to="/blog" className={buttonClasses('primary', 'md', 'mt-8')}>
          Back to the blog
        </Link>
      </section>
    </>
  )
}
