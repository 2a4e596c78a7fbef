import { describe, expect, it } from 'vitest'
import { filtersFromSearchParams, withFilters } from './url-filters'

const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search))

describe('filtersFromSearchParams', () => {
  it('reads difficulty, category and q', () => {
    expect(read('?difficulty=beginner&category=CSS&q=grid')).toEqual({
      difficulty: 'beginner',
      category: 'CSS',
      query: 'grid',
    })
    expect(read('?category=Responsive+Design')).toMatchObject({ category: 'Responsive Design' })
    expect(read('?category=Web%20APIs')).toMatchObject({ category: 'Web APIs' })
  })

  it('accepts any case and normalises it', () => {
    expect(read('?difficulty=Advanced&category=javascript')).toMatchObject({
      difficulty: 'advanced',
      category: 'JavaScript',
    })
  })

  it('reads missing or unknown values as the defaults', () => {
    expect(read('')).toEqual({ difficulty: 'all', category: 'all', query: '' })
    expect(read('?difficulty=expert&category=Rust')).toEqual({
      difficulty: 'all',
      category: 'all',
      query: '',
    })
  })
})

describe('withFilters', () => {
  it('writes chosen values and leaves defaults out', () => {
    const params = withFilters(new URLSearchParams(), {
      difficulty: 'beginner',
      category: 'CSS',
      query: 'grid',
    })
    expect(params.toString()).toBe('difficulty=beginner&category=CSS&q=grid')
    expect(withFilters(params, { difficulty: 'all', query: '  ' }).toString()).toBe('category=CSS')
  })

  it('keeps other parameters and changes only what is given', () => {
    const params = withFilters(new URLSearchParams('utm_source=x&q=old'), { category: 'Web APIs' })
    expect(params.toString()).toBe('utm_source=x&q=old&category=Web+APIs')
  })
})
