import { useId, type ReactNode } from 'react'

interface PortfolioSectionProps {
  title: string
  /** A count beside the title. */
  count?: number
  children: ReactNode
}

/** One card of the portfolio: a heading and its content. */
export function PortfolioSection({ title, count, children }: PortfolioSectionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined && (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-600">
            {count}
          </span>
        )}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** What a list says when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  )
}
