import { describe, expect, it } from 'vitest'
import { makePath } from '../testing/paths'
import { learningPathJsonLd, learningPathsJsonLd } from './structured-data'

describe('learningPathsJsonLd', () => {
  it('lists up to 10 paths as Courses, numbered from 1', () => {
    const paths = Array.from({ length: 12 }, (_, i) => makePath(i + 1))
    const data = learningPathsJsonLd(paths)
    expect(data['@type']).toBe('ItemList')
    expect(data.itemListElement).toHaveLength(10)
    expect(data.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Course',
        name: 'Path 1',
        description: 'What path 1 teaches.',
        educationalLevel: 'beginner',
        timeRequired: 'PT10H',
        url: `${window.location.origin}/learning-paths/path-1`,
        provider: { '@type': 'Organization', name: 'Frontloop' },
      },
    })
  })

  it('rates only paths that learners rated, with their real figures', () => {
    const data = learningPathsJsonLd([
      makePath(1, { rating_average: 4.3, rating_count: 7 }),
      makePath(2, { enrollment_count: 40 }),
    ])
    expect(data.itemListElement[0].item.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      bestRating: 5,
      ratingCount: 7,
      ratingValue: 4.3,
      worstRating: 1,
    })
    expect(data.itemListElement[1].item).not.toHaveProperty('aggregateRating')
    const text = JSON.stringify(data)
    expect(text).not.toContain('4.8')
    expect(text).not.toContain('reviewCount')
  })
})

describe('learningPathJsonLd', () => {
  it('is one Course, rated only when rated', () => {
    expect(learningPathJsonLd(makePath(3))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Path 3',
    })
    expect(learningPathJsonLd(makePath(3))).not.toHaveProperty('aggregateRating')
    expect(
      learningPathJsonLd(makePath(3, { rating_average: 5, rating_count: 1 })).aggregateRating,
    ).toMatchObject({
      ratingValue: 5,
      ratingCount: 1,
    })
  })
})
