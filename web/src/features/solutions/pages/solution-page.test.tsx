import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import type { Solution, SolutionCheck } from '@/lib/solutions'
import { inSequence, jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { checkingSolution, finishedChecks, makeSolution, queuedChecks } from '@/test/solutions'
import { SolutionPage } from './solution-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

type Routes = Parameters<typeof mockFetch>[0]

function renderSolution(
  solution: Solution | ((init: RequestInit | undefined) => Response | Promise<Response>),
  routes: Routes = {},
) {
  const fetchMock = mockFetch({
    'GET /api/solutions/5': solution,
    'GET /api/solutions/5/reviews': { items: [] },
    ...routes,
  })
  const result = renderWithProviders(<SolutionPage />, {
    route: '/solutions/5',
    path: '/solutions/:id',
  })
  return { ...result, fetchMock }
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  )

const running = (): SolutionCheck[] =>
  finishedChecks().map((check, index) =>
    index === 0 ? check : { ...check, status: 'running', detail: 'Checking…' },
  )

const notFound = () =>
  jsonResponse({ success: false, code: 'not_found', message: 'no solution 5' }, 404)

afterEach(() => {
  vi.useRealTimers()
})

describe('SolutionPage: loading and not found', () => {
  it('shows a skeleton with a loading status, then the report', async () => {
    renderSolution(makeSolution())
    expect(screen.getByRole('status')).toHaveTextContent('Loading solution')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading solution')).not.toBeInTheDocument()
  })

  it("shows 'Solution not found' with a way to the challenges for a 404", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock } = renderSolution(notFound)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solution not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    )
    // A missing solution is not asked for again.
    expect(calls(fetchMock, 'GET', '/api/solutions/5')).toHaveLength(1)
    await waitFor(() => expect(document.title).toBe('Solution not found | Frontloop'))
  })

  it('asks for nothing when the id in the address is not a number', async () => {
    const fetchMock = mockFetch({})
    renderWithProviders(<SolutionPage />, { route: '/solutions/abc', path: '/solutions/:id' })
    expect(screen.getByRole('heading', { level: 1, name: 'Solution not found' })).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers to try again after another failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let fail = true
    renderSolution(() =>
      fail
        ? jsonResponse({ success: false, code: 'unavailable', message: 'down' }, 503)
        : jsonResponse(makeSolution()),
    )
    expect(
      await screen.findByRole('heading', { name: 'This solution could not be loaded' }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' }),
    ).toBeInTheDocument()
  })

  it('a stale session token does not send the visitor to /login', async () => {
    window.localStorage.setItem('token', 'stale')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderSolution((init) =>
      new Headers(init?.headers).has('Authorization')
        ? jsonResponse({ success: false, code: 'unauthorized', message: 'no session' }, 401)
        : jsonResponse(makeSolution()),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' }),
    ).toBeInTheDocument()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('token')).toBeNull()
  })
})

