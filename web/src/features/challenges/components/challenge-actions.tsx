import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-classes'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { getToken } from '@/lib/storage'
import { useTaskProgress } from '../api/get-task-progress'
import { useUpdateTaskProgress, type ProgressUpdate } from '../api/update-task-progress'
import { fieldOfServerMessage, SOLUTION_LABELS, solutionUrlError } from '../lib/solution-url'
import type { ProgressStatus } from '../types'
import { CompletionForm, type SolutionErrors, type SolutionValues } from './completion-form'
import { SolutionChecksPanel } from './solution-checks-panel'

const STATUS_LABELS: Record<ProgressStatus, string> = {
  not_started: 'Not started',
  saved: 'Saved for later',
  in_progress: 'In progress',
  completed: 'Completed',
}

const EMPTY_SOLUTION: SolutionValues = { githubRepoUrl: '', githubPagesUrl: '' }

const errorMessage = (error: unknown) =>
  error instanceof ApiError || error instanceof Error
    ? error.message
    : 'Something went wrong. Please try again.'

const isHttpUrl = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url))

interface ChallengeActionsProps {
  taskId: number
  /** The stored session has been verified: only then is progress fetched (a stale token must not bounce the visitor to /login). */
  signedIn: boolean
  /** Called instead of acting when no session token is stored; gets the button used. */
  onLoginRequired: (trigger: HTMLElement) => void
  /** The challenge left the catalogue: it takes no new progress, a completion stays. */
  retired?: boolean
}

/**
 * What the learner can do with the challenge, by status (docs/screens.md):
 * not_started → Start / Save for Later; saved → the save toggle;
 * in_progress → Complete (a form) / Reset; completed → the links.
 */
