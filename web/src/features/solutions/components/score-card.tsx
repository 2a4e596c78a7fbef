import { formatDate } from '@/lib/format'
import { noScoreReason, type Solution } from '@/lib/solutions'
import { RerunChecks } from './rerun-checks'

/** The bar under the score: its colour only repeats the number. */
function barColour(score: number): string {
  if (score >= 90) return 'bg-emerald-500'
  if (score >= 50) return 'bg-amber-500'
  return 'bg-rose-500'
}

/**
 * The score, prominently: "87/100"; "Checking…" while the checks run; "No
 * score" with its reason when they finished without one. The author's
 * "Run checks again" sits below.
 */
export function ScoreCard({ solution }: { solution: Solution }) {
  const { score, checks_finished: finished } = solution
  const checkedOn = formatDate(solution.checked_at)

  return (
    <section
      aria-labelledby="score-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="score-title" className="text-sm font-semibold text-slate-600">
        Score
      </h2>
      {!finished ? (
        <>
          <p className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900">
            <span
              aria-hidden="true"
              className="size-6 rounded-full border-[3px] border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
            />
            Checking…
          </p>
          <p className="mt-2 text-sm text-slate-600">
            The checks run in the background; this page updates by itself.
          </p>
        </>
      ) : score != null ? (
        <>
          <p data-testid="solution-score" className="mt-1 text-slate-900">
            <span className="text-6xl font-bold tracking-tight tabular-nums">{score}</span>
            <span className="text-2xl font-semibold text-slate-500">/100</span>
          </p>
          <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
            <div
              className={`h-full rounded-full ${barColour(score)}`}
              style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
            />
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">No score</p>
          <p className="mt-2 text-sm text-slate-600">{noScoreReason(solution.checks)}</p>
        </>
      )}
      {finished && checkedOn && (
        <p className="mt-4 text-sm text-slate-600">
          Checked <time dateTime={solution.checked_at ?? undefined}>{checkedOn}</time>
        </p>
      )}
      {/* The server's own page (docs/checks.md), not an app route. */}
      <a
        href="/docs/checks#the-score"
        className="mt-3 inline-flex rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        How the score is made
      </a>
      {solution.is_owner && <RerunChecks solution={solution} />}
    </section>
  )
}
