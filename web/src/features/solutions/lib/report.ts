import type { IssueImpact, ReportIssue } from '@/lib/solutions'

/** Impacts from the most to the least severe. */
export const IMPACTS: readonly IssueImpact[] = ['critical', 'serious', 'moderate', 'minor']

export const IMPACT_LABELS: Record<IssueImpact, string> = {
  critical: 'Critical',
  serious: 'Serious',
  moderate: 'Moderate',
  minor: 'Minor',
}

const AUDIT_LABELS: Record<string, string> = { static: 'static HTML', rendered: 'rendered page' }

/**
 * "static HTML" or "rendered page" for the audits that ran; "none" when
 * the page could not be audited.
 */
export function auditsText(audits: readonly string[]): string {
  if (audits.length === 0) return 'none'
  return audits.map((audit) => AUDIT_LABELS[audit] ?? audit).join(', ')
}

/**
 * "3 issues: 1 critical, 2 moderate", most severe first; unknown impacts
 * are counted in the total only.
 */
export function issuesSummary(issues: readonly ReportIssue[]): string {
  const noun = issues.length === 1 ? 'issue' : 'issues'
  const parts = IMPACTS.map(
    (impact) => [impact, issues.filter((issue) => issue.impact === impact).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([impact, count]) => `${count} ${impact}`)
  return parts.length > 0
    ? `${issues.length} ${noun}: ${parts.join(', ')}`
    : `${issues.length} ${noun}`
}

/**
 * Where an issue's "How to fix" goes: the server's own documentation page
 * (`/docs/checks#rule`, the static audit) or an http(s) address (axe-core's
 * page, the rendered audit); anything else (a
 * `javascript:` link) falls back to the checks' documentation.
 */
export function safeHelpUrl(url: string): string {
  const trimmed = url.trim()
  if (/^\/(?!\/)/.test(trimmed) || /^https?:\/\//i.test(trimmed)) return trimmed
  return '/docs/checks'
}

/**
 * Whether a link leaves Frontloop: an absolute http(s) address (axe-core's
 * pages on dequeuniversity.com), opened in a new tab; `/docs/checks#…` is
 * our own page.
 */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url.trim())

/** An http(s) link the learner gave, else null (never a `javascript:` href). */
export const httpUrl = (url: string | null | undefined): string | null =>
  url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null

/** A link without its scheme and trailing slash, to read: "github.com/ada/counter". */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '')

/**
 * An instant as an en-US clock time in the reader's zone, "2:05 PM",
 * written out by hand like `formatDate` (no Intl locale data to load).
 */
export function formatTime(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}
