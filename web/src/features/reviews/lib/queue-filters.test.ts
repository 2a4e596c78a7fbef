import { describe, expect, it } from 'vitest'
import {
  queueFiltersFromSearchParams,
  queueRequestParams,
  reviewsCountText,
  withQueueFilters,
} from './queue-filters'

describe('queue filters', () => {
  it('reads known values in any case and defaults the rest', () => {
    expect(
      queueFiltersFromSearchParams(new URLSearchParams('difficulty=ADVANCED&category=web+apis')),
    ).toEqual({ difficulty: 'advanced', category: 'Web APIs' })
    expect(
      queueFiltersFromSearchParams(new URLSearchParams('difficulty=expert&category=React')),
    ).toEqual({ difficulty: 'all', category: 'all' })
  })

  it('writes changes, drops defaults and keeps other parameters', () => {
    const params = new URLSearchParams('difficulty=beginner&x=1')
    expect(withQueueFilters(params, { category: 'Responsive Design' }).toString()).toBe(
      'difficulty=beginner&x=1&category=Responsive+Design',
    )
    expect(withQueueFilters(params, { difficulty: 'all' }).toString()).toBe('x=1')
  })

  it('asks the server only for the filters set', () => {
    expect(queueRequestParams({ difficulty: 'all', category: 'all' }, null).toString()).toBe('')
    expect(queueRequestParams({ difficulty: 'beginner', category: 'DOM' }, 'abc').toString()).toBe(
      'difficulty=beginner&category=DOM&cursor=abc',
    )
  })

  it('counts reviews in words', () => {
    expect(reviewsCountText(0)).toBe('0 reviews')
    expect(reviewsCountText(1)).toBe('1 review')
    expect(reviewsCountText(12)).toBe('12 reviews')
  })
})
