import { useId } from 'react'
import { Link } from 'react-router'
import { CheckList } from '@/components/solution-checks'
import { checksSummary, formatScore, noScoreReason, useSolution } from '@/lib/solutions'

/**
 * A completed challenge's checks as they run (polled every 2 s until they
 * have all finished), the score once they have, and the way to the full
 * report (docs/checks.md).
 */
export function SolutionChecksPanel({ solutionId }: { solutionId: number }) {
  const titleId = useId()
  const solution = useSolution(solutionId)
  const data = solution.data
  const score = formatScore(data?.score)

  let outcome = null
  if (data && !data.checks_finished) {
    outcome = <p className="text-sm font-medium text-slate-600">Checking…</p>
  } else if (data && score) {
    outcome = (
      <p className="text-sm text-slate-600">
        Score <span className="text-lg font-bold text-slate-900 tabular-nums">{score}</span>
      </p>
    )
  } else if (data) {
    outcome = <p className="text-sm font-semibold text-slate-900">No score</p>
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          Solution checks
        </h3>
        {outcome}
      </div>
      {/* Read out as the checks finish, and once more with the score. */}
      <p role="status" className="sr-only">
        {data ? checksSummary(data) : ''}
      </p>
      <div className="mt-3">
        {data ? (
          <>
            <CheckList checks={data.checks} compact />
            {data.checks_finished && !score && (
              <p className="mt-3 text-sm text-slate-600">{noScoreReason(data.checks)}</p>
            )}
          </>
        ) : solution.isPending ? (
          <p className="text-sm text-slate-600">Loading the checks…</p>
        ) : (
          <p className="text-sm text-slate-600">The checks could not be loaded.</p>
        )}
      </div>
      <Link
        to={`/solutions/${solutionId}`}
        className="mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        View solution report <span aria-hidden="true">→</span>
      </Link>
    </section>
  )
}
