import { countLabel, formatRating } from '../lib/paths'
import { StarIcon } from './star-icon'

interface RatingSummaryProps {
  average?: number | null
  count: number
  className?: string
}

/**
 * Learners' average rating with stars and how many rated. Nothing before the
 * first rating: a path is never shown with a rating nobody gave.
 */
export function RatingSummary({ average, count, className = '' }: RatingSummaryProps) {
  if (count <= 0 || average == null) return null
  const value = formatRating(average)
  const filled = Math.round(average)
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 ${className}`}
    >
      <span role="img" aria-label={`Rated ${value} out of 5`} className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= filled} className="size-4" />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {value}
      </span>
      <span className="text-slate-600">({countLabel(count, 'rating')})</span>
    </p>
  )
}
