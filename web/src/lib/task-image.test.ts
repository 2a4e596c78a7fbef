import { describe, expect, it } from 'vitest'
import {
  absoluteTaskImageUrl,
  categoryImagePath,
  DEFAULT_TASK_IMAGE,
  taskImageSources,
} from './task-image'

const origin = 'https://frontloop.example'

describe('categoryImagePath', () => {
  it.each([
    ['HTML', '/images/categories/html.svg'],
    ['JavaScript', '/images/categories/javascript.svg'],
    ['Responsive Design', '/images/categories/responsive-design.svg'],
    ['Web  APIs ', '/images/categories/web-apis.svg'],
  ])('names the picture of %j', (tag, path) => {
    expect(categoryImagePath(tag)).toBe(path)
  })
})

describe('absoluteTaskImageUrl', () => {
  it('prefixes relative paths with the origin', () => {
    expect(absoluteTaskImageUrl('/media/challenges/a.svg', origin)).toBe(
      `${origin}/media/challenges/a.svg`,
    )
    expect(absoluteTaskImageUrl('media/a.png', origin)).toBe(`${origin}/media/a.png`)
  })

  it('keeps absolute http(s) URLs and completes protocol-relative ones', () => {
    expect(absoluteTaskImageUrl('https://cdn.example.com/a.png', origin)).toBe(
      'https://cdn.example.com/a.png',
    )
    expect(absoluteTaskImageUrl('HTTP://cdn.example.com/a.png', origin)).toBe(
      'HTTP://cdn.example.com/a.png',
    )
    expect(absoluteTaskImageUrl('//cdn.example.com/a.png', origin)).toBe(
      'https://cdn.example.com/a.png',
    )
  })

  it('defaults to the page origin', () => {
    expect(absoluteTaskImageUrl('/x.svg')).toBe(`${window.location.origin}/x.svg`)
  })

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:image/png;base64,AAAA'])(
    'has no image for %j',
    (value) => {
      expect(absoluteTaskImageUrl(value, origin)).toBeNull()
    },
  )
})

describe('taskImageSources', () => {
  it('own image, then the first tag’s category, then the default', () => {
    expect(taskImageSources('/media/a.svg', ['Responsive Design', 'CSS'], origin)).toEqual([
      `${origin}/media/a.svg`,
      '/images/categories/responsive-design.svg',
      DEFAULT_TASK_IMAGE,
    ])
  })

  it('starts at the category when there is no image', () => {
    expect(taskImageSources(null, ['DOM'], origin)).toEqual([
      '/images/categories/dom.svg',
      DEFAULT_TASK_IMAGE,
    ])
  })

  it('is only the default with neither image nor tags', () => {
    expect(taskImageSources(null, [], origin)).toEqual([DEFAULT_TASK_IMAGE])
    expect(taskImageSources('', null, origin)).toEqual([DEFAULT_TASK_IMAGE])
    expect(taskImageSources(undefined, ['  '], origin)).toEqual([DEFAULT_TASK_IMAGE])
  })

  it('never repeats a source', () => {
    expect(taskImageSources(DEFAULT_TASK_IMAGE.slice(1), [], '')).toEqual([
      '/images/categories/default.svg',
    ])
  })
})
