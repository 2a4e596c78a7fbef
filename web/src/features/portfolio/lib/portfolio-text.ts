import type { PortfolioBody } from '../types'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * An RFC 3339 instant as "November 2026", in the reader's zone (written out
 * by hand, as lib/format does, to spare the page Intl's locale data).
 * Empty for a missing or bad value.
 */
export function formatMonthYear(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

/** An http(s) address, trimmed, or null: a `javascript:` link must never reach the page. */
export function httpUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The learner's name, else their login. */
export const portfolioName = (portfolio: Pick<PortfolioBody, 'user'>) =>
  portfolio.user.name?.trim() || portfolio.user.login

/**
 * The page's title and description: the same as the server renders into
 * the page's head for /u/{login}.
 */
export function portfolioMeta(portfolio: PortfolioBody) {
  const name = portfolioName(portfolio)
  const { login } = portfolio.user
  return {
    title: `${name} (@${login})`,
    description: `${name}'s front-end portfolio on Frontloop: ${plural(
      portfolio.stats.completed,
      'completed challenge',
      'completed challenges',
    )}.`,
  }
}
