import { describe, expect, it } from 'vitest'
import type { Task } from '../types'
import { DEFAULT_FILTERS, filterTasks, type ChallengeFilters } from './filter-tasks'

const task = (
  slug: string,
  // A string, not the API's union: the list must also survive a level the
  // server adds later ('expert' below).
  difficulty: string,
  tags: string[],
  title = slug,
  description = '',
) => ({
  slug,
  title,
  description,
  difficulty: difficulty as Task['difficulty'],
  tags,
})

const tasks = [
  task('grid-gallery', 'beginner', ['CSS', 'Responsive Design'], 'Grid Gallery', 'Lay out photos.'),
  task(
    'todo-app',
    'intermediate',
    ['JavaScript', 'Web APIs', 'DOM'],
    'Todo App',
    'Store items in localStorage.',
  ),
  task(
    'signup-form',
    'beginner',
    ['html', 'Accessibility'],
    'Signup Form',
    'Build a form with CSS grid.',
  ),
  task('virtual-list', 'advanced', ['JavaScript', 'React'], 'Virtual List', 'Render 10,000 rows.'),
  task('mystery', 'expert', ['Web APIs'], 'Mystery', 'An unknown level.'),
  task('no-tags', 'intermediate', [], 'No Tags', ''),
]

const run = (filters: Partial<ChallengeFilters>) =>
  filterTasks(tasks, { ...DEFAULT_FILTERS, ...filters }).map((t) => t.slug)

describe('filterTasks', () => {
  it('keeps everything, in order, with the defaults', () => {
    expect(run({})).toEqual(tasks.map((t) => t.slug))
  })

  describe('difficulty', () => {
    it('must equal the chosen value', () => {
      expect(run({ difficulty: 'beginner' })).toEqual(['grid-gallery', 'signup-form'])
      expect(run({ difficulty: 'intermediate' })).toEqual(['todo-app', 'no-tags'])
    })

    it('counts an unknown value as advanced', () => {
      expect(run({ difficulty: 'advanced' })).toEqual(['virtual-list', 'mystery'])
    })
  })

  describe('category', () => {
    it('matches when any tag equals it', () => {
      expect(run({ category: 'Web APIs' })).toEqual(['todo-app', 'mystery'])
      expect(run({ category: 'DOM' })).toEqual(['todo-app'])
      expect(run({ category: 'Responsive Design' })).toEqual(['grid-gallery'])
    })

    it('compares case-insensitively', () => {
      expect(run({ category: 'HTML' })).toEqual(['signup-form'])
    })

    it('needs the whole tag, not part of it', () => {
      // "JavaScript" contains no tag equal to "CSS"; "Responsive Design" is not "Design".
      expect(run({ category: 'CSS' })).toEqual(['grid-gallery'])
    })

    it('never matches a task without tags', () => {
      expect(run({ category: 'JavaScript' })).toEqual(['todo-app', 'virtual-list'])
    })
  })

  describe('search query', () => {
    it('matches the title case-insensitively', () => {
      expect(run({ query: 'GALLERY' })).toEqual(['grid-gallery'])
    })

    it('matches the description', () => {
      expect(run({ query: 'localstorage' })).toEqual(['todo-app'])
    })

    it('matches any tag, as a substring', () => {
      expect(run({ query: 'reac' })).toEqual(['virtual-list'])
      expect(run({ query: 'access' })).toEqual(['signup-form'])
    })

    it('matches title, description and tags together', () => {
      // "grid": a title, and another task's description.
      expect(run({ query: 'grid' })).toEqual(['grid-gallery', 'signup-form'])
    })

    it('ignores surrounding blanks and treats a blank query as none', () => {
      expect(run({ query: '  todo ' })).toEqual(['todo-app'])
      expect(run({ query: '   ' })).toEqual(tasks.map((t) => t.slug))
    })

    it('finds nothing when nothing matches', () => {
      expect(run({ query: 'svelte' })).toEqual([])
    })
  })

  it('combines all three rules', () => {
    expect(run({ difficulty: 'beginner', category: 'CSS', query: 'photos' })).toEqual([
      'grid-gallery',
    ])
    expect(run({ difficulty: 'beginner', category: 'CSS', query: 'form' })).toEqual([])
    expect(run({ difficulty: 'advanced', category: 'Web APIs' })).toEqual(['mystery'])
  })

  it('does not modify the list it is given', () => {
    const copy = [...tasks]
    run({ difficulty: 'beginner' })
    expect(tasks).toEqual(copy)
  })
})
