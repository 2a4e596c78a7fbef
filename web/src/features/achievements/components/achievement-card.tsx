import { useId } from 'react'
import { formatDate } from '@/lib/format'
import { achievementPercent } from '../lib/achievements'
import { colourClasses } from '../lib/colours'
import type { Achievement } from '../types'

function LockIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      role="img"
      aria-label="Locked"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4.5" y="9" width="11" height="8" rx="1.5" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  )
}

/**
 * One achievement: in full colour with a check and its date once unlocked,
 * greyed with a lock until then; always with its rule and progress.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const titleId = useId()
  const colours = colourClasses(achievement.colour || achievement.color)
  const percent = achievementPercent(achievement)
  const unlocked = achievement.unlocked
  const date = formatDate(achievement.unlocked_at)

  return (
    <article
      aria-labelledby={titleId}
      data-state={unlocked ? 'unlocked' : 'locked'}
      className={`flex h-full flex-col rounded-2xl border border-t-4 p-5 shadow-sm ${
        unlocked
          ? `border-slate-200 bg-white ${colours.edge}`
          : 'border-slate-200 border-t-slate-300 bg-slate-50'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={`flex size-14 shrink-0 items-center justify-center rounded-full text-3xl ring-2 ${
            unlocked ? colours.disc : 'bg-slate-200 opacity-60 ring-slate-300 grayscale'
          }`}
        >
          {achievement.icon || achievement.icon_url}
        </span>
        {unlocked ? (
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-600 text-white">
            <CheckIcon />
          </span>
        ) : (
          <span className="text-slate-500">
            <LockIcon />
          </span>
        )}
      </div>

      <h2 id={titleId} className="mt-4 font-semibold text-slate-900">
        {achievement.title || achievement.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{achievement.description}</p>
      {achievement.condition && (
        <p className="mt-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-700">How to earn: </span>
          {achievement.condition}
        </p>
      )}
      {!achievement.attainable && !unlocked && (
        <p className="mt-3 self-start rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Not available yet
        </p>
      )}

      <div className="mt-auto pt-4">
        {/* Percent only: for some rules (the fastest completion) current and target are not a count. */}
        <div className="flex items-center justify-between text-xs font-medium text-slate-600">
          <span>Progress</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${achievement.title || achievement.name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${unlocked ? colours.bar : 'bg-slate-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        {unlocked && (
          <p className="mt-3 text-sm font-semibold text-emerald-700">
            {date ? `Unlocked ${date}` : 'Unlocked'}
          </p>
        )}
      </div>
    </article>
  )
}
