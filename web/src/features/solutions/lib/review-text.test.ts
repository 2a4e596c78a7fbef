import { describe, expect, it } from 'vitest'
import { charCount, counterText, givenRatings, lengthError } from './review-text'

describe('review text', () => {
  it('counts code points of the trimmed text', () => {
    expect(charCount('  hi  ')).toBe(2)
    expect(charCount('👍🏽 ok')).toBe(5)
  })

  it('shows the counter with thousands separators', () => {
    expect(counterText(12, 1000)).toBe('12/1,000')
    expect(counterText(5123, 5000)).toBe('5,123/5,000')
  })

  it('refuses blank and too long texts', () => {
    expect(lengthError('review', '   ', 5000)).toBe(
      'Write your review first (1 to 5,000 characters).',
    )
    expect(lengthError('question', 'x'.repeat(1001), 1000)).toBe(
      'Your question is 1,001 characters long: shorten it to 1,000 or fewer.',
    )
    expect(lengthError('question', ` ${'x'.repeat(1000)} `, 1000)).toBeNull()
  })

  it('lists only the ratings given', () => {
    expect(givenRatings({ accessibility: 4, layout_fidelity: null, code_quality: 5 })).toEqual([
      { key: 'accessibility', label: 'Accessibility', value: 4 },
      { key: 'code_quality', label: 'Code quality', value: 5 },
    ])
    expect(givenRatings(null)).toEqual([])
  })
})
