import { Link } from 'react-router'
import { TaskImage } from '@/components/task-image'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { TagList } from '@/components/ui/tag-chip'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import type { ReviewQueueEntry } from '@/lib/reviews-types'
import { reviewsCountText } from '../lib/queue-filters'

const REVIEW_LINK =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg bg-indigo-600 px-3 text-sm font-semibold text-white transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/**
 * An open feedback request: the challenge, its author, the question, how
 * many reviews it has, whether the viewer solved the same challenge, and
 * the way to the solution's reviews.
 */
export function QueueCard({ entry, eager = false }: { entry: ReviewQueueEntry; eager?: boolean }) {
  const author = entry.author.name || entry.author.login
  const askedOn = formatDate(entry.created_at)
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row">
      {/* Decorative: the title names the challenge. */}
      <TaskImage
        imageUrl={entry.task.image_url}
        tags={entry.task.tags}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[1200/630] w-full shrink-0 rounded-xl border border-slate-100 bg-slate-100 object-cover sm:w-48 lg:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={entry.task.difficulty} />
          <TagList tags={entry.task.tags} />
        </div>
        <h2 className="text-lg leading-snug font-semibold text-slate-900">{entry.task.title}</h2>
        <div className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
          <UserAvatar user={entry.author} />
          <p className="min-w-0 truncate">
            <span className="font-medium text-slate-800">{author}</span>
            {askedOn && (
              <>
                {' · '}asked <time dateTime={entry.created_at}>{askedOn}</time>
              </>
            )}
          </p>
        </div>
        <blockquote className="line-clamp-4 border-l-4 border-indigo-200 pl-3 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
          {entry.question}
        </blockquote>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
          <span className="text-sm text-slate-600">{reviewsCountText(entry.reviews_count)}</span>
          {entry.solved_by_viewer && (
            <span className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
              You solved this too
            </span>
          )}
          <Link to={`/solutions/${entry.solution_id}#reviews`} className={`${REVIEW_LINK} ml-auto`}>
            Review this solution
            <span className="sr-only">
              : {entry.task.title} by {author}
            </span>
          </Link>
        </div>
      </div>
    </article>
  )
}
