import { describe, expect, it } from 'vitest'
import { shareLinks } from './share-links'

describe('shareLinks', () => {
  it('builds the X, Facebook and LinkedIn share addresses with encoded values', () => {
    const links = shareLinks('https://frontloop.dev/blog/a-b', 'Grid & Flexbox?')
    expect(links.map((link) => [link.label, link.href])).toEqual([
      [
        'Share on X',
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Ffrontloop.dev%2Fblog%2Fa-b&text=Grid%20%26%20Flexbox%3F',
      ],
      [
        'Share on Facebook',
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffrontloop.dev%2Fblog%2Fa-b',
      ],
      [
        'Share on LinkedIn',
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ffrontloop.dev%2Fblog%2Fa-b',
      ],
    ])
  })
})
