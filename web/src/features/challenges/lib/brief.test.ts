import { describe, expect, it } from 'vitest'
import {
  briefPreview,
  briefSections,
  briefSummary,
  minHeadingLevel,
  splitBrief,
  stripInlineMarkdown,
} from './brief'

const brief = `# Live Character Counter

Social apps limit how much you can type. In this challenge you build a **post composer** with a [280-character](https://example.com) limit.

## Goal
Build a composer.`

describe('splitBrief', () => {
  it('separates the first heading from the rest', () => {
    expect(splitBrief(brief)).toEqual({
      heading: { level: 1, text: 'Live Character Counter' },
      rest: expect.stringMatching(/^Social apps.*\n\n## Goal\nBuild a composer\.$/s),
    })
  })

  it('finds a first heading of any level after other text, and drops closing hashes', () => {
    expect(splitBrief('Intro line\n\n## Setup ##\nSteps')).toEqual({
      heading: { level: 2, text: 'Setup' },
      rest: 'Intro line\n\nSteps',
    })
  })

  it('skips headings inside code fences', () => {
    const md = '```md\n# not a heading\n```\n### Real'
    expect(splitBrief(md).heading).toEqual({ level: 3, text: 'Real' })
  })

  it('has no heading when the brief has none', () => {
    expect(splitBrief('Just text.\n#hashtag')).toEqual({
      heading: null,
      rest: 'Just text.\n#hashtag',
    })
  })
})

describe('briefSummary', () => {
  it('is the first paragraph as plain text', () => {
    expect(briefSummary(brief)).toBe(
      'Social apps limit how much you can type. In this challenge you build a post composer with a 280-character limit.',
    )
  })

  it('cuts at a word boundary to at most 160 characters', () => {
    const long = `# T\n\n${'word '.repeat(60)}`
    const summary = briefSummary(long)
    expect(summary.length).toBeLessThanOrEqual(160)
    expect(summary).toMatch(/word…$/)
  })

  it('skips lists, quotes and code; empty when no paragraph', () => {
    expect(briefSummary('# T\n\n- item\n\n> quote\n\nText `code` here')).toBe('Text code here')
    expect(briefSummary('# Only a heading')).toBe('')
  })
})

describe('stripInlineMarkdown', () => {
  it('keeps the text of links, images, emphasis and code', () => {
    expect(stripInlineMarkdown('A [link](x) ![pic](y) **bold** _it_ `c` <b>h</b>')).toBe(
      'A link pic bold it c h',
    )
  })
})

describe('minHeadingLevel', () => {
  it('is the smallest heading level outside code fences', () => {
    expect(minHeadingLevel('Intro\n\n## Goal\n\n### Hints')).toBe(2)
    expect(minHeadingLevel('~~~\n# code\n~~~\n### Only')).toBe(3)
    expect(minHeadingLevel('No headings here')).toBeNull()
  })
})

describe('briefPreview', () => {
  const paragraph = (n: number) => `Paragraph ${n} ${'word '.repeat(20).trim()}.`

  it('keeps whole blocks up to the first blank line after the minimum length', () => {
    const markdown = [1, 2, 3, 4].map(paragraph).join('\n\n')
    const preview = briefPreview(markdown, paragraph(1).length + 5)
    expect(preview).toBe([1, 2].map(paragraph).join('\n\n'))
  })

  it('is the whole brief when it is short', () => {
    expect(briefPreview('# Goal\n\nBuild it.', 1600)).toBe('# Goal\n\nBuild it.')
  })

  it('never cuts inside a code fence', () => {
    const markdown = [
      'Intro text here.',
      '```html',
      '<p>a</p>',
      '',
      '<p>b</p>',
      '```',
      '',
      'After.',
    ].join('\n')
    expect(briefPreview(markdown, 20)).toBe(
      ['Intro text here.', '```html', '<p>a</p>', '', '<p>b</p>', '```'].join('\n'),
    )
  })
})

describe('briefSections', () => {
  it('cuts before every heading outside code fences', () => {
    const markdown = [
      'Intro.',
      '',
      '## Goal',
      'Build it.',
      '',
      '```md',
      '## not a heading',
      '```',
      '',
      '### Notes',
      '- one',
    ].join('\n')
    expect(briefSections(markdown)).toEqual([
      'Intro.',
      ['## Goal', 'Build it.', '', '```md', '## not a heading', '```'].join('\n'),
      ['### Notes', '- one'].join('\n'),
    ])
  })

  it('has no empty sections', () => {
    expect(briefSections('')).toEqual([])
    expect(briefSections('## Only\ntext')).toEqual(['## Only\ntext'])
  })
})
