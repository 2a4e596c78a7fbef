import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatCount, formatCountLong, formatDate } from './format'

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

describe('formatDate', () => {
  it('formats an instant as an en-US date', () => {
    // Midday UTC is the same calendar day in every zone from UTC-11 to UTC+11.
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026')
    expect(formatDate('2026-01-05T12:00:00+00:00')).toBe('Jan 5, 2026')
  })

  it("writes the same text as Intl for every month, in the reader's zone", () => {
    for (let month = 0; month < 12; month++) {
      const instant = new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30)).toISOString()
      const intl = new Date(instant).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      })
      expect(formatDate(instant)).toBe(intl)
    }
  })

  it('is empty for a missing or invalid value', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatCalendarDate', () => {
  it('formats a calendar day without shifting it', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('Nov 22, 2026')
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026')
    expect(formatCalendarDate('2025-12-31')).toBe('Dec 31, 2025')
  })

  it('writes the same text as Intl for every month', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-${String(month + 10).padStart(2, '0')}`
      const intl = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
      expect(formatCalendarDate(day)).toBe(intl)
    }
  })

  it('is empty for anything but YYYY-MM-DD', () => {
    expect(formatCalendarDate('22/11/2026')).toBe('')
    expect(formatCalendarDate('2026-13-40')).toBe('')
  })
})
