import { Link } from 'react-router'
import { topAchievements, type AchievementProgress } from '../lib/achievements'

const linkClass =
  'rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** The top 4 achievements by progress, or an honest empty state. */
export function RecentAchievements({
  achievements,
}: {
  achievements: readonly AchievementProgress[]
}) {
  const top = topAchievements(achievements)
  return (
    <section
      aria-labelledby="recent-achievements"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-achievements" className="text-lg font-semibold text-slate-900">
          Recent Achievements
        </h2>
        <Link to="/achievements" className={linkClass}>
          View All
        </Link>
      </div>
      {top.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No achievements yet — complete a challenge to earn your first.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {top.map((achievement) => (
            <li key={achievement.id} className="rounded-xl border border-slate-200 p-4">
              <p className="text-2xl" aria-hidden="true">
                {achievement.icon}
              </p>
              <h3 className="mt-2 font-semibold text-slate-900">{achievement.title}</h3>
              {achievement.unlocked && (
                <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-emerald-700">
                  Unlocked
                </p>
              )}
              <p className="mt-1 text-sm text-slate-600">{achievement.description}</p>
              <div
                role="progressbar"
                aria-label={`${achievement.title} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={achievement.progress}
                className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-indigo-600"
                  style={{ width: `${achievement.progress}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
