import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { makePost } from '../testing/posts'
import {
  actionErrorMessage,
  formErrorDetail,
  hasCode,
  postDescription,
  postPageTitle,
} from './post-text'
import { shareableTasks } from './shareable-tasks'

describe('post texts', () => {
  it('titles a post after its task and author', () => {
    expect(postPageTitle(makePost())).toBe('FAQ Accordion — shared by Grace Hopper')
  })

  it('describes a post by its first 160 characters, on one line', () => {
    expect(postDescription('  Hello\n\nworld  ')).toBe('Hello world')
    expect(postDescription('é'.repeat(200))).toHaveLength(160)
  })

  it('shows code only when it is not blank', () => {
    expect(hasCode('x')).toBe(true)
    expect(hasCode(' \n')).toBe(false)
    expect(hasCode(null)).toBe(false)
  })

  it("uses the server's words for a rate limit and a refused form only", () => {
    const limited = new ApiError(
      429,
      'rate_limited',
      'Too many posts from you. Please wait 5 seconds and try again.',
      null,
    )
    const invalid = new ApiError(422, 'invalid', 'content must not be blank', null)
    const broken = new ApiError(500, 'internal', 'boom', null)
    expect(actionErrorMessage(limited, 'Failed to like post')).toBe(limited.message)
    expect(actionErrorMessage(broken, 'Failed to like post')).toBe('Failed to like post')
    expect(formErrorDetail(invalid)).toBe('content must not be blank')
    expect(formErrorDetail(limited)).toBe(limited.message)
    expect(formErrorDetail(broken)).toBeNull()
    expect(formErrorDetail(new Error('offline'))).toBeNull()
  })
})

describe('shareableTasks', () => {
  it('keeps started and completed records, labelled, in title order, named by slug without a title', () => {
    expect(
      shareableTasks([
        { task_id: 1, slug: 'zebra-grid', title: 'Zebra Grid', status: 'completed' },
        { task_id: 2, slug: 'saved-one', title: 'Saved One', status: 'saved' },
        { task_id: 3, slug: 'accordion', title: ' ', status: 'in_progress' },
      ]).map((task) => [task.id, task.label]),
    ).toEqual([
      [3, 'accordion (In Progress)'],
      [1, 'Zebra Grid (Completed)'],
    ])
  })
})
