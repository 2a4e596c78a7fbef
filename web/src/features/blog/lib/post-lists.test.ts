import { describe, expect, it } from 'vitest'
import { makePost } from '../testing/posts'
import { filterPostsByCategory, popularPosts, postCategories, relatedPosts } from './post-lists'

const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug)

describe('postCategories', () => {
  it('lists every category once, in order of first appearance', () => {
    const posts = [
      makePost(3, { categories: ['CSS', 'Layout'] }),
      makePost(2, { categories: ['JavaScript', 'css'] }),
      makePost(1, { categories: ['Career', 'Layout', ''] }),
    ]
    expect(postCategories(posts)).toEqual(['CSS', 'Layout', 'JavaScript', 'Career'])
  })
})

describe('filterPostsByCategory', () => {
  const posts = [
    makePost(2, { categories: ['CSS'] }),
    makePost(1, { categories: ['HTML', 'Accessibility'] }),
  ]

  it('keeps every post for All (null) and matches a category case-insensitively', () => {
    expect(slugs(filterPostsByCategory(posts, null))).toEqual(['post-2', 'post-1'])
    expect(slugs(filterPostsByCategory(posts, 'accessibility'))).toEqual(['post-1'])
    expect(filterPostsByCategory(posts, 'Nope')).toEqual([])
  })
})

describe('popularPosts', () => {
  it('is the 5 newest posts other than the current one', () => {
    // Out of order on purpose: newest is post-8.
    const posts = [3, 8, 1, 6, 2, 7, 5, 4].map((id) => makePost(id))
    expect(slugs(popularPosts(posts, makePost(7)))).toEqual([
      'post-8',
      'post-6',
      'post-5',
      'post-4',
      'post-3',
    ])
    expect(slugs(popularPosts([makePost(1)], makePost(1)))).toEqual([])
  })
})

describe('relatedPosts', () => {
  it('is at most 3 other posts sharing a category, newest first', () => {
    const current = makePost(10, { categories: ['CSS', 'Layout'] })
    const posts = [
      current,
      makePost(9, { categories: ['JavaScript'] }),
      makePost(4, { categories: ['layout'] }),
      makePost(8, { categories: ['CSS'] }),
      makePost(2, { categories: ['CSS', 'HTML'] }),
      makePost(6, { categories: ['Career', 'Layout'] }),
    ]
    expect(slugs(relatedPosts(posts, current))).toEqual(['post-8', 'post-6', 'post-4'])
  })

  it('is empty when no other post shares a category', () => {
    const current = makePost(3, { categories: ['Career'] })
    expect(relatedPosts([current, makePost(2, { categories: ['CSS'] })], current)).toEqual([])
  })
})
