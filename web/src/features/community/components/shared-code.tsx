import { useId } from 'react'
import toast from 'react-hot-toast'

/** The code shared with a post, scrolling sideways, with a copy button. */
export function SharedCode({ code }: { code: string }) {
  const titleId = useId()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      toast.success('Code copied to clipboard!')
    } catch {
      toast.error('Could not copy the code')
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed-palette mt-8 overflow-hidden rounded-xl border border-slate-800 bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2">
        <h2 id={titleId} className="text-sm font-semibold text-slate-100">
          Shared Code
        </h2>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-200 transition-colors hover:bg-slate-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="9" y="9" width="13" height="13" rx="2" />
            <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
          </svg>
          Copy code
        </button>
      </div>
      {/* Scrolls sideways; focusable so keyboard users can scroll it too. */}
      <pre
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby={titleId}
        className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-400"
      >
        <code className="font-mono">{code}</code>
      </pre>
    </section>
  )
}
