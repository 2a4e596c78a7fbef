import { useId } from 'react'
import { LoadMore } from '@/components/ui/load-more'
import { Skeleton } from '@/components/ui/skeleton'
import { useLog } from '../api/get-log'
import { formatDateTime, logActionLabel } from '../lib/labels'
import type { LogEntry } from '../types'
import { AdminSection } from './admin-section'
import { EmptyState, LoadFailed } from './load-failed'

const CELL = 'px-4 py-3 align-top'

/** "Audit log": every moderator action, newest first, a page at a time. Nobody can change it. */
export function AuditLogSection() {
  const captionId = useId()
  const log = useLog()
  const entries = log.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <AdminSection
      id="audit-log"
      title="Audit log"
      description="Every moderator action, newest first. Nobody can change it."
    >
      {log.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading the audit log
          </p>
          <div
            className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm"
            aria-hidden="true"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-6 w-full" />
            ))}
          </div>
        </>
      ) : log.isError && !log.data ? (
        <LoadFailed
          title="The audit log could not be loaded"
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState>No moderator actions yet.</EmptyState>
      ) : (
        <>
          {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-labelledby={captionId}
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
              <caption id={captionId} className="sr-only">
                Audit log, newest first
              </caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  {['When', 'Moderator', 'Action', 'Item', 'Reason'].map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <LogRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore
            pages={log}
            failedText="More of the audit log could not be loaded. Check your connection and try again."
          />
        </>
      )}
    </AdminSection>
  )
}

function LogRow({ entry }: { entry: LogEntry }) {
  const when = formatDateTime(entry.created_at)
  // The login the log kept: a later rename does not rewrite history.
  const moderator = entry.moderator ?? 'Automatic'
  return (
    <tr className="text-slate-700">
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={entry.created_at}>{when}</time>
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>
        {entry.moderator ? moderator : <span className="text-slate-600 italic">{moderator}</span>}
      </td>
      <td className={`${CELL} font-semibold whitespace-nowrap text-slate-900`}>
        {logActionLabel(entry.action)}
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>
        {entry.summary && <span className="block text-slate-900">{entry.summary}</span>}
        {entry.target_login && <span className="block text-slate-600">@{entry.target_login}</span>}
        {!entry.summary && !entry.target_login && '—'}
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere] whitespace-pre-wrap`}>{entry.reason}</td>
    </tr>
  )
}
