import { useDeferredValue } from 'react'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button } from '@/components/ui/button'
import { useTasks } from '../api/get-tasks'
import { ChallengeCard } from '../components/challenge-card'
import { ChallengesIntro } from '../components/challenges-intro'
import { CHALLENGES_CONTAINER } from '../lib/page-frame'
import { ChallengeFilters } from '../components/challenge-filters'
import { useChallengeFilters } from '../hooks/use-challenge-filters'
import { filterTasks } from '../lib/filter-tasks'

/** Pictures of the first row load at once (3 cards on large screens). */
const EAGER_IMAGES = 3

/** /challenges: the catalogue, filtered in the browser (docs/screens.md). */
export function ChallengesPage() {
  const tasks = useTasks()
  const { filters, isFiltered, setQuery, setDifficulty, setCategory, clear } = useChallengeFilters()
  // Typing stays responsive; the grid follows a moment later.
  const deferredFilters = useDeferredValue(filters)
  // The grid renders at transition priority: the cards are built in slices
  // the browser can interleave with other work, not in one long task the
  // moment the list arrives.
  const loaded = useDeferredValue(tasks.data)
  const loading = tasks.isPending || (tasks.data !== undefined && loaded === undefined)
  // A failed load leaves an empty list (docs/screens.md); the error is logged.
  const all = loaded ?? []
  const visible = filterTasks(all, deferredFilters)

  return (
    <>
      <PageMeta {...PAGES.challenges.meta} />
      <div className={CHALLENGES_CONTAINER}>
        <ChallengesIntro />

        <div className="mt-10">
          <ChallengeFilters
            filters={filters}
            onQueryChange={setQuery}
            onDifficultyChange={setDifficulty}
            onCategoryChange={setCategory}
          />
        </div>

        {loading ? (
          <div className="flex items-center justify-center gap-3 py-24 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
            />
            <p role="status">Loading challenges...</p>
          </div>
        ) : (
          <>
            {/* Announces how many match as the filters change. */}
            <p aria-live="polite" className="mt-8 text-sm text-slate-600">
              {visible.length === all.length
                ? `${all.length} ${all.length === 1 ? 'challenge' : 'challenges'}`
                : `Showing ${visible.length} of ${all.length} challenges`}
            </p>
            {visible.length === 0 ? (
              <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
                <h2 className="text-xl font-semibold text-slate-900">No challenges found</h2>
                <p className="mt-2 text-slate-600">Try adjusting your filters or search query.</p>
                {isFiltered && (
                  <Button variant="outline" className="mt-6" onClick={clear}>
                    Clear filters
                  </Button>
                )}
              </div>
            ) : (
              <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {visible.map((task, index) => (
                  <li key={task.id}>
                    <ChallengeCard task={task} eager={index < EAGER_IMAGES} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  )
}
