import { useRef } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { RefreshIcon } from '@/components/icons/refresh-icon'
import { PageMeta } from '@/components/page-meta'
import { socialCard } from '@/lib/meta'
import { PAGES } from '@/app/pages'
import { RetiredNotice } from '@/components/retired-notice'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-classes'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { useEnrollInPath } from '../api/enroll-in-path'
import { useLearningPath } from '../api/get-learning-path'
import { useMarkItemCompleted } from '../api/mark-item-completed'
import { useRatePath } from '../api/rate-path'
import { CongratulationsDialog } from '../components/congratulations-dialog'
import { EnrollAction } from '../components/enroll-action'
import { PathImage } from '../components/path-image'
import { PathItemRow } from '../components/path-item-row'
import { PathRating } from '../components/path-rating'
import { ProgressBar } from '../components/progress-bar'
import { RatingSummary } from '../components/rating-summary'
import { useCelebration } from '../hooks/use-celebration'
import { usePathVisit } from '../hooks/use-path-visit'
import { useViewer } from '../hooks/use-viewer'
import { countLabel, pathHref, pathProgress, successRate } from '../lib/paths'
import { learningPathJsonLd } from '../lib/structured-data'
import type { LearningPathDetail, PathItem } from '../types'

const backLinkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** /learning-paths/{id or slug}: one path, its items and the learner's progress through them. */
export function LearningPathDetailPage() {
  const { id = '' } = useParams()
  const path = useLearningPath(id)

  // Data already shown stays, even if a refresh fails.
  if (path.data)
    return (
      <PathView path={path.data} refresh={() => void path.refetch()} refreshing={path.isFetching} />
    )

  if (path.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-32 text-slate-600">
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
        />
        <p role="status">Loading learning path...</p>
      </div>
    )
  }

  // Missing (404) or failed to load: docs/screens.md shows the not-found text either way.
  return <PathNotFound />
}

function PathNotFound() {
  return (
    <>
      <PageMeta {...PAGES.learningPath.missing} />
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <p aria-hidden="true" className="text-5xl">
          🧭
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          Learning Path Not Found
        </h1>
        <p className="mt-3 text-slate-600">
          This learning path does not exist or is no longer available.
        </p>
        <Link to="/learning-paths" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to Learning Paths
        </Link>
      </div>
    </>
  )
}

interface PathViewProps {
  path: LearningPathDetail
  refresh: () => void
  refreshing: boolean
}

function PathView({ path, refresh, refreshing }: PathViewProps) {
  const { signedIn, sessionLoading } = useViewer()
  const location = useLocation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const enroll = useEnrollInPath()
  const markItem = useMarkItemCompleted()
  const rate = useRatePath(path.id)
  const celebration = useCelebration(path)

  const enrolled = signedIn && path.is_enrolled
  const progress = pathProgress(path)
  const news = usePathVisit(path, enrolled)
  // Items are keyed by the post's id in the call; tasks share the id space of challenges.
  const markingPostId = markItem.isPending ? markItem.variables?.itemId : undefined

  const markRead = (item: PathItem) => {
    markItem.mutate(
      { pathId: path.id, itemId: item.item_id },
      {
        onSuccess: (result) => {
          if (result.path_completed) celebration.celebrate(path.id)
        },
      },
    )
  }

  const stats = [
    { label: 'Duration', value: countLabel(path.estimated_hours, 'hour') },
    { label: 'Items', value: path.items.length.toLocaleString('en-US') },
    { label: 'Students', value: path.enrollment_count.toLocaleString('en-US') },
    {
      label: 'Success Rate',
      value: `${successRate(path.completion_count, path.enrollment_count)}%`,
    },
  ]

  return (
    <>
      <PageMeta
        title={`${path.title} learning path`}
        description={path.description}
        image={socialCard('paths', path.slug)}
        canonicalPath={pathHref(path)}
        noindex={path.archived}
        jsonLd={learningPathJsonLd(path)}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/learning-paths" className={backLinkClass}>
            <span aria-hidden="true">←</span>
            Back to Learning Paths
          </Link>
          {/* Not disabled while refreshing, so keyboard focus stays on it. */}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (!refreshing) refresh()
            }}
            aria-busy={refreshing || undefined}
          >
            <RefreshIcon spinning={refreshing} />
            Refresh Status
          </Button>
        </div>

        {path.archived && <RetiredNotice what="path" className="mt-6" />}

        {news.count > 0 && (
          <p
            role="status"
            className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm font-medium text-indigo-900"
          >
            {news.count === 1
              ? '1 new item since you last visited'
              : `${news.count} new items since you last visited`}
          </p>
        )}

        <div className="mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
          <PathImage
            title={path.title}
            imageUrl={path.image_url}
            loading="eager"
            className="rounded-2xl border border-slate-200"
          />
          <div>
            <DifficultyBadge difficulty={path.difficulty_level} />
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-3 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
            >
              {path.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">{path.description}</p>
            <RatingSummary
              average={path.rating_average}
              count={path.rating_count}
              className="mt-4"
            />
            <div className="mt-6">
              {!(path.archived && !enrolled) && (
                <EnrollAction
                  signedIn={signedIn}
                  sessionLoading={sessionLoading}
                  enrolled={enrolled}
                  progress={progress}
                  completed={path.enrollment_status === 'completed'}
                  enrolling={enroll.isPending}
                  onEnroll={() => enroll.mutate(path.id)}
                  returnPath={location.pathname}
                />
              )}
            </div>
          </div>
        </div>

        <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>

        {enrolled && (
          <div className="mt-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
            <div>
              <div className="flex items-baseline justify-between gap-4">
                <p className="text-sm font-semibold text-slate-900">Your progress</p>
                <p className="text-2xl font-bold text-slate-900">{progress}%</p>
              </div>
              <ProgressBar value={progress} label="Your progress" className="mt-3 h-3" />
            </div>
            <PathRating value={path.user_rating} onRate={(rating) => rate.mutate(rating)} />
          </div>
        )}

        <section aria-labelledby="path-content-title" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="path-content-title"
              className="text-2xl font-bold tracking-tight text-slate-900"
            >
              Path content
            </h2>
            {path.items.length > 0 && (
              <p className="text-sm text-slate-600">{countLabel(path.items.length, 'item')}</p>
            )}
          </div>
          {path.items.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
              <h3 className="text-xl font-semibold text-slate-900">No Content Available</h3>
              <p className="mt-2 text-slate-600">
                This path has no articles or challenges yet. Check back soon.
              </p>
            </div>
          ) : (
            <ol className="mt-4 space-y-4">
              {path.items.map((item, index) => (
                <PathItemRow
                  key={item.id}
                  item={item}
                  number={index + 1}
                  enrolled={enrolled}
                  isNew={news.itemIds.has(item.id)}
                  marking={item.item_type === 'post' && markingPostId === item.item_id}
                  markDisabled={markItem.isPending}
                  onMarkRead={markRead}
                />
              ))}
            </ol>
          )}
        </section>
      </div>

      {celebration.open && (
        <CongratulationsDialog
          pathTitle={path.title}
          onClose={celebration.close}
          fallbackFocusRef={headingRef}
        />
      )}
    </>
  )
}
