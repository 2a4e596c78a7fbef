import { Link } from 'react-router'
import { formatDate } from '@/lib/format'
import { plural } from '../lib/portfolio-text'
import type { PortfolioPostBody, PortfolioReviewBody } from '../types'
import { EmptyState, PortfolioSection } from './portfolio-section'

const TITLE_LINK =
  'rounded font-semibold text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

function Written({ value }: { value: string }) {
  const date = formatDate(value)
  return date ? <time dateTime={value}>{date}</time> : null
}

/** The learner's newest community posts. */
export function RecentPosts({ posts }: { posts: readonly PortfolioPostBody[] }) {
  return (
    <PortfolioSection title="Community posts">
      {posts.length === 0 ? (
        <EmptyState>No community posts yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {posts.map((post) => (
            <li key={post.id} className="py-3 first:pt-0 last:pb-0">
              <Link to={`/community/posts/${post.id}`} className={TITLE_LINK}>
                {post.task_title}
              </Link>
              {post.excerpt && (
                <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700">
                  {post.excerpt}
                </p>
              )}
              <p className="mt-1 text-sm text-slate-600">
                {plural(post.likes_count, 'like', 'likes')} ·{' '}
                {plural(post.comments_count, 'comment', 'comments')}
                {formatDate(post.created_at) && (
                  <>
                    {' '}
                    · <Written value={post.created_at} />
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PortfolioSection>
  )
}

/** The newest reviews the learner gave to others' solutions. */
export function ReviewsGiven({ reviews }: { reviews: readonly PortfolioReviewBody[] }) {
  return (
    <PortfolioSection title="Reviews given">
      {reviews.length === 0 ? (
        <EmptyState>No reviews given yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {reviews.map((review) => (
            <li key={review.id} className="py-3 first:pt-0 last:pb-0">
              <Link to={`/solutions/${review.solution_id}`} className={TITLE_LINK}>
                Review of @{review.author_login}&apos;s {review.task_title}
              </Link>
              {review.excerpt && (
                <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700">
                  {review.excerpt}
                </p>
              )}
              {formatDate(review.created_at) && (
                <p className="mt-1 text-sm text-slate-600">
                  <Written value={review.created_at} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </PortfolioSection>
  )
}
