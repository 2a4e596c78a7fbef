import { describe, expect, it } from 'vitest'
import type { ProgressRecord } from '../types'
import {
  recordSlug,
  recordTitle,
  slugFromTitle,
  splitProgress,
  streakMessage,
} from './progress-records'
import { topAchievements } from './achievements'

const record = (overrides: Partial<ProgressRecord>): ProgressRecord => ({
  task_id: 1,
  slug: '',
  title: 'A',
  tags: [],
  difficulty: 'beginner',
  status: 'in_progress',
  github_repo_url: null,
  github_pages_url: null,
  image_url: null,
  solution_id: null,
  score: null,
  created_at: null,
  completion_date: null,
  updated_at: null,
  ...overrides,
})

describe('slugFromTitle', () => {
  it.each([
    ['Live Character Counter', 'live-character-counter'],
    ['Todo App (LocalStorage)!', 'todo-app-localstorage'],
    ["Ada's FAQ: Accordion, v2", 'adas-faq-accordion-v2'],
    ['  Spaced   out  ', 'spaced-out'],
    ['Pre-built — Cards', 'pre-built-cards'],
    ['Café Menu', 'cafe-menu'],
    ['React + TypeScript', 'react-typescript'],
  ])('%j → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })
})

describe('recordTitle and recordSlug', () => {
  it('takes the slug from the record when it has one', () => {
    expect(recordSlug(record({ slug: 'faq-accordion', title: 'Something Else' }))).toBe(
      'faq-accordion',
    )
  })

  it('derives the slug from the title otherwise', () => {
    expect(recordSlug(record({ slug: '', title: 'FAQ Accordion!' }))).toBe('faq-accordion')
    expect(recordSlug(record({ slug: '  ', title: 'Tip Splitter' }))).toBe('tip-splitter')
  })

  it('reads the title from the record, else names the challenge by its id', () => {
    expect(recordTitle(record({ title: ' Kanban Board ' }))).toBe('Kanban Board')
    expect(recordTitle(record({ task_id: 9, title: '' }))).toBe('Challenge 9')
    expect(recordSlug(record({ task_id: 9, title: '' }))).toBe('challenge-9')
  })
})

describe('splitProgress', () => {
  it('splits in-progress and completed records, newest first, leaving saved ones out', () => {
    const records = [
      record({ task_id: 1, status: 'in_progress', created_at: '2026-11-01T10:00:00Z' }),
      record({ task_id: 2, status: 'completed', completion_date: '2026-11-02T10:00:00Z' }),
      record({ task_id: 3, status: 'saved' }),
      record({ task_id: 4, status: 'in_progress', created_at: '2026-11-05T10:00:00Z' }),
      record({ task_id: 5, status: 'completed', completion_date: '2026-11-09T10:00:00Z' }),
    ]
    const { inProgress, completed } = splitProgress(records)
    expect(inProgress.map((r) => r.task_id)).toEqual([4, 1])
    expect(completed.map((r) => r.task_id)).toEqual([5, 2])
  })
})

describe('streakMessage', () => {
  it.each([
    [0, 'Start your learning streak today!'],
    [1, '1 day of continuous learning'],
    [2, '2 days of continuous learning'],
    [12, '12 days of continuous learning'],
  ])('%i days: %s', (days, message) => {
    expect(streakMessage(days)).toBe(message)
  })
})

describe('topAchievements', () => {
  it('keeps the 4 with the most progress', () => {
    const list = [10, 90, 40, 100, 0, 70].map((progress, i) => ({
      id: String(i),
      title: `A${i}`,
      description: '',
      icon: '⭐',
      progress,
      unlocked: false,
    }))
    expect(topAchievements(list).map((a) => a.progress)).toEqual([100, 90, 70, 40])
    expect(topAchievements([])).toEqual([])
  })
})
