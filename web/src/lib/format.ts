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
