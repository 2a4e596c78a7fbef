import { describe, expect, it } from 'vitest'
import { makeSolution } from '@/test/solutions'
import {
  auditsText,
  displayUrl,
  formatTime,
  httpUrl,
  isExternalUrl,
  issuesSummary,
  safeHelpUrl,
} from './report'

describe('report', () => {
  it('names the audits that ran', () => {
    expect(auditsText(['static'])).toBe('static HTML')
    expect(auditsText(['rendered'])).toBe('rendered page')
    expect(auditsText(['static', 'lighthouse'])).toBe('static HTML, lighthouse')
    expect(auditsText([])).toBe('none')
  })

  it('sums the issues up, most severe first', () => {
    const [critical, moderate] = makeSolution().issues
    expect(issuesSummary([moderate, critical, { ...critical, selector: 'img' }])).toBe(
      '3 issues: 2 critical, 1 moderate',
    )
    expect(issuesSummary([moderate])).toBe('1 issue: 1 moderate')
  })

  it('links how to fix an issue only to a page address', () => {
    expect(safeHelpUrl('/docs/checks#image-alt')).toBe('/docs/checks#image-alt')
    expect(safeHelpUrl('https://dequeuniversity.com/rules/axe/4.10/image-alt')).toBe(
      'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    )
    expect(safeHelpUrl('javascript:alert(1)')).toBe('/docs/checks')
    expect(safeHelpUrl('//evil.example/x')).toBe('/docs/checks')
  })

  it('tells the links that leave Frontloop from our own pages', () => {
    expect(isExternalUrl('https://dequeuniversity.com/rules/axe/4.14/image-alt')).toBe(true)
    expect(isExternalUrl('/docs/checks#image-alt')).toBe(false)
    expect(isExternalUrl('/docs/checks')).toBe(false)
  })

  it('keeps only http(s) links, and shows them without their scheme', () => {
    expect(httpUrl(' https://github.com/ada/counter ')).toBe('https://github.com/ada/counter')
    expect(httpUrl('javascript:alert(1)')).toBeNull()
    expect(displayUrl('https://ada.github.io/counter/')).toBe('ada.github.io/counter')
  })

  it('writes a clock time in en-US form', () => {
    const at = new Date(2026, 10, 22, 14, 5)
    expect(formatTime(at.toISOString())).toBe('2:05 PM')
    expect(formatTime(new Date(2026, 10, 22, 0, 30).toISOString())).toBe('12:30 AM')
    expect(formatTime(new Date(2026, 10, 22, 12, 0).toISOString())).toBe('12:00 PM')
    expect(formatTime('not a date')).toBe('')
  })
})
