import { describe, expect, it } from 'vitest'
import { makePost } from '../testing/posts'
import { blogJsonLd, blogPostJsonLd } from './structured-data'

const origin = window.location.origin

describe('blogJsonLd', () => {
  it('covers the first 10 posts', () => {
    const posts = Array.from({ length: 13 }, (_, i) => makePost(13 - i))
    const data = blogJsonLd(posts)
    expect(data.blogPost).toHaveLength(10)
    expect(data.blogPost[0].headline).toBe('Post 13')
    expect(data.blogPost[9].headline).toBe('Post 4')
  })

  it('serializes exactly as the server pre-renders it', () => {
    const post = makePost(1, { title: 'Grid', slug: 'grid', created_at: '2026-01-20T09:00:00Z' })
    const noImage = makePost(2, {
      title: 'Flex',
      slug: 'flex',
      featured_image: null,
      created_at: '2026-01-06T09:00:00Z',
    })
    expect(JSON.stringify(blogJsonLd([post, noImage]))).toBe(
      `{"@context":"https://schema.org","@type":"Blog","blogPost":[` +
        `{"@type":"BlogPosting","datePublished":"2026-01-20T09:00:00Z","headline":"Grid","image":"${origin}/media/blog/grid.svg","url":"${origin}/blog/grid"},` +
        `{"@type":"BlogPosting","datePublished":"2026-01-06T09:00:00Z","headline":"Flex","image":null,"url":"${origin}/blog/flex"}],` +
        `"name":"Frontloop Blog","url":"${origin}/blog"}`,
    )
  })
})

describe('blogPostJsonLd', () => {
  it('is a BlogPosting by Frontloop, keys in the server order', () => {
    const post = makePost(1, {
      slug: 'grid',
      title: 'Grid',
      categories: ['CSS', 'Layout'],
      created_at: '2026-01-20T09:00:00Z',
      updated_at: '2026-11-22T03:30:45Z',
    })
    expect(JSON.stringify(blogPostJsonLd(post, 'About grids.'))).toBe(
      `{"@context":"https://schema.org","@type":"BlogPosting","author":{"@type":"Organization","name":"Frontloop"},` +
        `"dateModified":"2026-11-22T03:30:45Z","datePublished":"2026-01-20T09:00:00Z","description":"About grids.",` +
        `"headline":"Grid","image":"${origin}/media/blog/grid.svg","keywords":"CSS, Layout","mainEntityOfPage":"${origin}/blog/grid",` +
        `"publisher":{"@type":"Organization","logo":{"@type":"ImageObject","url":"${origin}/favicon.svg"},"name":"Frontloop"},` +
        `"url":"${origin}/blog/grid"}`,
    )
  })

  it('uses the default sharing image when the post has none', () => {
    expect(blogPostJsonLd(makePost(1, { featured_image: null }), 'd').image).toBe(
      `${origin}/social/site/frontloop.png`,
    )
  })
})
