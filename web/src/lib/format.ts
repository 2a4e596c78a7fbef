/**
 * Compact marketing figure, rounded down so it never overstates:
 * 50,312 → "50K+", 1,234 → "1000+", 456 → "400+", 42 → "40+", 7 → "7".
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0'
  const value = Math.floor(n)
  if (value >= 10_000) return `${Math.floor(value / 1000)}K+`
  if (value >= 1000) return `${Math.floor(value / 1000) * 1000}+`
  if (value >= 100) return `${Math.floor(value / 100) * 100}+`
  if (value >= 10) return `${Math.floor(value / 10) * 10}+`
  return String(value)
}

/** Long form for prose claims: 50,312 → "50,000+"; below 1,000 as formatCount. */
export function formatCountLong(n: number): string {
  if (Number.isFinite(n) && n >= 1000) {
    return `${(Math.floor(n / 1000) * 1000).toLocaleString('en-US')}+`
  }
  return formatCount(n)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * en-US medium date ("Nov 22, 2026"), the same text as toLocaleDateString
 * with month 'short', day and year 'numeric', written out by hand: a page's
 * first Intl date format loads ICU's locale data, tens of milliseconds of
 * main thread on a phone, just for month names.
 */
function usDate(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${day}, ${year}`
}

/**
 * An RFC 3339 instant as an en-US date in the reader's zone:
 * "2026-11-22T09:30:00Z" → "Nov 22, 2026". Empty for a missing or bad value.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return usDate(date.getFullYear(), date.getMonth(), date.getDate())
}

/**
 * A calendar day ("YYYY-MM-DD", already in the learner's zone) as an en-US
 * date, "Nov 22, 2026", never shifted by the browser's own zone.
 */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return ''
  return usDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}
