import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-path'

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/challenges/landing-page?tab=brief')).toBe(
      '/challenges/landing-page?tab=brief',
    )
    expect(safeReturnPath('/')).toBe('/')
  })

  it.each([
    null,
    undefined,
    '',
    'challenges',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('turns %j into "/"', (value) => {
    expect(safeReturnPath(value)).toBe('/')
  })
})