export function ChallengeActions({
  taskId,
  signedIn,
  onLoginRequired,
  retired = false,
}: ChallengeActionsProps) {
  const hasToken = Boolean(getToken())
  const progress = useTaskProgress(taskId, hasToken && signedIn)
  const update = useUpdateTaskProgress(taskId)
  const record = progress.data
  const status: ProgressStatus = record?.status ?? 'not_started'
  const busy = update.isPending

  const [formOpen, setFormOpen] = useState(false)
  const [solution, setSolution] = useState<SolutionValues>(EMPTY_SOLUTION)
  const [solutionErrors, setSolutionErrors] = useState<SolutionErrors>({})
  const [checkCount, setCheckCount] = useState(0)
  const areaRef = useRef<HTMLDivElement>(null)
  const completeButtonRef = useRef<HTMLButtonElement>(null)

  // The button just used is replaced by the next status's buttons: once
  // the change settles, keep the keyboard user in the action area instead
  // of at the top of the page.
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current || busy || formOpen) return
    refocus.current = false
    const active = document.activeElement
    if (active && active !== document.body) return
    areaRef.current?.querySelector<HTMLElement>('button:not([disabled]), a[href]')?.focus()
  }, [status, busy, formOpen])

  /** Runs `action` for a signed-in learner; otherwise asks them to log in. */
  const guarded = (event: MouseEvent<HTMLElement>, action: () => void) => {
    if (!getToken()) {
      onLoginRequired(event.currentTarget)
      return
    }
    action()
  }

  const change = (next: ProgressUpdate) => {
    refocus.current = true
    update.mutate(next, {
      onError: (error) => {
        toast.error(errorMessage(error))
      },
    })
  }

  const openForm = () => {
    setSolutionErrors({})
    setFormOpen(true)
  }

  const closeForm = () => {
    setFormOpen(false)
    setSolutionErrors({})
    // Back to the button that opened the form.
    requestAnimationFrame(() => completeButtonRef.current?.focus())
  }

  const submitSolution = () => {
    const errors: SolutionErrors = {}
    for (const field of ['githubRepoUrl', 'githubPagesUrl'] as const) {
      const error = solutionUrlError(solution[field], SOLUTION_LABELS[field])
      if (error) errors[field] = error
    }
    setSolutionErrors(errors)
    if (Object.keys(errors).length > 0) {
      setCheckCount((count) => count + 1)
      return
    }

    update.mutate(
      {
        status: 'completed',
        github_repo_url: solution.githubRepoUrl.trim(),
        github_pages_url: solution.githubPagesUrl.trim(),
      },
      {
        onSuccess: () => {
          refocus.current = true
          setFormOpen(false)
          setSolution(EMPTY_SOLUTION)
        },
        onError: (error) => {
          const field =
            error instanceof ApiError && error.status === 422
              ? fieldOfServerMessage(error.message)
              : null
          if (field) {
            setSolutionErrors({ [field]: error.message })
            setCheckCount((count) => count + 1)
          } else {
            toast.error(errorMessage(error))
          }
        },
      },
    )
  }

  let content: ReactNode
  if (hasToken && progress.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
        />
        Loading your progress...
      </p>
    )
  } else if (formOpen) {
    content = (
      <CompletionForm
        values={solution}
        errors={solutionErrors}
        checkCount={checkCount}
        submitting={busy}
        onChange={(name, value) => {
          setSolution((current) => ({ ...current, [name]: value }))
          setSolutionErrors((current) => ({ ...current, [name]: undefined }))
        }}
        onSubmit={submitSolution}
        onCancel={closeForm}
      />
    )
  } else if (status === 'completed') {
    const completedOn = formatDate(record?.completion_date)
    content = (
      <div className="space-y-4">
        <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/20">
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            className="mt-0.5 size-6 shrink-0 text-emerald-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="m8 12 3 3 5-6" />
          </svg>
          <div>
            <p className="font-semibold">Challenge Completed!</p>
            {completedOn && (
              <p className="mt-0.5 text-sm text-emerald-800">Completed {completedOn}</p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {isHttpUrl(record?.github_repo_url ?? null) && (
            <a
              href={record?.github_repo_url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'md', 'sm:flex-1')}
            >
              View Repository
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {isHttpUrl(record?.github_pages_url ?? null) && (
            <a
              href={record?.github_pages_url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'md', 'sm:flex-1')}
            >
              View Live Demo
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        {record?.solution_id != null && <SolutionChecksPanel solutionId={record.solution_id} />}
      </div>
    )
  } else if (retired) {
    content = (
      <p className="text-sm text-slate-600">
        This challenge was retired, so it takes no new progress.
      </p>
    )
  } else if (status === 'in_progress') {
    const startedOn = formatDate(record?.created_at)
    content = (
      <div className="space-y-3">
        {startedOn && <p className="text-sm text-slate-600">Started {startedOn}</p>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            ref={completeButtonRef}
            disabled={busy}
            onClick={(event) => guarded(event, openForm)}
            className="sm:flex-1"
          >
            Complete Challenge
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={(event) => guarded(event, () => change({ status: 'not_started' }))}
            className="sm:flex-1"
          >
            Reset Progress
          </Button>
        </div>
      </div>
    )
  } else if (status === 'saved') {
    content = (
      <div className="space-y-3">
        <Button
          variant="outline"
          aria-pressed="true"
          disabled={busy}
          onClick={(event) => guarded(event, () => change({ status: 'not_started' }))}
          className="w-full border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100"
        >
          <BookmarkIcon filled />
          Saved for Later
        </Button>
        <p className="text-sm text-slate-600">
          Saved to your list. Choose it again to remove it and start the challenge.
        </p>
      </div>
    )
  } else {
    content = (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          disabled={busy}
          onClick={(event) => guarded(event, () => change({ status: 'in_progress' }))}
          className="sm:flex-1"
        >
          Start Challenge
        </Button>
        <Button
          variant="outline"
          aria-pressed="false"
          disabled={busy}
          onClick={(event) => guarded(event, () => change({ status: 'saved' }))}
          className="sm:flex-1"
        >
          <BookmarkIcon />
          Save for Later
        </Button>
      </div>
    )
  }

  return (
    <section
      aria-labelledby="challenge-actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="challenge-actions-title" className="text-base font-semibold text-slate-900">
          Your progress
        </h2>
        {hasToken && !progress.isPending && (
          <p aria-live="polite" className="text-sm text-slate-600">
            Status: <span className="font-medium text-slate-900">{STATUS_LABELS[status]}</span>
          </p>
        )}
      </div>
      <div ref={areaRef}>{content}</div>
    </section>
  )
}

function BookmarkIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  )
}
