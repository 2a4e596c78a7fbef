import { describe, expect, it } from 'vitest'
import { safeAvatarUrl } from './avatar-url'

describe('safeAvatarUrl', () => {
  it('keeps http(s) addresses', () => {
    expect(safeAvatarUrl('https://avatars.githubusercontent.com/u/1?v=4')).toBe(
      'https://avatars.githubusercontent.com/u/1?v=4',
    )
    expect(safeAvatarUrl(' HTTP://example.com/a.png ')).toBe('HTTP://example.com/a.png')
  })

  it('drops every other scheme and blanks', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      '//evil.example/a.png',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeAvatarUrl(url)).toBeNull()
    }
  })
})
