import { useState } from 'react'
import { Link } from 'react-router'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { formatDate } from '@/lib/format'
import {
  absoluteTaskImageUrl,
  DEFAULT_TASK_IMAGE,
  TASK_IMAGE_HEIGHT,
  TASK_IMAGE_WIDTH,
} from '@/lib/task-image'
import { httpUrl } from '../lib/portfolio-text'
import type { PortfolioSolutionBody } from '../types'

const EXTERNAL =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** The picture's sources, first choice first: the screenshot, the challenge's image, a placeholder. */
function solutionImageSources(solution: PortfolioSolutionBody): string[] {
  const sources = [solution.screenshot_url, solution.task_image_url]
    .map((url) => absoluteTaskImageUrl(url))
    .filter((url): url is string => url !== null)
  return [...new Set([...sources, DEFAULT_TASK_IMAGE])]
}

/** Decorative (the title names the challenge); a picture that fails gives way to the next. */
function SolutionImage({ solution }: { solution: PortfolioSolutionBody }) {
  const sources = solutionImageSources(solution)
  const [failures, setFailures] = useState(0)
  const index = Math.min(failures, sources.length - 1)
  return (
    <img
      src={sources[index]}
      alt=""
      width={TASK_IMAGE_WIDTH}
      height={TASK_IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (index < sources.length - 1) setFailures(index + 1)
      }}
      className="aspect-[1200/630] w-full border-b border-slate-100 bg-slate-100 object-cover object-top"
    />
  )
}

/**
 * A completed challenge: its picture, title (to the solution page), score,
 * and the learner's live site and repository. The links are the learner's
 * own: `ugc nofollow`, in a new tab, never given this page as opener.
 */
export function SolutionCard({ solution }: { solution: PortfolioSolutionBody }) {
  const live = httpUrl(solution.live_url)
  const repository = httpUrl(solution.repository_url)
  const completed = formatDate(solution.completed_at)
  const title = solution.task_title
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <SolutionImage solution={solution} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={solution.difficulty} />
          {solution.score != null && (
            <span className="inline-flex items-center rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-600/20 ring-inset">
              Score {solution.score}
            </span>
          )}
        </div>
        <h3 className="font-semibold text-slate-900">
          <Link
            to={`/solutions/${solution.id}`}
            className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {title}
          </Link>
        </h3>
        {completed && (
          <p className="text-sm text-slate-600">
            Completed <time dateTime={solution.completed_at}>{completed}</time>
          </p>
        )}
        {(live || repository) && (
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1">
            {live && (
              <a
                href={live}
                target="_blank"
                rel="noopener noreferrer ugc nofollow"
                aria-label={`Live site of ${title} (opens in a new tab)`}
                className={EXTERNAL}
              >
                Live site
              </a>
            )}
            {repository && (
              <a
                href={repository}
                target="_blank"
                rel="noopener noreferrer ugc nofollow"
                aria-label={`Repository of ${title} (opens in a new tab)`}
                className={EXTERNAL}
              >
                Repository
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  )
}
