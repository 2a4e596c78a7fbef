import { useState } from 'react'
import { StarIcon } from './star-icon'

const STARS = [1, 2, 3, 4, 5] as const

interface PathRatingProps {
  /** The viewer's current rating, if any. */
  value?: number | null
  onRate: (rating: number) => void
}

/**
 * The enrolled learner's 1-5 rating: a radio group of stars, so arrow keys
 * move through them and the choice is announced ("3 stars, 3 of 5").
 */
export function PathRating({ value, onRate }: PathRatingProps) {
  // The last choice shows at once, whatever the server is still saving.
  const [chosen, setChosen] = useState<number | null>(null)
  const current = chosen ?? value ?? null

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Rate this path</legend>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name="path-rating"
              value={star}
              checked={current === star}
              onChange={() => {
                setChosen(star)
                onRate(star)
              }}
              className="peer sr-only"
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <span className="block rounded-md p-1 transition-transform hover:scale-110 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:scale-100">
              <StarIcon filled={current !== null && star <= current} className="size-7" />
            </span>
          </label>
        ))}
        {current !== null && (
          <span className="ml-2 text-sm text-slate-600">Your rating: {current} of 5</span>
        )}
      </div>
    </fieldset>
  )
}
