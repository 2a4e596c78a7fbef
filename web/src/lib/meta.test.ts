import { describe, expect, it } from 'vitest'
import { absoluteUrl, withProductName } from './meta'

describe('withProductName', () => {
  it('appends the product name to a title lacking it', () => {
    expect(withProductName('Challenges')).toBe('Challenges | Frontloop')
  })

  it('leaves a title that already names the product alone', () => {
    expect(withProductName('Frontloop — Practise front-end development')).toBe(
      'Frontloop — Practise front-end development',
    )
    expect(withProductName('CSS Grid - Frontloop Blog')).toBe('CSS Grid - Frontloop Blog')
  })
})

describe('absoluteUrl', () => {
  it('prefixes relative paths with the current origin', () => {
    expect(absoluteUrl('/og-image.svg')).toBe(`${window.location.origin}/og-image.svg`)
    expect(absoluteUrl('media/x.png')).toBe(`${window.location.origin}/media/x.png`)
  })

  it('keeps absolute URLs', () => {
    expect(absoluteUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })
})
