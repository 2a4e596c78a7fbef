import { describe, expect, it } from 'vitest'
import { deferAppTags } from './defer-app-code.ts'

describe('deferAppTags', () => {
  it('names the entry and its preloads in meta tags that fetch nothing', () => {
    const html =
      '<head><title>x</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n</head><body></body>'
    const out = deferAppTags(html)
    expect(out).not.toMatch(/<script type="module"|modulepreload/)
    expect(out).toContain('<meta name="frontloop-entry" content="/assets/index-1.js">')
    expect(out).toContain('<meta name="frontloop-preload" content="/assets/vendor-1.js">')
    expect(out.indexOf('frontloop-preload')).toBeLessThan(out.indexOf('</head>'))
  })

  it('refuses a page without exactly one module script', () => {
    expect(() => deferAppTags('<head></head>')).toThrow(/0 module scripts/)
  })
})
