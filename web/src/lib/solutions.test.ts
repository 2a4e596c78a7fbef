import { describe, expect, it } from 'vitest'
import { finishedChecks, makeSolution, queuedChecks } from '@/test/solutions'
import {
  checksSummary,
  finishedChecks as countFinished,
  formatScore,
  noScoreReason,
} from './solutions'

describe('solutions', () => {
  it('counts the finished checks: passed, failed and error', () => {
    expect(countFinished(queuedChecks())).toBe(0)
    expect(countFinished(finishedChecks())).toBe(3)
    const [first, second, third] = finishedChecks()
    expect(
      countFinished([first, { ...second, status: 'running' }, { ...third, status: 'error' }]),
    ).toBe(2)
  })

  it('formats a score out of 100, or nothing', () => {
    expect(formatScore(87)).toBe('87/100')
    expect(formatScore(0)).toBe('0/100')
    expect(formatScore(null)).toBeNull()
    expect(formatScore(undefined)).toBeNull()
  })

  it('sums the checks up for a live region', () => {
    expect(checksSummary(makeSolution({ checks: queuedChecks(), checks_finished: false }))).toBe(
      'Checking: 0 of 3 checks finished.',
    )
    expect(checksSummary(makeSolution({ score: 87 }))).toBe('All checks finished. Score: 87/100.')
    expect(checksSummary(makeSolution({ score: null }))).toBe('All checks finished. No score.')
  })

  it('says why a finished solution has no score', () => {
    const [repository, site, audit] = finishedChecks()
    expect(noScoreReason([{ ...repository, status: 'failed' }, site, audit])).toMatch(
      /^The repository check failed/,
    )
    expect(noScoreReason([repository, site, { ...audit, status: 'error' }])).toMatch(
      /^A check could not run/,
    )
    expect(noScoreReason(finishedChecks())).toBe('No score is given for this solution.')
  })
})
