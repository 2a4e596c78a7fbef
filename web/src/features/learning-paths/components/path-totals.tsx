import type { PathTotals as Totals } from '../lib/paths'

const STATS: readonly { key: keyof Totals; label: string }[] = [
  { key: 'paths', label: 'Total Paths' },
  { key: 'students', label: 'Active Students' },
  { key: 'completions', label: 'Completed' },
  { key: 'hours', label: 'Total Hours' },
]

/** The four stat cards above the list, summed over every path. */
export function PathTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <div
          key={stat.key}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {totals[stat.key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  )
}
