import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-entry-css.ts'

const files: Record<string, string> = {
  'assets/index-1.css': 'body{color:red}.a>.b{margin:0}',
  'assets/evil-1.css': 'a{content:"</style><script>"}',
}

describe('inlineStylesheets', () => {
  it('replaces a built stylesheet link with its CSS', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>'
    expect(inlineStylesheets(html, (f) => files[f])).toBe(
      '<head><style>body{color:red}.a>.b{margin:0}</style></head>',
    )
  })

  it('keeps links it cannot inline', () => {
    const unknown = '<link rel="stylesheet" crossorigin href="/assets/other.css">'
    const closing = '<link rel="stylesheet" href="/assets/evil-1.css">'
    const preload = '<link rel="preload" as="style" href="/assets/index-1.css">'
    for (const html of [unknown, closing, preload]) {
      expect(inlineStylesheets(html, (f) => files[f])).toBe(html)
    }
  })
})
