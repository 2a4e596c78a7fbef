import { describe, expect, it } from 'vitest'
import { makePost } from '../testing/posts'
import { postDescription, postExcerpt, postPageTitle, postReadTime, stripHtml } from './post-text'

describe('stripHtml', () => {
  it('keeps the text, separates blocks and collapses whitespace', () => {
    expect(
      stripHtml(
        '<h2 id="a">Hello</h2>\n<p>Some <em>bold</em> words, <code>x</code>.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Hello Some bold words, x . One Two')
    expect(stripHtml('re<em>use</em><br>next')).toBe('reuse next')
  })

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(stripHtml('<p>&lt;div&gt; &amp; &quot;x&quot; &#39;y&#x27;&nbsp;z</p>')).toBe(
      '<div> & "x" \'y\' z',
    )
    expect(stripHtml('<p>a &unknown; b</p>')).toBe('a &unknown; b')
  })
})

describe('postExcerpt', () => {
  it('is the excerpt when there is one', () => {
    expect(postExcerpt(makePost(1, { excerpt: 'Short and sweet.' }))).toBe('Short and sweet.')
  })

  it('falls back to the first 150 characters of the stripped content', () => {
    const words = 'word '.repeat(60) // 300 characters
    const post = makePost(1, { excerpt: null, content: `<p><strong>${words}</strong></p>` })
    const excerpt = postExcerpt(post)
    expect(excerpt).toBe(`${'word '.repeat(30).trimEnd()}…`)
    expect(excerpt.length).toBeLessThanOrEqual(151)
    expect(excerpt).not.toContain('<')
  })

  it('treats a blank excerpt as missing and adds no ellipsis to short text', () => {
    expect(postExcerpt(makePost(1, { excerpt: '  ', content: '<p>Only <b>this</b>.</p>' }))).toBe(
      'Only this .',
    )
    const exact = 'x'.repeat(150)
    expect(postExcerpt(makePost(1, { excerpt: null, content: `<p>${exact}</p>` }))).toBe(exact)
  })
})

describe('postPageTitle', () => {
  it('is the meta title when set', () => {
    expect(postPageTitle(makePost(1, { title: 'Grid', meta_title: 'CSS Grid, explained' }))).toBe(
      'CSS Grid, explained',
    )
  })

  it("is otherwise the title plus ' - Frontloop Blog'", () => {
    expect(postPageTitle(makePost(1, { title: 'Grid', meta_title: null }))).toBe(
      'Grid - Frontloop Blog',
    )
    expect(postPageTitle(makePost(1, { title: 'Grid', meta_title: ' ' }))).toBe(
      'Grid - Frontloop Blog',
    )
  })
})

describe('postDescription', () => {
  it('prefers the meta description, then the excerpt', () => {
    expect(postDescription(makePost(1, { meta_description: 'Meta.', excerpt: 'Excerpt.' }))).toBe(
      'Meta.',
    )
    expect(postDescription(makePost(1, { meta_description: null, excerpt: 'Excerpt.' }))).toBe(
      'Excerpt.',
    )
    expect(postDescription(makePost(1, { meta_description: '', excerpt: 'Excerpt.' }))).toBe(
      'Excerpt.',
    )
  })

  it('else is the first 160 characters of the text, without an ellipsis', () => {
    const text = 'abcdefghij'.repeat(20)
    const post = makePost(1, { meta_description: null, excerpt: null, content: `<h2>${text}</h2>` })
    expect(postDescription(post)).toBe(text.slice(0, 160))
  })

  it('counts characters, not UTF-16 units', () => {
    const post = makePost(1, {
      meta_description: null,
      excerpt: null,
      content: `<p>${'😀'.repeat(200)}</p>`,
    })
    expect(Array.from(postDescription(post))).toHaveLength(160)
  })
})

describe('postReadTime', () => {
  it("defaults to '5 min read'", () => {
    expect(postReadTime(makePost(1, { read_time: '7 min read' }))).toBe('7 min read')
    expect(postReadTime(makePost(1, { read_time: '' }))).toBe('5 min read')
    expect(postReadTime(makePost(1, { read_time: '  ' }))).toBe('5 min read')
  })
})
