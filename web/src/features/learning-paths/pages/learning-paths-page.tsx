import { useState } from 'react'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button } from '@/components/ui/button'
import { useLearningPaths } from '../api/get-learning-paths'
import { DifficultyFilter } from '../components/difficulty-filter'
import { LearningCta } from '../components/learning-cta'
import { PathCard } from '../components/path-card'
import { PathTotals } from '../components/path-totals'
import { filterPaths, pathTotals, type DifficultyFilter as Filter } from '../lib/paths'
import { learningPathsJsonLd } from '../lib/structured-data'

/** Pictures of the first row load at once (3 cards on large screens). */
const EAGER_IMAGES = 3

/** /learning-paths: every path, filtered by difficulty in the browser. */
export function LearningPathsPage() {
  const paths = useLearningPaths()
  const [difficulty, setDifficulty] = useState<Filter>('all')
  // A failed load is logged and shows the empty state (docs/screens.md).
  const all = paths.data ?? []
  const visible = filterPaths(all, difficulty)

  return (
    <>
      <PageMeta
        {...PAGES.learningPaths.meta}
        jsonLd={paths.data ? learningPathsJsonLd(paths.data) : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Learning paths
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Follow a curated sequence of articles and hands-on challenges, from the fundamentals to
            production-ready skills. Enroll to track your progress item by item, and pick up where
            you left off.
          </p>
        </div>

        {paths.isPending ? (
          <div className="flex items-center justify-center gap-3 py-24 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
            />
            <p role="status">Loading learning paths...</p>
          </div>
        ) : (
          <>
            <div className="mt-10">
              <PathTotals totals={pathTotals(all)} />
            </div>

            <div className="mt-10">
              <DifficultyFilter value={difficulty} onChange={setDifficulty} />
            </div>

            {/* Announces how many match as the filter changes. */}
            <p aria-live="polite" className="mt-6 text-sm text-slate-600">
              {visible.length === all.length
                ? `${all.length} ${all.length === 1 ? 'path' : 'paths'}`
                : `Showing ${visible.length} of ${all.length} paths`}
            </p>

            {visible.length === 0 ? (
              <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
                <h2 className="text-xl font-semibold text-slate-900">No learning paths found</h2>
                {difficulty === 'all' ? (
                  <p className="mt-2 text-slate-600">
                    Check back soon: new paths are on their way.
                  </p>
                ) : (
                  <>
                    <p className="mt-2 text-slate-600">
                      No learning paths match your selected filter.
                    </p>
                    <Button variant="outline" className="mt-6" onClick={() => setDifficulty('all')}>
                      Show all paths
                    </Button>
                  </>
                )}
              </div>
            ) : (
              <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {visible.map((path, index) => (
                  <li key={path.id}>
                    <PathCard path={path} eager={index < EAGER_IMAGES} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        <LearningCta />
      </div>
    </>
  )
}
