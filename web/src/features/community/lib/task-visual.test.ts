import { describe, expect, it } from 'vitest'
import { TASK_GRADIENTS, taskGradient, taskVisualSources } from './task-visual'

const ORIGIN = 'https://frontloop.test'

describe('taskGradient', () => {
  it('picks the palette entry at task id modulo its size, the same every time', () => {
    expect(TASK_GRADIENTS).toHaveLength(6)
    expect(taskGradient(0)).toBe(TASK_GRADIENTS[0])
    expect(taskGradient(7)).toBe(TASK_GRADIENTS[1])
    expect(taskGradient(12)).toBe(TASK_GRADIENTS[0])
    expect(taskGradient(7)).toBe(taskGradient(13))
    expect(taskGradient(-1)).toBe(TASK_GRADIENTS[5])
    expect(taskGradient(Number.NaN)).toBe(TASK_GRADIENTS[0])
  })
})

describe('taskVisualSources', () => {
  it('makes a relative picture absolute, then offers it from /uploads/tasks', () => {
    expect(taskVisualSources('/media/challenges/faq.svg', ORIGIN)).toEqual([
      `${ORIGIN}/media/challenges/faq.svg`,
      `${ORIGIN}/uploads/tasks/faq.svg`,
    ])
    expect(taskVisualSources('https://cdn.example.com/a/b.png?v=2', ORIGIN)).toEqual([
      'https://cdn.example.com/a/b.png?v=2',
      `${ORIGIN}/uploads/tasks/b.png`,
    ])
  })

  it('does not repeat an uploads picture, and has nothing without a usable one', () => {
    expect(taskVisualSources('/uploads/tasks/x.png', ORIGIN)).toEqual([
      `${ORIGIN}/uploads/tasks/x.png`,
    ])
    expect(taskVisualSources(null, ORIGIN)).toEqual([])
    expect(taskVisualSources('  ', ORIGIN)).toEqual([])
    expect(taskVisualSources('javascript:alert(1)', ORIGIN)).toEqual([])
  })
})
