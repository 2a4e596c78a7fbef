// A completed challenge's solution with its checks (GET /api/solutions/{id}):
// the solution page shows all of it, the challenge page its checks' progress.
// docs/checks.md says what each check does and how the score is made.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from './api-client'
import type { Narrow, Schemas } from './api/types'

/** `critical`, `serious`, `moderate` or `minor` (axe-core's impact levels). */
export type IssueImpact = 'critical' | 'serious' | 'moderate' | 'minor'

/**
 * One finding of an audit of the live page; `help_url` is `/docs/checks#<rule>`
 * for the static audit, axe-core's page on dequeuniversity.com for the rendered one.
 */
export type ReportIssue = Narrow<Schemas['ReportIssue'], { impact: IssueImpact }>

/** `phone` (375 px wide), `tablet` (768), `desktop` (1440) or `social` (1200×630). */
export type ScreenshotViewport = 'phone' | 'tablet' | 'desktop' | 'social'

/** One screenshot of the rendered page, at `/api/solutions/{id}/screenshots/{viewport}`. */
export type ScreenshotInfo = Narrow<Schemas['ScreenshotInfo'], { viewport: ScreenshotViewport }>

/**
 * `done`; `failed` (the page is at fault: `detail` says how); `unavailable`
 * (no browser on the server: the static audit stands).
 */
export type RenderedStatus = 'done' | 'failed' | 'unavailable'

/** The rendered audit of the live page, in a browser (docs/checks.md). */
export type RenderedReport = Narrow<
  Schemas['RenderedReport'],
  { status: RenderedStatus; screenshots: ScreenshotInfo[] }
>

/** A solution as the API answers it (public; `is_owner` for its author). */
export type Solution = Omit<Schemas['SolutionBody'], 'issues' | 'rendered'> & {
  issues: ReportIssue[]
  /** `null` before the rendered audit ran. */
  rendered: RenderedReport | null
}

export type SolutionCheck = Schemas['CheckBody']
export type CheckKind = Schemas['CheckKind']
export type CheckStatus = Schemas['CheckStatus']

export const CHECK_LABELS: Record<CheckKind, string> = {
  repository: 'Repository',
  live_site: 'Live site',
  static_audit: 'Page audit',
}

export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
}

/** How often a solution whose checks have not all finished is asked for again. */
export const SOLUTION_POLL_MS = 2000

/** Every cached solution, with its reviews. */
export const solutionsRootKey = ['solutions'] as const
export const solutionQueryKey = (id: number) => [...solutionsRootKey, id] as const

/**
 * GET /api/solutions/{id}: 404 when there is none. The page is public: a
 * stale session token (401, which the client drops) does not send the
 * visitor to /login; the solution is asked for again without it.
 */
export async function getSolution(id: number, signal?: AbortSignal): Promise<Solution> {
  const path = `/api/solutions/${id}`
  try {
    return await api.get<Solution>(path, { signal, redirectOnUnauthorized: false })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    return api.get<Solution>(path, { signal, redirectOnUnauthorized: false })
  }
}

export const solutionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: solutionQueryKey(id),
    queryFn: ({ signal }) => getSolution(id, signal),
    // The checks run in a background job: ask again until they have all
    // finished, then stop.
    refetchInterval: (query) =>
      query.state.data && !query.state.data.checks_finished ? SOLUTION_POLL_MS : false,
    // A missing solution stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

/** The solution, polled every 2 s while its checks run. */
export const useSolution = (id: number, enabled = true) =>
  useQuery({ ...solutionQueryOptions(id), enabled })

/** How many of the checks have finished (passed, failed or error). */
export const finishedChecks = (checks: readonly SolutionCheck[]) =>
  checks.filter((check) => check.status !== 'queued' && check.status !== 'running').length

/** "87/100", or null when there is no score. */
export const formatScore = (score: number | null | undefined) =>
  score == null ? null : `${score}/100`

/**
 * Why a finished solution has no score, in one line (docs/checks.md, "The
 * score"): the repository is not the learner's own public one, or a check
 * could not run.
 */
export function noScoreReason(checks: readonly SolutionCheck[]): string {
  const repository = checks.find((check) => check.kind === 'repository')
  if (repository?.status === 'failed') {
    return "The repository check failed, and only the learner's own public GitHub repository is scored."
  }
  if (checks.some((check) => check.status === 'error')) {
    return 'A check could not run: the score comes once every check has run.'
  }
  return 'No score is given for this solution.'
}

/**
 * What a live region reads as the checks progress: "Checking: 1 of 3
 * checks finished." while they run, then "All checks finished. Score:
 * 87/100." (or "No score.").
 */
export function checksSummary(solution: Pick<Solution, 'checks' | 'checks_finished' | 'score'>) {
  const total = solution.checks.length
  if (!solution.checks_finished) {
    return `Checking: ${finishedChecks(solution.checks)} of ${total} checks finished.`
  }
  const score = formatScore(solution.score)
  return `All checks finished. ${score ? `Score: ${score}.` : 'No score.'}`
}
