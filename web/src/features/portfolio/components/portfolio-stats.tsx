import type { PortfolioStatsBody } from '../types'

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm'

const days = (n: number) => (n === 1 ? 'day' : 'days')

/** Completed challenges, current streak, longest streak. */
export function PortfolioStats({ stats }: { stats: PortfolioStatsBody }) {
  const items = [
    { label: 'Completed challenges', value: stats.completed, unit: null },
    { label: 'Current streak', value: stats.current_streak, unit: days(stats.current_streak) },
    { label: 'Longest streak', value: stats.longest_streak, unit: days(stats.longest_streak) },
  ]
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className={CARD}>
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900">
            {item.value}
            {item.unit && (
              <span className="ml-1 text-base font-medium text-slate-600"> {item.unit}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
