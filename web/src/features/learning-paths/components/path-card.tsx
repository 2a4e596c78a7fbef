import { useId } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { countLabel, pathActionLabel, pathHref, pathProgress, successRate } from '../lib/paths'
import type { LearningPath } from '../types'
import { PathFacts } from './path-facts'
import { PathImage } from './path-image'
import { ProgressBar } from './progress-bar'
import { RatingSummary } from './rating-summary'

interface PathCardProps {
  path: LearningPath
  /** Cards in the first row load their picture at once. */
  eager?: boolean
}

/** A path in the list: what it covers, the viewer's standing and the way in. */
export function PathCard({ path, eager = false }: PathCardProps) {
  const titleId = useId()
  const progress = pathProgress(path)
  const action = pathActionLabel(path)

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md motion-reduce:transition-none"
    >
      <PathImage title={path.title} imageUrl={path.image_url} loading={eager ? 'eager' : 'lazy'} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <DifficultyBadge difficulty={path.difficulty_level} />
          {path.is_enrolled && (
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-600/20 ring-inset">
              Enrolled
            </span>
          )}
        </div>
        <h2 id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
          {path.title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{path.description}</p>
        <PathFacts hours={path.estimated_hours} items={path.item_count} />
        <RatingSummary average={path.rating_average} count={path.rating_count} />

        <div className="mt-auto pt-2">
          {path.is_enrolled ? (
            <div>
              <p className="text-sm font-medium text-slate-700">Your progress: {progress}%</p>
              <ProgressBar
                value={progress}
                label={`Your progress in ${path.title}`}
                className="mt-2"
              />
            </div>
          ) : (
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>{countLabel(path.enrollment_count, 'student')}</span>
              <span aria-hidden="true">·</span>
              <span>{successRate(path.completion_count, path.enrollment_count)}% success rate</span>
            </p>
          )}
          <ButtonLink
            to={pathHref(path)}
            variant={action === 'Completed' ? 'outline' : 'primary'}
            className="mt-4 w-full"
            aria-describedby={titleId}
          >
            {action === 'Completed' && (
              <span aria-hidden="true" className="text-emerald-600">
                ✓
              </span>
            )}
            {action}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
