import { streakMessage } from '../lib/progress-records'
import type { ProfileStats } from '../types'
import { ProgressRing } from './progress-ring'

const STREAK_SEGMENTS = 7

function StreakBar({ days }: { days: number }) {
  const filled = Math.min(Math.max(days, 0), STREAK_SEGMENTS)
  return (
    <div
      role="img"
      aria-label={`Streak: ${filled} of ${STREAK_SEGMENTS} segments filled`}
      className="mt-3 grid grid-cols-7 gap-1"
    >
      {Array.from({ length: STREAK_SEGMENTS }, (_, index) => (
        <span
          key={index}
          data-filled={index < filled}
          className={`h-2 rounded-full ${index < filled ? 'bg-amber-500' : 'bg-slate-200'}`}
        />
      ))}
    </div>
  )
}

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm'

/** Overall progress ring and the Completed, In Progress and Current Streak cards. */
export function StatCards({ stats }: { stats: ProfileStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <div className={`${cardClass} col-span-2 lg:col-span-1`}>
        <dt className="text-sm font-medium text-slate-600">Overall Progress</dt>
        <dd className="mt-3 flex items-center gap-4">
          <ProgressRing percent={stats.overall_progress} />
          <span className="text-sm text-slate-700">
            {stats.completed} of {stats.total} {stats.total === 1 ? 'challenge' : 'challenges'}{' '}
            completed
          </span>
        </dd>
      </div>
      <div className={cardClass}>
        <dt className="text-sm font-medium text-slate-600">Completed</dt>
        <dd className="mt-2">
          <span className="block text-3xl font-bold text-slate-900">{stats.completed}</span>
          <span className="mt-1 block text-sm text-slate-600">
            {stats.completed === 1 ? 'challenge' : 'challenges'} shipped
          </span>
        </dd>
      </div>
      <div className={cardClass}>
        <dt className="text-sm font-medium text-slate-600">In Progress</dt>
        <dd className="mt-2">
          <span className="block text-3xl font-bold text-slate-900">{stats.in_progress}</span>
          <span className="mt-1 block text-sm text-slate-600">{stats.saved} saved for later</span>
        </dd>
      </div>
      <div className={`${cardClass} col-span-2 lg:col-span-1`}>
        <dt className="text-sm font-medium text-slate-600">Current Streak</dt>
        <dd>
          <p className="mt-2 text-3xl font-bold text-slate-900">
            {stats.current_streak}
            <span className="ml-1.5 text-base font-medium text-slate-600">
              {stats.current_streak === 1 ? 'day' : 'days'}
            </span>
          </p>
          <StreakBar days={stats.current_streak} />
          <p className="mt-3 text-sm text-slate-600">{streakMessage(stats.current_streak)}</p>
          {stats.longest_streak > 0 && (
            <p className="mt-1 text-xs text-slate-500">
              Longest: {stats.longest_streak} {stats.longest_streak === 1 ? 'day' : 'days'}
            </p>
          )}
        </dd>
      </div>
    </dl>
  )
}
