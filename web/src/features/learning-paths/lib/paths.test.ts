import { describe, expect, it } from 'vitest'
import { enrolledAt, makeItem, makePath } from '../testing/paths'
import {
  countLabel,
  filterPaths,
  itemHref,
  pathActionLabel,
  pathHref,
  pathTotals,
  successRate,
} from './paths'

describe('pathTotals', () => {
  it('counts paths and sums enrollments, completions and hours', () => {
    const paths = [
      makePath(1, { enrollment_count: 12, completion_count: 3, estimated_hours: 14 }),
      makePath(2, { enrollment_count: 5, completion_count: 0, estimated_hours: 18 }),
      makePath(3, { enrollment_count: 0, completion_count: 0, estimated_hours: 26 }),
    ]
    expect(pathTotals(paths)).toEqual({ paths: 3, students: 17, completions: 3, hours: 58 })
    expect(pathTotals([])).toEqual({ paths: 0, students: 0, completions: 0, hours: 0 })
  })
})

describe('filterPaths', () => {
  const paths = [
    makePath(1, { difficulty_level: 'beginner' }),
    makePath(2, { difficulty_level: 'advanced' }),
    makePath(3, { difficulty_level: 'beginner' }),
  ]
  it('keeps every path for all, else those of the chosen difficulty', () => {
    expect(filterPaths(paths, 'all').map((p) => p.id)).toEqual([1, 2, 3])
    expect(filterPaths(paths, 'beginner').map((p) => p.id)).toEqual([1, 3])
    expect(filterPaths(paths, 'intermediate')).toEqual([])
  })
})

describe('pathActionLabel', () => {
  it.each([
    ['not enrolled', {}, 'Start Learning'],
    ['enrolled at 0%', enrolledAt(0), 'Start Learning'],
    ['enrolled at 40%', enrolledAt(40), 'Continue Learning'],
    ['completed', enrolledAt(100), 'Completed'],
  ])('%s reads %s', (_name, standing, label) => {
    expect(pathActionLabel(makePath(1, standing))).toBe(label)
  })
})

describe('links', () => {
  it('goes to a path by slug, or id without one', () => {
    expect(pathHref(makePath(7, { slug: 'react' }))).toBe('/learning-paths/react')
    expect(pathHref(makePath(7, { slug: '' }))).toBe('/learning-paths/7')
  })

  it('sends posts to the blog and tasks to the challenges, by slug or id', () => {
    expect(itemHref(makeItem(1, { item_type: 'post', item_slug: 'grid', item_id: 5 }))).toBe(
      '/blog/grid',
    )
    expect(itemHref(makeItem(2, { item_type: 'post', item_slug: '', item_id: 5 }))).toBe('/blog/5')
    expect(itemHref(makeItem(3, { item_type: 'task', item_slug: 'card', item_id: 8 }))).toBe(
      '/challenges/card',
    )
    expect(itemHref(makeItem(4, { item_type: 'task', item_slug: '', item_id: 8 }))).toBe(
      '/challenges/8',
    )
  })
})

describe('figures', () => {
  it('rounds the success rate and gives 0 with nobody enrolled', () => {
    expect(successRate(1, 3)).toBe(33)
    expect(successRate(2, 3)).toBe(67)
    expect(successRate(0, 0)).toBe(0)
  })

  it('pluralises counts', () => {
    expect(countLabel(1, 'hour')).toBe('1 hour')
    expect(countLabel(14, 'hour')).toBe('14 hours')
    expect(countLabel(1200, 'student')).toBe('1,200 students')
  })
})
