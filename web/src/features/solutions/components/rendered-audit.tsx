import type { RenderedReport } from '@/lib/solutions'

function WarningIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-px shrink-0"
    >
      <path d="M8.7 3.2 2.2 14.6A1.5 1.5 0 0 0 3.5 17h13a1.5 1.5 0 0 0 1.3-2.4L11.3 3.2a1.5 1.5 0 0 0-2.6 0Z" />
      <path d="M10 7.5v4m0 2.75v.01" />
    </svg>
  )
}

/** "Console errors (2)": closed until opened, each entry as the browser wrote it. */
function CollapsibleList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <details className="group rounded-xl border border-slate-200">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <svg
          viewBox="0 0 20 20"
          width="14"
          height="14"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="shrink-0 text-slate-500 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          <path d="m7.5 5 5 5-5 5" />
        </svg>
        {title} ({items.length})
      </summary>
      <ul className="space-y-2 border-t border-slate-200 px-4 py-3">
        {items.map((item, index) => (
          <li key={index}>
            <code className="font-mono text-xs break-all whitespace-pre-wrap text-slate-800">
              {item}
            </code>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * Under the audit's title, how the rendered audit went: checked in a real
 * browser, why it failed (a warning), or why it could not run (a note).
 */
export function RenderedAuditStatus({ rendered }: { rendered: RenderedReport | null | undefined }) {
  if (!rendered) return null
  if (rendered.status === 'done') {
    return (
      <p className="mt-3 text-sm text-slate-600">
        Checked in a real browser with axe-core {rendered.axe_version}.
      </p>
    )
  }
  if (rendered.status === 'failed') {
    return (
      <p className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <WarningIcon />
        <span>
          <span className="sr-only">Warning: </span>
          {rendered.detail}
        </span>
      </p>
    )
  }
  return <p className="mt-3 text-sm text-slate-600">{rendered.detail}</p>
}

/**
 * After the audit's findings: what the browser met on the way (console
 * errors, failed requests, requests our proxy refused), each list folded
 * away; nothing when it met none.
 */
export function RenderedAuditLogs({ rendered }: { rendered: RenderedReport | null | undefined }) {
  const lists = [
    { title: 'Console errors', items: rendered?.console_errors ?? [] },
    { title: 'Failed requests', items: rendered?.failed_requests ?? [] },
    { title: 'Requests blocked by Frontloop', items: rendered?.blocked_requests ?? [] },
  ].filter(({ items }) => items.length > 0)
  if (lists.length === 0) return null
  return (
    <div className="mt-4 space-y-2">
      {lists.map(({ title, items }) => (
        <CollapsibleList key={title} title={title} items={items} />
      ))}
    </div>
  )
}
