import { useId, useState } from 'react'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { useAchievements } from '../api/get-achievements'
import { useLearnerStats } from '../api/get-learner-stats'
import { AchievementCard } from '../components/achievement-card'
import { CategoryTabs } from '../components/category-tabs'
import { LearnerStatCards } from '../components/learner-stat-cards'
import { achievementsIn, tabId, unlockedSummary, type CategoryTab } from '../lib/achievements'
import type { LearnerStats } from '../types'

const NO_STATS: LearnerStats = {
  completed: 0,
  in_progress: 0,
  saved: 0,
  total: 0,
  overall_progress: 0,
  current_streak: 0,
  longest_streak: 0,
}

/** /achievements (behind ProtectedRoute): every badge and how close the learner is. */
export function AchievementsPage() {
  const achievements = useAchievements()
  const stats = useLearnerStats()
  const [tab, setTab] = useState<CategoryTab>('All')
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`

  const meta = <PageMeta {...PAGES.achievements.meta} />

  // Queries wait for a stored token; without one nothing loads (docs/screens.md).
  if (achievements.isLoading || stats.isLoading) {
    return (
      <>
        {meta}
        <p role="status" className="px-4 py-24 text-center text-slate-600">
          Loading...
        </p>
      </>
    )
  }

  // Failures are logged by the fetchers; the page shows what it has.
  const all = achievements.data ?? []
  const shown = achievementsIn(all, tab)

  return (
    <>
      {meta}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Achievement Gallery
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">
              Every badge you can earn on Frontloop, what it takes, and how close you are to each
              one.
            </p>
          </div>
          {all.length > 0 && (
            <p className="rounded-full bg-indigo-50 px-4 py-1.5 text-sm font-semibold text-indigo-800">
              {unlockedSummary(all)}
            </p>
          )}
        </div>

        <div className="mt-10">
          <LearnerStatCards stats={{ ...NO_STATS, ...stats.data }} />
        </div>

        <div className="mt-10">
          <CategoryTabs idPrefix={idPrefix} panelId={panelId} value={tab} onChange={setTab} />
          <div
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabId(idPrefix, tab)}
            tabIndex={0}
            className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            {shown.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600">
                {all.length === 0
                  ? 'No achievements to show right now.'
                  : 'No achievements in this category yet.'}
              </p>
            ) : (
              <>
                {tab !== 'All' && (
                  <p className="mb-4 text-sm text-slate-600">{unlockedSummary(shown)}</p>
                )}
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                  {shown.map((achievement) => (
                    <li key={achievement.id}>
                      <AchievementCard achievement={achievement} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  )
}
