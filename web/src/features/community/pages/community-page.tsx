import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button, ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useFeed } from '../api/get-feed'
import { FeedFilterToggle } from '../components/feed-filter-toggle'
import { PostCard } from '../components/post-card'
import { useFeedFilter } from '../hooks/use-feed-filter'
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll'

/** Pictures of the first row load at once (4 cards on wide screens). */
const EAGER_IMAGES = 4

const LOAD_ERROR = 'Failed to load community posts'

/** /community: the feed, latest or popular first, loading more as it scrolls. */
export function CommunityPage() {
  const { filter, setFilter } = useFeedFilter()
  const feed = useFeed(filter)
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? []
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError
  const sentinelRef = useLoadMoreOnScroll<HTMLDivElement>(
    () => void feed.fetchNextPage(),
    canLoadMore,
  )

  const failed = feed.isError || feed.isFetchNextPageError
  useEffect(() => {
    // One toast per failure, however often the page renders meanwhile.
    if (failed) toast.error(LOAD_ERROR, { id: 'community-feed-error' })
  }, [failed, feed.errorUpdatedAt])

  return (
    <>
      <PageMeta {...PAGES.community.meta} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Community
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">
              Front-end developers share the challenges they have built, the code behind them and
              what they learned on the way. Cheer them on, ask questions and share your own work.
            </p>
          </div>
          <ButtonLink to="/community/share" size="lg" className="shrink-0 self-start md:self-auto">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            Share Post
          </ButtonLink>
        </div>

        <div className="mt-10">
          <FeedFilterToggle value={filter} onChange={setFilter} />
        </div>

        {feed.isPending ? (
          <div className="flex justify-center py-24">
            <Spinner label="Loading posts" />
          </div>
        ) : !feed.data ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">The posts could not be loaded</h2>
            <p className="mt-2 text-slate-600">Check your connection and try again.</p>
            <Button variant="outline" className="mt-6" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <p className="text-xl font-semibold text-slate-900">
              No posts yet. Be the first to share!
            </p>
            <p className="mt-2 text-slate-600">
              Finished or started a challenge? Show the community what you built.
            </p>
          </div>
        ) : (
          <>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} eager={index < EAGER_IMAGES} />
                </li>
              ))}
            </ul>
            {/* Announces the count as more posts arrive. */}
            <p aria-live="polite" className="sr-only">
              {`${posts.length} ${posts.length === 1 ? 'post' : 'posts'} shown`}
            </p>
            {feed.hasNextPage && (
              <div className="mt-10 flex flex-col items-center gap-3">
                {/* Near the end of the grid: coming into view loads the next page. */}
                <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
                <Button
                  variant="outline"
                  onClick={() => void feed.fetchNextPage()}
                  disabled={feed.isFetchingNextPage}
                >
                  {feed.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
