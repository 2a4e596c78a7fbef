import { Link } from 'react-router'
import { formatDate } from '@/lib/format'
import { recordSlug, recordTitle } from '../lib/progress-records'
import type { ProgressRecord } from '../types'

const isHttpUrl = (url: string | null | undefined): url is string =>
  Boolean(url && /^https?:\/\//i.test(url))

const linkClass =
  'rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

const titleLinkClass =
  'rounded font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

interface ProgressListProps {
  id: string
  title: string
  empty: string
  records: readonly ProgressRecord[]
  kind: 'in_progress' | 'completed'
}

/** The In Progress or Completed list; each entry links to its challenge. */
export function ProgressList({ id, title, empty, records, kind }: ProgressListProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-600">
          {records.length}
        </span>
      </h2>
      {records.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {records.map((record) => (
            <li key={record.task_id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <Link
                to={`/challenges/${encodeURIComponent(recordSlug(record))}`}
                className={titleLinkClass}
              >
                {recordTitle(record)}
              </Link>
              {kind === 'in_progress' ? (
                formatDate(record.created_at) && (
                  <p className="text-sm text-slate-600">Started {formatDate(record.created_at)}</p>
                )
              ) : (
                <>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                    {formatDate(record.completion_date) && (
                      <span>Completed {formatDate(record.completion_date)}</span>
                    )}
                    <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                      <svg
                        viewBox="0 0 20 20"
                        width="14"
                        height="14"
                        aria-hidden="true"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="m5 10 3 3 7-7" />
                      </svg>
                      Successfully completed
                    </span>
                  </p>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <SolutionScore record={record} />
                    {isHttpUrl(record.github_repo_url) && (
                      <a
                        href={record.github_repo_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={linkClass}
                      >
                        View repository
                        <span className="sr-only">
                          {' '}
                          for {recordTitle(record)} (opens in a new tab)
                        </span>
                      </a>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The solution's score: "Score 87", or "Not scored yet" while its checks
 * have not given one; a link to the solution's report when there is one.
 */
function SolutionScore({ record }: { record: ProgressRecord }) {
  const text = record.score == null ? 'Not scored yet' : `Score ${record.score}`
  if (record.solution_id == null) {
    return <p className="text-sm font-medium text-slate-700">{text}</p>
  }
  return (
    <Link to={`/solutions/${record.solution_id}`} className={linkClass}>
      {text}
      <span className="sr-only">: solution report for {recordTitle(record)}</span>
    </Link>
  )
}
