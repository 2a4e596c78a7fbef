import type { IssueImpact, ReportIssue, Solution } from '@/lib/solutions'
import { auditsText, IMPACT_LABELS, isExternalUrl, issuesSummary, safeHelpUrl } from '../lib/report'
import { RenderedAuditLogs, RenderedAuditStatus } from './rendered-audit'

const IMPACT_STYLES: Record<IssueImpact, string> = {
  critical: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  serious: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  moderate: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  minor: 'bg-slate-100 text-slate-700 ring-slate-500/20',
}

const DOC_LINK =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

function ImpactBadge({ impact }: { impact: IssueImpact }) {
  return (
    <span
      data-impact={impact}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        IMPACT_STYLES[impact] ?? IMPACT_STYLES.minor
      }`}
    >
      {IMPACT_LABELS[impact] ?? impact}
    </span>
  )
}

/**
 * One issue: what and where, then how to fix it. From 640px up the link
 * moves to the top right; on a phone it comes last, where a long rule
 * name cannot push it onto a line of its own.
 */
function IssueItem({ issue }: { issue: ReportIssue }) {
  const help = safeHelpUrl(issue.help_url)
  const external = isExternalUrl(help)
  return (
    <li className="grid grid-cols-1 gap-x-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="flex flex-wrap items-center gap-2 sm:col-start-1 sm:row-start-1">
        <ImpactBadge impact={issue.impact} />
        <span className="font-mono text-xs text-slate-600">{issue.rule}</span>
      </div>
      <p className="mt-2 break-words text-slate-900 sm:col-span-2">{issue.message}</p>
      {/* axe-core may name no element (a rule about the whole page). */}
      {issue.selector !== '' && (
        <p className="mt-1.5 text-sm text-slate-600 sm:col-span-2">
          Element:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">
            {issue.selector}
          </code>
        </p>
      )}
      {/* The server's own page, not an app route: a full page load. axe-core's
          pages (the rendered audit) leave Frontloop: a new tab. */}
      <a
        href={help}
        aria-label={
          external ? `How to fix ${issue.rule} (opens in a new tab)` : `How to fix ${issue.rule}`
        }
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        className={`${DOC_LINK} mt-3 justify-self-start sm:col-start-2 sm:row-start-1 sm:mt-0 sm:self-center`}
      >
        How to fix <span aria-hidden="true">{external ? '↗' : '→'}</span>
      </a>
    </li>
  )
}

/**
 * What the audits of the live page found, in page order, which audits ran
 * and how the rendered audit went.
 */
export function IssueList({ solution }: { solution: Solution }) {
  const { issues, audits, checks_finished: finished } = solution

  let body
  if (issues.length > 0) {
    body = (
      <>
        <p className="mt-1 text-sm text-slate-600">{issuesSummary(issues)}</p>
        <ol className="mt-4 space-y-3">
          {issues.map((issue, index) => (
            <IssueItem key={`${issue.rule}-${issue.selector}-${index}`} issue={issue} />
          ))}
        </ol>
      </>
    )
  } else {
    const empty = !finished
      ? 'The page audit has not finished yet.'
      : audits.length === 0
        ? 'The page could not be audited: see the live site check.'
        : 'No issues found on the page.'
    body = (
      <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
        {empty}
      </p>
    )
  }

  return (
    <section
      aria-labelledby="issues-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="issues-title" className="text-lg font-semibold text-slate-900">
          Issues
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-600">
            {issues.length}
          </span>
        </h2>
        <p className="text-sm text-slate-600">Audits run: {auditsText(audits)}</p>
      </div>
      <RenderedAuditStatus rendered={solution.rendered} />
      {body}
      <RenderedAuditLogs rendered={solution.rendered} />
    </section>
  )
}
