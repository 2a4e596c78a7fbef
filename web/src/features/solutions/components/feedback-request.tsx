import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import type { FeedbackRequest, SolutionWithReviews } from '@/lib/reviews-types'
import { useAskForFeedback } from '../api/ask-for-feedback'
import { useCloseFeedbackRequest } from '../api/close-feedback-request'
import { lengthError, MAX_QUESTION_CHARS } from '../lib/review-text'
import { LimitedTextarea } from '@/components/ui/limited-textarea'

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
const OPEN_CARD = 'rounded-2xl border border-indigo-200 bg-indigo-50/50 p-5 shadow-sm sm:p-6'

/**
 * The solution's feedback request: its author asks, closes and asks again;
 * everyone else sees the question while the request is open.
 */
export function FeedbackRequestSection({ solution }: { solution: SolutionWithReviews }) {
  const request = solution.feedback_request ?? null
  const open = request?.open === true
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Asking or closing swaps the form and the request, and the button that
  // was pressed goes with it: the focus moves to the new heading.
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current === open) return
    wasOpen.current = open
    const active = document.activeElement
    if (!active || active === document.body) headingRef.current?.focus()
  }, [open])

  if (solution.is_owner) {
    return open && request ? (
      <OpenRequest solutionId={solution.id} request={request} headingRef={headingRef} />
    ) : (
      <AskForFeedback solutionId={solution.id} closed={request} headingRef={headingRef} />
    )
  }
  return open && request ? <OpenRequest request={request} headingRef={headingRef} /> : null
}

const HEADING = 'text-lg font-semibold text-slate-900 focus:outline-none'

/** The open question; its author also gets "Close request". */
function OpenRequest({
  solutionId,
  request,
  headingRef,
}: {
  solutionId?: number
  request: FeedbackRequest
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const titleId = useId()
  const askedOn = formatDate(request.created_at)
  return (
    <section aria-labelledby={titleId} className={OPEN_CARD}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={HEADING}>
        Feedback request
      </h2>
      <p className="mt-3 text-base whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
        {request.question}
      </p>
      {askedOn && (
        <p className="mt-2 text-sm text-slate-600">
          Asked <time dateTime={request.created_at}>{askedOn}</time>
        </p>
      )}
      {solutionId !== undefined && <CloseRequest solutionId={solutionId} />}
    </section>
  )
}

function CloseRequest({ solutionId }: { solutionId: number }) {
  const close = useCloseFeedbackRequest(solutionId)
  const noteId = useId()
  return (
    <div className="mt-4 border-t border-indigo-100 pt-4">
      <p id={noteId} className="text-sm text-slate-600">
        Other learners can review your solution while your request is open. Closing it keeps their
        reviews.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        aria-describedby={noteId}
        disabled={close.isPending}
        onClick={() =>
          close.mutateAsync().then(
            () => toast.success('Feedback request closed'),
            () => {},
          )
        }
      >
        {close.isPending ? 'Closing…' : 'Close request'}
      </Button>
      {close.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {close.error.message}
        </p>
      )}
    </div>
  )
}

/** The author's form: "Ask for feedback", or "Ask again" once a request was closed. */
function AskForFeedback({
  solutionId,
  closed,
  headingRef,
}: {
  solutionId: number
  closed: FeedbackRequest | null
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const titleId = useId()
  const ask = useAskForFeedback(solutionId)
  const [question, setQuestion] = useState(closed?.question ?? '')
  const [invalid, setInvalid] = useState<string | null>(null)
  const fieldRef = useRef<HTMLTextAreaElement>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (ask.isPending) return
    const problem = lengthError('question', question, MAX_QUESTION_CHARS)
    setInvalid(problem)
    if (problem) {
      fieldRef.current?.focus()
      return
    }
    ask.reset()
    // The form gives way to the open request before the promise settles.
    ask.mutateAsync(question.trim()).then(
      () => toast.success('Feedback requested'),
      () => {},
    )
  }

  return (
    <section aria-labelledby={titleId} className={CARD}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={HEADING}>
        {closed ? 'Feedback request closed' : 'Ask for feedback'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {closed
          ? 'Its reviews stay on this page; nobody can add one until you ask again.'
          : 'Ask other learners a question about your solution: they answer with a review.'}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4">
        <LimitedTextarea
          label="Your question"
          value={question}
          onChange={(value) => {
            setQuestion(value)
            if (invalid) setInvalid(null)
          }}
          max={MAX_QUESTION_CHARS}
          rows={3}
          textareaRef={fieldRef}
          error={invalid ?? (ask.isError ? ask.error.message : null)}
        />
        <div className="mt-3 flex justify-end">
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? 'Asking…' : closed ? 'Ask again' : 'Ask for feedback'}
          </Button>
        </div>
      </form>
    </section>
  )
}
