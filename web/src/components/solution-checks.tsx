import {
  CHECK_LABELS,
  CHECK_STATUS_LABELS,
  type CheckStatus,
  type SolutionCheck,
} from '@/lib/solutions'

const BADGE_STYLES: Record<CheckStatus, string> = {
  queued: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  running: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  passed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  failed: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  error: 'bg-amber-50 text-amber-900 ring-amber-600/30',
}

function StatusIcon({ status }: { status: CheckStatus }) {
  if (status === 'running') {
    return (
      <span
        aria-hidden="true"
        className="size-3 rounded-full border-2 border-indigo-200 border-t-indigo-700 motion-safe:animate-spin"
      />
    )
  }
  const paths: Record<Exclude<CheckStatus, 'running'>, string> = {
    queued: 'M10 5v5l3 2',
    passed: 'm5 10 3.5 3.5L15 7',
    failed: 'm6.5 6.5 7 7m0-7-7 7',
    error: 'M10 5.5v5.5m0 3.5v.01',
  }
  return (
    <svg
      viewBox="0 0 20 20"
      width="14"
      height="14"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {status === 'queued' && <circle cx="10" cy="10" r="7.5" />}
      <path d={paths[status]} />
    </svg>
  )
}

/** A check's status in words, with an icon and a colour that only repeat them. */
export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_STYLES[status]}`}
    >
      <StatusIcon status={status} />
      {CHECK_STATUS_LABELS[status]}
    </span>
  )
}

interface CheckListProps {
  checks: readonly SolutionCheck[]
  /** Name and status only (the challenge page); otherwise each check's detail too. */
  compact?: boolean
  className?: string
}

/** A solution's checks in the order they run: Repository, Live site, Page audit. */
export function CheckList({ checks, compact = false, className = '' }: CheckListProps) {
  return (
    <ul aria-label="Checks" className={`divide-y divide-slate-100 ${className}`}>
      {checks.map((check) => (
        <li
          key={check.kind}
          className={compact ? 'py-2 first:pt-0 last:pb-0' : 'py-4 first:pt-0 last:pb-0'}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p
              className={
                compact ? 'text-sm font-medium text-slate-900' : 'font-semibold text-slate-900'
              }
            >
              {CHECK_LABELS[check.kind]}
              <span className="sr-only">:</span>
            </p>
            <CheckStatusBadge status={check.status} />
          </div>
          {!compact && check.detail && (
            <p className="mt-1 text-sm break-words text-slate-600">{check.detail}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
