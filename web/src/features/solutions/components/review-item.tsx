import { useId, useRef, useState, type RefObject } from 'react'
import toast from 'react-hot-toast'
import { BlockButton } from '@/components/block-button'
import { ReportButton } from '@/components/report-dialog'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { AuthorLink } from '@/components/author-link'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import type { Review } from '@/lib/reviews-types'
import { useAuth } from '@/lib/use-auth'
import { useDeleteReview } from '../api/delete-review'
import { useMarkReviewHelpful } from '../api/mark-review-helpful'
import { useUpdateReview } from '../api/update-review'
import { useTimeReached } from '../hooks/use-time-reached'
import { givenRatings } from '../lib/review-text'
import { ReviewBody } from './review-body'
import { ReviewForm } from './review-form'

const DELETE_BUTTON =
  'inline-flex h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold text-rose-700 transition-colors ' +
  'hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

interface ReviewItemProps {
  review: Review
  /** The viewer wrote the solution: they may mark reviews helpful. */
  viewerIsAuthor: boolean
  /** Takes the focus once this review is deleted (its own buttons are gone). */
  fallbackFocusRef: RefObject<HTMLElement | null>
}

/**
 * One review: the reviewer, the date, "Helpful" when the author said so,
 * the ratings given and the Markdown. The solution's author may mark it
 * helpful (once); its reviewer may edit it for 15 minutes and delete it.
 */
export function ReviewItem({ review, viewerIsAuthor, fallbackFocusRef }: ReviewItemProps) {
  const nameId = useId()
  const editButtonRef = useRef<HTMLButtonElement>(null)
  const helpfulBadgeRef = useRef<HTMLSpanElement>(null)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateReview(review.solution_id)
  const remove = useDeleteReview(review.solution_id)
  const helpful = useMarkReviewHelpful(review.solution_id)
  const { user } = useAuth()
  // Signed-in learners report and block others' reviews, never their own.
  const canReport = user !== null && !review.is_mine
  const editTimeOver = useTimeReached(review.editable_until)
  const canEdit = review.is_mine && !editTimeOver
  const name = review.reviewer.name || review.reviewer.login
  const writtenOn = formatDate(review.created_at)
  const edited = Date.parse(review.updated_at) > Date.parse(review.created_at)
  const ratings = givenRatings(review.ratings)
  const hasActions = (viewerIsAuthor && !review.helpful) || canEdit || review.is_mine || canReport

  const closeEditor = () => {
    setEditing(false)
    update.reset()
    // The Edit button comes back in the next render.
    window.setTimeout(() => editButtonRef.current?.focus())
  }

  const confirmDelete = () => {
    // Once deleted, this review leaves the list (and unmounts) before the
    // promise settles: the toast must not depend on a mounted component.
    remove.mutateAsync(review.id).then(
      () => toast.success('Review deleted'),
      () => setConfirming(false),
    )
  }

  const actionError = remove.isError
    ? remove.error.message
    : helpful.isError
      ? helpful.error.message
      : null

  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-xl border p-4 sm:p-5 ${
        review.helpful ? 'border-emerald-300 bg-emerald-50/40' : 'border-slate-200 bg-white'
      }`}
    >
      <header className="flex flex-wrap items-start gap-3">
        <UserAvatar user={review.reviewer} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-slate-900">
            <span className="sr-only">Review by</span>{' '}
            <AuthorLink login={review.reviewer.login}>{name}</AuthorLink>
          </h3>
          <p className="text-sm text-slate-600">
            {writtenOn && <time dateTime={review.created_at}>{writtenOn}</time>}
            {edited && <span> · edited</span>}
          </p>
        </div>
        {review.helpful && (
          <span
            ref={helpfulBadgeRef}
            // Takes the focus from the "Mark as helpful" button, which is gone.
            tabIndex={-1}
            className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <svg
              viewBox="0 0 16 16"
              width="12"
              height="12"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m3 8.5 3 3 7-7" />
            </svg>
            Helpful
          </span>
        )}
      </header>

      {ratings.length > 0 && !editing && (
        <dl className="mt-3 flex flex-wrap gap-2 text-sm">
          {ratings.map(({ key, label, value }) => (
            <div
              key={key}
              className="flex items-center gap-1.5 rounded-lg bg-slate-100 px-2.5 py-1 text-slate-700"
            >
              <dt>{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}/5</dd>
            </div>
          ))}
        </dl>
      )}

      {editing ? (
        <div className="mt-4">
          <ReviewForm
            initial={review}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            pending={update.isPending}
            serverError={update.isError ? update.error.message : null}
            onSubmit={(input) =>
              update.mutate(
                { reviewId: review.id, input },
                {
                  onSuccess: () => {
                    toast.success('Review updated')
                    closeEditor()
                  },
                },
              )
            }
            onCancel={closeEditor}
          />
        </div>
      ) : (
        <ReviewBody markdown={review.body} />
      )}

      {!editing && hasActions && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {viewerIsAuthor && !review.helpful && (
            <Button
              variant="outline"
              size="sm"
              disabled={helpful.isPending}
              onClick={() =>
                helpful.mutate(review.id, {
                  // The badge comes in the next render.
                  onSuccess: () => window.setTimeout(() => helpfulBadgeRef.current?.focus()),
                })
              }
            >
              {helpful.isPending ? 'Marking…' : 'Mark as helpful'}
            </Button>
          )}
          {canEdit && (
            <Button
              ref={editButtonRef}
              variant="ghost"
              size="sm"
              onClick={() => {
                update.reset()
                setEditing(true)
              }}
            >
              Edit
            </Button>
          )}
          {review.is_mine && (
            <button
              type="button"
              className={DELETE_BUTTON}
              onClick={() => {
                remove.reset()
                setConfirming(true)
              }}
            >
              Delete
            </button>
          )}
          {canReport && (
            <div className="ml-auto flex flex-wrap gap-1">
              <ReportButton
                itemType="review"
                itemId={review.id}
                label={`Report review by ${name}`}
                fallbackFocusRef={fallbackFocusRef}
              />
              <BlockButton login={review.reviewer.login} fallbackFocusRef={fallbackFocusRef} />
            </div>
          )}
        </div>
      )}
      {actionError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {actionError}
        </p>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete this review?"
        description="Your review will be removed for everyone. This cannot be undone."
        confirmLabel="Delete review"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
        fallbackFocusRef={fallbackFocusRef}
      />
    </article>
  )
}
