import { useId } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button-classes'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import { reportReasonLabel } from '@/lib/moderation'
import { safeReturnPath } from '@/lib/safe-path'
import { reportCount } from '../lib/labels'
import type { ItemAction, ReportedItem } from '../types'
import { Badge } from './badge'

const TEXT_LINK =
  'rounded text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 hover:decoration-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

const DANGER_OUTLINE =
  'inline-flex h-9 items-center justify-center rounded-lg border border-rose-200 bg-white px-3 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700'

interface ReportCardProps {
  item: ReportedItem
  onItemAction: (action: ItemAction) => void
  onSuspendAuthor: () => void
}

/**
 * One reported item: what it is (linked in context), its author, an
 * excerpt, every open report, and the moderator's actions: Hide (unless
 * hidden), Restore, Delete (never a solution) and Suspend author (unless
 * suspended already).
 */
export function ReportCard({ item, onItemAction, onSuspendAuthor }: ReportCardProps) {
  const headingId = useId()
  const author = item.author.name || item.author.login

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={headingId}
          className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          <ContextLink url={item.url}>{item.context}</ContextLink>
        </h3>
        {item.hidden && <Badge tone="amber">Hidden</Badge>}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <UserAvatar user={item.author} />
        <p className="min-w-0">
          <span className="sr-only">Author: </span>
          <span className="font-semibold text-slate-900">{author}</span>
          {author !== item.author.login && (
            <span className="text-slate-600"> @{item.author.login}</span>
          )}
        </p>
        {item.author_suspended && <Badge tone="rose">Suspended</Badge>}
      </div>

      <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-slate-800 [overflow-wrap:anywhere] whitespace-pre-wrap">
        {item.excerpt}
      </blockquote>

      <h4 className="mt-5 text-sm font-semibold text-slate-900">
        {reportCount(item.reports.length)}
      </h4>
      <ul className="mt-2 space-y-2">
        {item.reports.map((report, index) => {
          const reportedOn = formatDate(report.created_at)
          return (
            <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">
                  {reportReasonLabel(report.reason)}
                </span>
                <span aria-hidden="true" className="mx-1.5 text-slate-400">
                  ·
                </span>
                by {report.reporter.login}
                {reportedOn && (
                  <>
                    <span aria-hidden="true" className="mx-1.5 text-slate-400">
                      ·
                    </span>
                    <time dateTime={report.created_at}>{reportedOn}</time>
                  </>
                )}
              </p>
              {report.details && (
                <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800">
                  {report.details}
                </p>
              )}
            </li>
          )
        })}
      </ul>

      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {!item.hidden && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={headingId}
            onClick={() => onItemAction('hide')}
            className={buttonClasses('outline', 'sm')}
          >
            Hide
          </button>
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          onClick={() => onItemAction('restore')}
          className={buttonClasses('outline', 'sm')}
        >
          Restore
        </button>
        {item.item_type !== 'solution' && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={headingId}
            onClick={() => onItemAction('delete')}
            className={DANGER_OUTLINE}
          >
            Delete
          </button>
        )}
        {!item.author_suspended && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={headingId}
            onClick={onSuspendAuthor}
            className={DANGER_OUTLINE}
          >
            Suspend author
          </button>
        )}
      </div>
    </article>
  )
}

/** The item's page: a link in the app, a web address, or just the text. */
function ContextLink({ url, children }: { url: string; children: string }) {
  if (safeReturnPath(url) === url) {
    return (
      <Link to={url} className={TEXT_LINK}>
        {children}
      </Link>
    )
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} className={TEXT_LINK}>
        {children}
      </a>
    )
  }
  return <>{children}</>
}
