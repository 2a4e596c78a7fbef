import { describe, expect, it } from 'vitest'
import { formatCount, formatCountLong } from './format'

describe('formatCount', () => {
  it.each([
    [50_312, '50K+'],
    [10_000, '10K+'],
    [9_999, '9000+'],
    [1_234, '1000+'],
    [1_000, '1000+'],
    [999, '900+'],
    [456, '400+'],
    [100, '100+'],
    [99, '90+'],
    [42, '40+'],
    [10, '10+'],
    [9, '9'],
    [0, '0'],
  ])('formats %i as %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected)
  })

  it('never shows a negative or invalid figure', () => {
    expect(formatCount(-5)).toBe('0')
    expect(formatCount(Number.NaN)).toBe('0')
  })
})

describe('formatCountLong', () => {
  it.each([
    [50_312, '50,000+'],
    [1_234_567, '1,234,000+'],
    [1_000, '1,000+'],
    [999, '900+'],
    [42, '40+'],
    [3, '3'],
  ])('formats %i as %s', (n, expected) => {
    expect(formatCountLong(n)).toBe(expected)
  })
})
