import { useId } from 'react'

interface LikeButtonProps {
  /** What is liked, for the accessible name: "Like post" / "Unlike comment". */
  subject: 'post' | 'comment'
  liked: boolean
  count: number
  pending?: boolean
  onToggle: () => void
  size?: 'sm' | 'md'
  className?: string
}

/** A like toggle with its count; filled and indigo while the viewer likes it. */
export function LikeButton({
  subject,
  liked,
  count,
  pending = false,
  onToggle,
  size = 'md',
  className = '',
}: LikeButtonProps) {
  const countId = useId()
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} ${subject}`}
      aria-describedby={countId}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle()
      }}
      className={`relative z-10 inline-flex items-center gap-1.5 rounded-full border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-9 px-3 text-sm'
      } ${
        liked
          ? 'border-indigo-200 bg-indigo-50 text-indigo-700 hover:bg-indigo-100'
          : 'border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-900'
      } ${pending ? 'cursor-progress' : ''} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={size === 'sm' ? 14 : 16}
        height={size === 'sm' ? 14 : 16}
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z" />
      </svg>
      <span aria-hidden="true">{count}</span>
      <span id={countId} className="sr-only">
        {`${count} ${count === 1 ? 'like' : 'likes'}`}
      </span>
    </button>
  )
}

/** The number of comments, with an icon; read as "3 comments". */
export function CommentCount({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-slate-600 ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10Z" />
      </svg>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`${count} ${count === 1 ? 'comment' : 'comments'}`}</span>
    </span>
  )
}
