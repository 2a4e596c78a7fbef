import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/use-auth'
import { useReviewQueue } from '../api/get-review-queue'
import { QueueCard } from '../components/queue-card'
import { QueueFilterBar } from '../components/queue-filter-bar'
import { useQueueFilters } from '../hooks/use-queue-filters'

const INTRO =
  'Learners asked for feedback on these solutions. Oldest first: they have waited longest.'

/** /reviews: the open feedback requests, oldest first, filtered by difficulty and category. */
export function ReviewQueuePage() {
  const { user, loading } = useAuth()
  const { filters, isFiltered, setDifficulty, setCategory, clear } = useQueueFilters()
  // Asked once the session is known: what a signed-in learner sees differs.
  const queue = useReviewQueue(filters, user?.id ?? null, !loading)
  const entries = queue.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <>
      <PageMeta {...PAGES.reviews.meta} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Code reviews
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{INTRO}</p>
        </div>

        <div className="mt-8">
          <QueueFilterBar
            filters={filters}
            onDifficultyChange={setDifficulty}
            onCategoryChange={setCategory}
          />
        </div>

        <div className="mt-8">
          {queue.isPending ? (
            <QueueSkeleton />
          ) : queue.isError && !queue.data ? (
            <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">
                The feedback requests could not be loaded
              </h2>
              <p className="mt-2 text-slate-600">Check your connection and try again.</p>
              <Button
                className="mt-6"
                onClick={() => void queue.refetch()}
                disabled={queue.isFetching}
              >
                {queue.isFetching ? 'Trying again…' : 'Try again'}
              </Button>
            </div>
          ) : entries.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No open feedback requests</h2>
              <p className="mt-2 text-slate-600">
                When learners ask for feedback on their solutions, they appear here.
              </p>
              {isFiltered && (
                <Button variant="outline" className="mt-6" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </div>
          ) : (
            <>
              <ul className="space-y-4" aria-label="Feedback requests">
                {entries.map((entry, index) => (
                  <li key={entry.solution_id}>
                    <QueueCard entry={entry} eager={index < 2} />
                  </li>
                ))}
              </ul>
              <LoadMore
                pages={queue}
                failedText="More requests could not be loaded. Check your connection and try again."
              />
            </>
          )}
        </div>
      </div>
    </>
  )
}

function QueueSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading feedback requests
      </p>
      <div className="space-y-4 text-slate-900" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row"
          >
            <Skeleton className="aspect-[1200/630] w-full rounded-xl sm:w-48 lg:w-56" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-16 w-full" />
            </div>
          </div>
        ))}
      </div>
    </>
  )
}
