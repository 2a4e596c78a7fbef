import type { Solution, SolutionCheck } from '@/lib/solutions'

const check = (
  kind: SolutionCheck['kind'],
  status: SolutionCheck['status'],
  detail: string,
): SolutionCheck => ({ kind, status, detail, updated_at: '2026-11-22T12:00:05Z' })

/** Every check passed or failed as a finished run leaves them. */
export const finishedChecks = (): SolutionCheck[] => [
  check('repository', 'passed', 'ada/counter is your public repository.'),
  check('live_site', 'passed', 'https://ada.github.io/counter/ answered with an HTML page (4 KB).'),
  check('static_audit', 'failed', '2 issues found: 1 critical, 1 moderate.'),
]

/** The checks of a run that has just been asked for. */
export const queuedChecks = (): SolutionCheck[] => [
  check('repository', 'queued', 'Waiting to run.'),
  check('live_site', 'queued', 'Waiting to run.'),
  check('static_audit', 'queued', 'Waiting to run.'),
]

/** A checked solution as GET /api/solutions/{id} answers it; override what a test is about. */
export function makeSolution(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 5,
    task: {
      id: 7,
      slug: 'character-counter',
      title: 'Live Character Counter',
      image_url: '/media/challenges/character-counter.svg',
      difficulty: 'beginner',
      tags: ['DOM', 'JavaScript'],
    },
    author: { id: 1, login: 'ada', name: 'Ada Lovelace', avatar_url: null },
    github_repo_url: 'https://github.com/ada/counter',
    github_pages_url: 'https://ada.github.io/counter/',
    completed_at: '2026-11-22T12:00:00Z',
    checks: finishedChecks(),
    checks_finished: true,
    audits: ['static'],
    issues: [
      {
        rule: 'image-alt',
        impact: 'critical',
        message: 'This image has no alt attribute: screen readers cannot describe it.',
        selector: 'header > a > img',
        help_url: '/docs/checks#image-alt',
      },
      {
        rule: 'heading-order',
        impact: 'moderate',
        message: 'The heading levels skip from h2 to h4.',
        selector: '#projects > article:nth-child(2) > h4',
        help_url: '/docs/checks#heading-order',
      },
    ],
    rendered: null,
    score: 81,
    checked_at: '2026-11-22T12:00:06Z',
    feedback_request: null,
    reviews_count: 0,
    screenshot_query: null,
    is_owner: false,
    rerun_available_at: '2026-11-22T12:05:00Z',
    ...overrides,
  }
}

/** A solution whose checks have just been queued: no score, no report yet. */
export const checkingSolution = (overrides: Partial<Solution> = {}): Solution =>
  makeSolution({
    checks: queuedChecks(),
    checks_finished: false,
    score: null,
    issues: [],
    audits: [],
    checked_at: null,
    ...overrides,
  })
