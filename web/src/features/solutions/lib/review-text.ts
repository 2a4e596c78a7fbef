// Limits and messages of the feedback-request and review forms
// (docs/reviews.md): a question of 1 to 1,000 characters, a review of 1 to
// 5,000, both trimmed.
import type { ReviewRatings } from '@/lib/reviews-types'
import { charCount, groupThousands } from '@/lib/text-length'
import { MAX_QUESTION_CHARS, MAX_REVIEW_CHARS } from '@/lib/api/limits'

export { charCount, counterText, groupThousands } from '@/lib/text-length'

export { MAX_QUESTION_CHARS, MAX_REVIEW_CHARS }

/**
 * Why a text cannot be sent, or null: blank, or longer than `max`. `what`
 * names it in the message ("question", "review").
 */
export function lengthError(what: string, text: string, max: number): string | null {
  const count = charCount(text)
  if (count === 0) return `Write your ${what} first (1 to ${groupThousands(max)} characters).`
  if (count > max) {
    return `Your ${what} is ${groupThousands(count)} characters long: shorten it to ${groupThousands(max)} or fewer.`
  }
  return null
}

/** The three ratings, in the order the forms and reviews show them. */
export const RATING_FIELDS = [
  { key: 'accessibility', label: 'Accessibility' },
  { key: 'layout_fidelity', label: 'Layout fidelity' },
  { key: 'code_quality', label: 'Code quality' },
] as const satisfies readonly { key: keyof ReviewRatings; label: string }[]

export const NO_RATINGS: ReviewRatings = {
  accessibility: null,
  layout_fidelity: null,
  code_quality: null,
}

/** The ratings given (1 to 5), with their labels; a missing object or value counts as not given. */
export function givenRatings(ratings: Partial<ReviewRatings> | null | undefined) {
  return RATING_FIELDS.flatMap(({ key, label }) => {
    const value = ratings?.[key]
    return typeof value === 'number' && value >= 1 && value <= 5 ? [{ key, label, value }] : []
  })
}