describe('SolutionPage: the report', () => {
  it('shows the challenge, the author, the date, both links, the score, checks and metadata', async () => {
    renderSolution(makeSolution())
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(within(heading).getByRole('link', { name: 'Live Character Counter' })).toHaveAttribute(
      'href',
      '/challenges/character-counter',
    )
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument()
    expect(screen.getByText('@ada')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ada Lovelace @ada' })).toHaveAttribute(
      'href',
      '/u/ada',
    )
    expect(screen.getByText('Completed', { exact: false })).toHaveTextContent(
      'Completed Nov 22, 2026',
    )
    expect(screen.getAllByText('Nov 22, 2026', { selector: 'time' })[0]).toHaveAttribute(
      'datetime',
      '2026-11-22T12:00:00Z',
    )

    const repo = screen.getByRole('link', { name: /^github\.com\/ada\/counter/ })
    const site = screen.getByRole('link', { name: /^ada\.github\.io\/counter/ })
    expect(repo).toHaveAttribute('href', 'https://github.com/ada/counter')
    expect(site).toHaveAttribute('href', 'https://ada.github.io/counter/')
    for (const link of [repo, site]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    const score = screen.getByRole('region', { name: 'Score' })
    expect(within(score).getByTestId('solution-score')).toHaveTextContent('81/100')
    expect(within(score).getByText(/Checked/)).toHaveTextContent('Checked Nov 22, 2026')
    // Only the author may run the checks again.
    expect(screen.queryByRole('button', { name: 'Run checks again' })).not.toBeInTheDocument()

    const checks = screen.getByRole('region', { name: 'Checks' })
    expect(within(checks).getByRole('status')).toHaveTextContent(
      'All checks finished. Score: 81/100.',
    )
    const items = within(within(checks).getByRole('list', { name: 'Checks' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.textContent)).toEqual([
      'Repository:Passedada/counter is your public repository.',
      'Live site:Passedhttps://ada.github.io/counter/ answered with an HTML page (4 KB).',
      'Page audit:Failed2 issues found: 1 critical, 1 moderate.',
    ])

    await waitFor(() =>
      expect(document.title).toBe('Live Character Counter by Ada Lovelace | Frontloop'),
    )
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "Ada Lovelace's solution to the Live Character Counter challenge, scored 81/100 by Frontloop's checks.",
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/solutions/5`,
    )
  })

  it('lists the issues with their impact, message, selector and a link to how to fix them', async () => {
    renderSolution(makeSolution())
    const section = await screen.findByRole('region', { name: /^Issues/ })
    expect(within(section).getByText('Audits run: static HTML')).toBeInTheDocument()
    expect(within(section).getByText('2 issues: 1 critical, 1 moderate')).toBeInTheDocument()
    const [first, second] = within(section).getAllByRole('listitem')
    expect(within(first).getByText('Critical')).toBeInTheDocument()
    expect(within(first).getByText('image-alt', { selector: '.font-mono' })).toBeInTheDocument()
    expect(
      within(first).getByText(
        'This image has no alt attribute: screen readers cannot describe it.',
      ),
    ).toBeInTheDocument()
    expect(within(first).getByText('header > a > img').tagName).toBe('CODE')
    const fix = within(first).getByRole('link', { name: 'How to fix image-alt' })
    // The server's page, loaded in full: a plain link, same tab.
    expect(fix).toHaveAttribute('href', '/docs/checks#image-alt')
    expect(fix).not.toHaveAttribute('target')
    expect(within(second).getByText('Moderate')).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: 'How to fix heading-order' })).toHaveAttribute(
      'href',
      '/docs/checks#heading-order',
    )
  })

  it('never links an issue to anything but a page address', async () => {
    const [issue] = makeSolution().issues
    renderSolution(makeSolution({ issues: [{ ...issue, help_url: 'javascript:alert(1)' }] }))
    expect(await screen.findByRole('link', { name: 'How to fix image-alt' })).toHaveAttribute(
      'href',
      '/docs/checks',
    )
  })

  it("says 'No issues found on the page.' when the audit found none", async () => {
    renderSolution(makeSolution({ issues: [], score: 100 }))
    const section = await screen.findByRole('region', { name: /^Issues/ })
    expect(within(section).getByText('No issues found on the page.')).toBeInTheDocument()
    expect(within(section).queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByTestId('solution-score')).toHaveTextContent('100/100')
  })

  it("shows 'No score' with its reason when the repository check failed", async () => {
    const [repository, ...rest] = finishedChecks()
    renderSolution(
      makeSolution({
        score: null,
        checks: [
          {
            ...repository,
            status: 'failed',
            detail: 'grace/counter belongs to grace, not to your GitHub account.',
          },
          ...rest,
        ],
      }),
    )
    const score = await screen.findByRole('region', { name: 'Score' })
    expect(within(score).getByText('No score')).toBeInTheDocument()
    expect(
      within(score).getByText(
        "The repository check failed, and only the learner's own public GitHub repository is scored.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('All checks finished. No score.')
  })

  it('says the page was not audited when the live site did not answer', async () => {
    const [repository] = finishedChecks()
    renderSolution(
      makeSolution({
        score: 0,
        audits: [],
        issues: [],
        checks: [
          repository,
          { ...finishedChecks()[1], status: 'failed', detail: 'The site answered 404.' },
          { ...finishedChecks()[2], status: 'error', detail: 'Not run.' },
        ],
      }),
    )
    const section = await screen.findByRole('region', { name: /^Issues/ })
    expect(within(section).getByText('Audits run: none')).toBeInTheDocument()
    expect(
      within(section).getByText('The page could not be audited: see the live site check.'),
    ).toBeInTheDocument()
  })
})

describe('SolutionPage: checks as they run', () => {
  it('polls every 2 seconds while the checks run, announces the result and stops once finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { fetchMock } = renderSolution(
      inSequence(checkingSolution(), checkingSolution({ checks: running() }), makeSolution()),
    )
    const score = await screen.findByRole('region', { name: 'Score' })
    expect(within(score).getByText('Checking…')).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Checking: 0 of 3 checks finished.')
    expect(screen.getAllByText('Queued')).toHaveLength(3)
    expect(screen.getByText('The page audit has not finished yet.')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(status).toHaveTextContent('Checking: 1 of 3 checks finished.'))
    expect(screen.getAllByText('Running')).toHaveLength(2)

    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(status).toHaveTextContent('All checks finished. Score: 81/100.'))
    // The same live region, so a screen reader hears the change.
    expect(screen.getByRole('status')).toBe(status)
    expect(screen.getByTestId('solution-score')).toHaveTextContent('81/100')
    expect(calls(fetchMock, 'GET', '/api/solutions/5')).toHaveLength(3)

    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(calls(fetchMock, 'GET', '/api/solutions/5')).toHaveLength(3)
  })
})

describe('SolutionPage: running the checks again', () => {
  const owned = (overrides: Partial<Solution> = {}) =>
    makeSolution({ is_owner: true, rerun_available_at: '2026-11-22T12:05:00Z', ...overrides })

  it('is disabled with a note until the time the server gives, then enabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-22T12:04:00Z'))
    renderSolution(owned())
    const button = await screen.findByRole('button', { name: 'Run checks again' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      /^You can run the checks again at \d{1,2}:\d{2} (AM|PM)\.$/,
    )
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).not.toHaveAccessibleDescription()
  })

  it('is disabled while the checks run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'))
    renderSolution(owned({ checks: queuedChecks(), checks_finished: false, score: null }))
    const button = await screen.findByRole('button', { name: 'Run checks again' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      'The checks are running; you can run them again once they finish.',
    )
  })

  it('after a 202 the checks are queued again and polled until they finish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    window.localStorage.setItem('token', 'tok')
    const queued = owned({
      checks: queuedChecks(),
      checks_finished: false,
      score: null,
      rerun_available_at: '2026-11-22T13:05:00Z',
    })
    const rechecked = owned({ score: 90, rerun_available_at: '2026-11-22T13:05:00Z' })
    const { fetchMock } = renderSolution(inSequence(owned(), queued, rechecked), {
      'POST /api/solutions/5/checks': () => jsonResponse(queued, 202),
    })
    await user.click(await screen.findByRole('button', { name: 'Run checks again' }))

    expect(await screen.findByText('Checking…')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Checking: 0 of 3 checks finished.')
    expect(calls(fetchMock, 'POST', '/api/solutions/5/checks')).toHaveLength(1)

    await act(() => vi.advanceTimersByTimeAsync(2000))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('All checks finished. Score: 90/100.'),
    )
    expect(screen.getByTestId('solution-score')).toHaveTextContent('90/100')
    // The next run waits for the time the 202 gave.
    expect(screen.getByRole('button', { name: 'Run checks again' })).toBeDisabled()
  })

  it("shows the server's message when it refuses (429)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    window.localStorage.setItem('token', 'tok')
    renderSolution(owned(), {
      'POST /api/solutions/5/checks': () =>
        jsonResponse(
          {
            success: false,
            code: 'rate_limited',
            message: 'You can run the checks of this solution again in 3 minutes.',
          },
          429,
        ),
    })
    const button = await screen.findByRole('button', { name: 'Run checks again' })
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can run the checks of this solution again in 3 minutes.',
    )
    expect(button).toHaveAccessibleDescription(
      'You can run the checks of this solution again in 3 minutes.',
    )
    // Nothing changed: the score stays.
    expect(screen.getByTestId('solution-score')).toHaveTextContent('81/100')
  })

  it("shows the server's message when it refuses (403)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    window.localStorage.setItem('token', 'tok')
    renderSolution(owned({ rerun_available_at: '2000-01-01T00:00:00Z' }), {
      'POST /api/solutions/5/checks': () =>
        jsonResponse(
          { success: false, code: 'forbidden', message: 'Only its author can check it again.' },
          403,
        ),
    })
    await user.click(await screen.findByRole('button', { name: 'Run checks again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only its author can check it again.',
    )
  })
})
