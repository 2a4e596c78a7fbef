import type { LearnerStats } from '../types'

const CARDS: readonly { key: keyof LearnerStats; label: string; unit?: [string, string] }[] = [
  { key: 'completed', label: 'Completed' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'saved', label: 'Saved' },
  { key: 'current_streak', label: 'Current Streak', unit: ['day', 'days'] },
]

/** Completed, In Progress, Saved and Current Streak, from the learner's profile. */
export function LearnerStatCards({ stats }: { stats: LearnerStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map((card) => {
        const value = stats[card.key]
        return (
          <div
            key={card.key}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              {value.toLocaleString('en-US')}
              {card.unit && (
                <span className="ml-1.5 text-base font-medium text-slate-600">
                  {value === 1 ? card.unit[0] : card.unit[1]}
                </span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
