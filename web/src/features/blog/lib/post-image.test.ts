import { describe, expect, it } from 'vitest'
import { postImageSources } from './post-image'

describe('postImageSources', () => {
  it('tries the image, then the file of the same name under /uploads/posts/', () => {
    expect(postImageSources('/media/blog/grid.svg')).toEqual([
      '/media/blog/grid.svg',
      '/uploads/posts/grid.svg',
    ])
    expect(postImageSources('https://cdn.example.com/a/b%20c.png?v=2')).toEqual([
      'https://cdn.example.com/a/b%20c.png?v=2',
      '/uploads/posts/b%20c.png',
    ])
  })

  it('does not retry the same address, and has nothing for a missing image', () => {
    expect(postImageSources('/uploads/posts/grid.svg')).toEqual(['/uploads/posts/grid.svg'])
    expect(postImageSources(null)).toEqual([])
    expect(postImageSources(' ')).toEqual([])
  })
})
