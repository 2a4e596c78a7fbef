import { useEffect, useId, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useLocation } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import type { SolutionWithReviews } from '@/lib/reviews-types'
import { useAuth } from '@/lib/use-auth'
import { useCreateReview } from '../api/create-review'
import { useReviews } from '../api/get-reviews'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

const TEXT_LINK =
  'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** The id of the section, for links to `/solutions/{id}#reviews`. */
export const REVIEWS_ANCHOR = 'reviews'

/**
 * A solution's reviews as the server orders them (helpful first, then
 * oldest first), and the form for signed-in learners other than the author
 * while the feedback request is open.
 */
export function ReviewsSection({ solution }: { solution: SolutionWithReviews }) {
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  const reviews = useReviews(solution.id)
  const items = reviews.data?.items ?? []
  const count = reviews.data ? items.length : (solution.reviews_count ?? 0)

  // A link to #reviews arrives before the solution has loaded, when there is
  // no section yet to scroll to: it scrolls here once the section shows.
  useEffect(() => {
    const section = sectionRef.current
    if (hash === `#${REVIEWS_ANCHOR}` && typeof section?.scrollIntoView === 'function') {
      section.scrollIntoView()
    }
    // Once, when the section first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <section
      id={REVIEWS_ANCHOR}
      ref={sectionRef}
      aria-labelledby={titleId}
      className={`${CARD} scroll-mt-24`}
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Reviews <span className="font-normal text-slate-600">({count})</span>
      </h2>

      <div className="mt-4">
        {reviews.isPending ? (
          <div className="space-y-3 text-slate-900" aria-hidden="true">
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : !reviews.data ? (
          <p className="text-slate-600">
            The reviews could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void reviews.refetch()}
              disabled={reviews.isFetching}
              className={TEXT_LINK}
            >
              {reviews.isFetching ? 'Trying again…' : 'Try again'}
            </button>
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
            No reviews yet.
          </p>
        ) : (
          <ol className="space-y-4">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewItem
                  review={review}
                  viewerIsAuthor={solution.is_owner}
                  fallbackFocusRef={headingRef}
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      <WriteReview solution={solution} />
    </section>
  )
}

/** The form, a way to sign in, or why no review can be written now. */
function WriteReview({ solution }: { solution: SolutionWithReviews }) {
  const { user, loading } = useAuth()
  const { pathname } = useLocation()
  const open = solution.feedback_request?.open === true

  if (solution.is_owner || loading) return null
  if (!open) {
    return (
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
        Reviews can be written while the author asks for feedback.
      </p>
    )
  }
  if (!user) {
    const returnPath = `${pathname}#${REVIEWS_ANCHOR}`
    return (
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-700">
        <Link to={`/login?returnPath=${encodeURIComponent(returnPath)}`} className={TEXT_LINK}>
          Sign in to write a review
        </Link>
      </p>
    )
  }
  return <NewReview solutionId={solution.id} />
}

function NewReview({ solutionId }: { solutionId: number }) {
  const titleId = useId()
  const create = useCreateReview(solutionId)
  // A new key empties the form once a review is posted.
  const [formKey, setFormKey] = useState(0)

  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-slate-100 pt-5">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        Write a review
      </h3>
      <div className="mt-3">
        <ReviewForm
          key={formKey}
          submitLabel="Post review"
          pendingLabel="Posting…"
          pending={create.isPending}
          serverError={create.isError ? create.error.message : null}
          onSubmit={(input) => {
            create.reset()
            create.mutateAsync(input).then(
              () => {
                setFormKey((key) => key + 1)
                toast.success('Review posted')
              },
              () => {},
            )
          }}
        />
      </div>
    </section>
  )
}
