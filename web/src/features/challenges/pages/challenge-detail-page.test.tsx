import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChallengeDetailRoute } from '@/app/routes/challenge-detail'
import { redirectTo } from '@/lib/browser'
import { inSequence, jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { checkingSolution, finishedChecks, makeSolution } from '@/test/solutions'
import type { Task, TaskProgress } from '../types'
import { ChallengeDetailPage } from './challenge-detail-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }))

const TASK: Task = {
  id: 7,
  slug: 'character-counter',
  title: 'Live Character Counter',
  summary: 'A challenge to practise with.',
  description: [
    '# Live Character Counter',
    '',
    'Social apps limit how much you can type. Build a **post composer** with a 280-character limit.',
    '',
    '## Goal',
    'Build a composer with a [live region](https://developer.mozilla.org/).',
    '',
    '## Acceptance criteria',
    '- [ ] The counter updates on every input event.',
  ].join('\n'),
  difficulty: 'beginner',
  tags: ['DOM', 'JavaScript', 'Accessibility'],
  image_url: '/media/challenges/character-counter.svg',
  archived: false,
}

const PATH = '/challenges/character-counter'

const record = (
  status: TaskProgress['status'],
  extra: Partial<TaskProgress> = {},
): TaskProgress => ({
  task_id: TASK.id,
  status,
  github_repo_url: null,
  github_pages_url: null,
  solution_id: null,
  score: null,
  created_at: status === 'not_started' ? null : '2026-11-20T12:00:00Z',
  completion_date: null,
  updated_at: null,
  ...extra,
})

type Routes = Parameters<typeof mockFetch>[0]

function renderPage({
  signedIn = false,
  routes = {},
  search = '',
}: { signedIn?: boolean; routes?: Routes; search?: string } = {}) {
  const fetchMock = mockFetch({ 'GET /api/tasks/by-slug/character-counter': TASK, ...routes })
  const onSignIn = vi.fn()
  const result = renderWithProviders(
    <ChallengeDetailPage signedIn={signedIn} sessionLoading={false} onSignIn={onSignIn} />,
    { route: `${PATH}${search}`, path: '/challenges/:slug' },
  )
  return { ...result, fetchMock, onSignIn }
}

function signedInWith(
  progress: TaskProgress | (() => Response | Promise<Response>),
  routes: Routes = {},
) {
  window.localStorage.setItem('token', 'tok')
  return renderPage({
    signedIn: true,
    routes: { 'GET /api/progress/task/7': progress, ...routes },
  })
}

const postBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))])

/** A response the test releases when it wants. */
function deferred() {
  let resolve: (response: Response) => void = () => {}
  const promise = new Promise<Response>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  vi.mocked(redirectTo).mockClear()
  vi.mocked(toast.error).mockClear()
})

describe('ChallengeDetailPage: loading and metadata', () => {
  it('shows a labelled spinner, then the challenge with its badge, tags and metadata', async () => {
    renderPage({ signedIn: true })
    expect(screen.getByRole('status', { name: 'Loading challenge' })).toBeInTheDocument()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('Beginner')).toHaveClass('bg-emerald-100')
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(within(tags).getByText('DOM')).toHaveClass('bg-purple-100')
    expect(within(tags).getByText('Accessibility')).toHaveClass('bg-slate-100')

    await waitFor(() => expect(document.title).toBe('Live Character Counter challenge | Frontloop'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      TASK.summary,
    )
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/social/challenges/character-counter.png`,
    )
  })

  it("shows 'Task not found' for a missing challenge", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({
      'GET /api/tasks/by-slug/nope': () =>
        jsonResponse({ success: false, code: 'not_found', message: 'No such task' }, 404),
    })
    renderWithProviders(
      <ChallengeDetailPage signedIn={false} sessionLoading={false} onSignIn={vi.fn()} />,
      {
        route: '/challenges/nope',
        path: '/challenges/:slug',
      },
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Task not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    )
  })
})

describe('ChallengeDetailPage: the brief', () => {
  it('signed in: renders the whole brief from Markdown below the page title', async () => {
    renderPage({ signedIn: true })
    expect(await screen.findByRole('heading', { level: 2, name: 'Goal' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Acceptance criteria' }),
    ).toBeInTheDocument()
    expect(screen.getByText('post composer').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'live region' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(screen.queryByTestId('locked-brief')).not.toBeInTheDocument()
    expect(screen.queryByText('Unlock Full Challenge Details')).not.toBeInTheDocument()
  })

  it('anonymous: only the first heading shows; the rest is blurred, unselectable and hidden from assistive tech', async () => {
    const { onSignIn } = renderPage({ search: '?ref=x' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' }),
    ).toBeInTheDocument()

    const locked = screen.getByTestId('locked-brief')
    expect(locked).toHaveAttribute('aria-hidden', 'true')
    expect(locked).toHaveAttribute('inert')
    expect(locked.className).toMatch(/\bblur-/)
    expect(locked).toHaveClass('select-none')
    // The brief renders at transition priority, just after the page.
    expect(await within(locked).findByText(/Build a composer/)).toBeInTheDocument()
    // Nothing of it reaches assistive tech.
    expect(screen.queryByRole('heading', { name: 'Goal' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'live region' })).not.toBeInTheDocument()

    const card = screen.getByRole('region', { name: 'Unlock Full Challenge Details' })
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Continue with GitHub' }))
    expect(onSignIn).toHaveBeenCalledWith(`${PATH}?ref=x`)
  })
})

describe('ChallengeDetailPage: the user stories', () => {
  const STORIES = [
    {
      id: 'counter-updates',
      criterion: 1,
      story: 'The counter updates on every input event',
      required: true,
      verifiable: true,
      not_verifiable_reason: null,
    },
  ]

  it('signed in: lists the stories a solution is checked against', async () => {
    signedInWith(record('not_started'), {
      'GET /api/tasks/by-slug/character-counter': { ...TASK, stories: STORIES },
    })
    const section = await screen.findByRole('region', { name: 'User stories we verify' })
    expect(section).toHaveTextContent('The counter updates on every input event')
    expect(section).toHaveTextContent('checks this story')
  })

  it('anonymous: the stories stay with the rest of the brief, out of sight', async () => {
    renderPage({
      routes: { 'GET /api/tasks/by-slug/character-counter': { ...TASK, stories: STORIES } },
    })
    await screen.findByRole('heading', { level: 1, name: 'Live Character Counter' })
    expect(screen.queryByRole('region', { name: 'User stories we verify' })).not.toBeInTheDocument()
  })
})

describe('ChallengeDetailPage: anonymous action attempts', () => {
  it.each(['Start Challenge', 'Save for Later'])(
    '%s opens the login modal and changes nothing',
    async (name) => {
      const user = userEvent.setup()
      const { fetchMock } = renderPage()
      const button = await screen.findByRole('button', { name })
      await user.click(button)

      const dialog = screen.getByRole('dialog', { name: 'Login Required' })
      expect(dialog).toHaveAttribute('aria-modal', 'true')
      expect(dialog).toHaveAccessibleDescription(
        'Please login to access this challenge and track your progress',
      )
      expect(within(dialog).getByRole('button', { name: 'Continue with GitHub' })).toHaveFocus()

      // No progress call at all, before or after.
      expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/api/progress'))).toBe(
        true,
      )

      await user.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(button).toHaveFocus()
      expect(screen.getByRole('button', { name: 'Start Challenge' })).toBeInTheDocument()
    },
  )

  it('the modal closes on Escape and returns focus', async () => {
    const user = userEvent.setup()
    renderPage()
    const start = await screen.findByRole('button', { name: 'Start Challenge' })
    await user.click(start)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(start).toHaveFocus()
  })

  it('Complete Challenge and Reset Progress also ask to log in once the token is gone', async () => {
    const user = userEvent.setup()
    const { fetchMock } = signedInWith(record('in_progress'))
    await screen.findByRole('button', { name: 'Complete Challenge' })
    window.localStorage.removeItem('token')

    for (const name of ['Complete Challenge', 'Reset Progress']) {
      await user.click(screen.getByRole('button', { name }))
      expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument()
      await user.keyboard('{Escape}')
    }
    expect(screen.queryByLabelText('GitHub Repository URL')).not.toBeInTheDocument()
    expect(postBodies(fetchMock)).toEqual([])
  })

  it('Continue with GitHub stores the return path in both storages and starts sign-in (composed route)', async () => {
    const user = userEvent.setup()
    mockFetch({ 'GET /api/tasks/by-slug/character-counter': TASK })
    renderWithProviders(<ChallengeDetailRoute />, {
      route: `${PATH}?tab=brief`,
      path: '/challenges/:slug',
    })

    await user.click(await screen.findByRole('button', { name: 'Save for Later' }))
    const dialog = screen.getByRole('dialog', { name: 'Login Required' })
    await user.click(within(dialog).getByRole('button', { name: 'Continue with GitHub' }))

    expect(window.localStorage.getItem('returnPath')).toBe(`${PATH}?tab=brief`)
    expect(window.sessionStorage.getItem('prevPath')).toBe(`${PATH}?tab=brief`)
    expect(redirectTo).toHaveBeenCalledWith(
      `/api/auth/github?returnPath=${encodeURIComponent(`${PATH}?tab=brief`)}`,
    )
  })

  it('the composed route shows the whole brief to a signed-in user', async () => {
    mockFetch({ 'GET /api/tasks/by-slug/character-counter': TASK })
    renderWithProviders(<ChallengeDetailRoute />, {
      route: PATH,
      path: '/challenges/:slug',
      auth: { user: testUser },
    })
    expect(await screen.findByRole('heading', { name: 'Goal' })).toBeInTheDocument()
  })
})

describe('ChallengeDetailPage: the action area by status', () => {
  it('not_started: Start Challenge and an unpressed Save for Later', async () => {
    signedInWith(record('not_started'))
    expect(await screen.findByRole('button', { name: 'Start Challenge' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Save for Later' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByText('Not started')).toBeInTheDocument()
    // Loading the page moves no focus.
    expect(document.body).toHaveFocus()
  })

  it('waits for the stored session to be verified before fetching progress', async () => {
    window.localStorage.setItem('token', 'maybe-stale')
    const { fetchMock } = renderPage({ signedIn: false })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByText('Loading your progress...')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/progress'))).toBe(false)
  })

  it('a failed progress fetch counts as not started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    signedInWith(() => jsonResponse({ success: false, code: 'x', message: 'down' }, 500))
    expect(await screen.findByRole('button', { name: 'Start Challenge' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save for Later' })).toBeInTheDocument()
  })

  it('saved: the pressed save toggle, which returns to not started', async () => {
    const user = userEvent.setup()
    const { fetchMock } = signedInWith(record('saved'), {
      'POST /api/progress/task/7': record('not_started'),
    })
    const toggle = await screen.findByRole('button', { name: 'Saved for Later' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: 'Start Challenge' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(await screen.findByRole('button', { name: 'Save for Later' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(postBodies(fetchMock)).toEqual([['/api/progress/task/7', { status: 'not_started' }]])
  })

  it('in_progress: Complete Challenge and Reset Progress, with the start date', async () => {
    const user = userEvent.setup()
    const { fetchMock } = signedInWith(record('in_progress'), {
      'POST /api/progress/task/7': record('not_started'),
    })
    expect(await screen.findByRole('button', { name: 'Complete Challenge' })).toBeInTheDocument()
    expect(screen.getByText('Started Nov 20, 2026')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reset Progress' }))
    expect(await screen.findByRole('button', { name: 'Start Challenge' })).toBeInTheDocument()
    expect(postBodies(fetchMock)).toEqual([['/api/progress/task/7', { status: 'not_started' }]])
  })

  it('completed: the message and both links, opening safely in a new tab', async () => {
    signedInWith(
      record('completed', {
        github_repo_url: 'https://github.com/ada/counter',
        github_pages_url: 'https://ada.github.io/counter/',
        completion_date: '2026-11-21T12:00:00Z',
      }),
    )
    expect(await screen.findByText('Challenge Completed!')).toBeInTheDocument()
    expect(screen.getByText('Completed Nov 21, 2026')).toBeInTheDocument()
    const repo = screen.getByRole('link', { name: /View Repository/ })
    const demo = screen.getByRole('link', { name: /View Live Demo/ })
    expect(repo).toHaveAttribute('href', 'https://github.com/ada/counter')
    expect(demo).toHaveAttribute('href', 'https://ada.github.io/counter/')
    for (const link of [repo, demo]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(
      screen.queryByRole('button', { name: /Start|Save|Complete|Reset/ }),
    ).not.toBeInTheDocument()
  })
})

describe('ChallengeDetailPage: optimistic updates', () => {
  it('shows the new status at once, disables the buttons while in flight, then takes the server record', async () => {
    const user = userEvent.setup()
    const answer = deferred()
    signedInWith(record('not_started'), { 'POST /api/progress/task/7': () => answer.promise })

    await user.click(await screen.findByRole('button', { name: 'Start Challenge' }))
    // Optimistic: in progress before the server answers, buttons disabled.
    expect(screen.getByRole('button', { name: 'Complete Challenge' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reset Progress' })).toBeDisabled()
    expect(screen.getByText('In progress')).toBeInTheDocument()

    await act(async () =>
      answer.resolve(jsonResponse(record('in_progress', { created_at: '2026-11-22T12:00:00Z' }))),
    )
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete Challenge' })).toBeEnabled(),
    )
    expect(screen.getByText('Started Nov 22, 2026')).toBeInTheDocument()
    // Focus follows to the new first action instead of falling to the page.
    expect(screen.getByRole('button', { name: 'Complete Challenge' })).toHaveFocus()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('rolls back and shows the server message in an error toast when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const answer = deferred()
    signedInWith(record('not_started'), { 'POST /api/progress/task/7': () => answer.promise })

    await user.click(await screen.findByRole('button', { name: 'Save for Later' }))
    expect(screen.getByRole('button', { name: 'Saved for Later' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await act(async () =>
      answer.resolve(
        jsonResponse(
          { success: false, code: 'conflict', message: 'this challenge is already completed' },
          409,
        ),
      ),
    )
    expect(await screen.findByRole('button', { name: 'Save for Later' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByRole('button', { name: 'Start Challenge' })).toBeEnabled()
    expect(toast.error).toHaveBeenCalledWith('this challenge is already completed')
  })

  it('rolls back to not started when the progress fetch had failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    signedInWith(() => jsonResponse({ success: false, code: 'x', message: 'down' }, 500), {
      'POST /api/progress/task/7': () =>
        jsonResponse({ success: false, code: 'x', message: 'Server unavailable' }, 503),
    })
    await user.click(await screen.findByRole('button', { name: 'Start Challenge' }))
    expect(await screen.findByRole('button', { name: 'Start Challenge' })).toBeEnabled()
    expect(toast.error).toHaveBeenCalledWith('Server unavailable')
  })
})

describe('ChallengeDetailPage: completion form', () => {
  async function openForm(routes: Routes = {}) {
    const user = userEvent.setup()
    const rendered = signedInWith(record('in_progress'), routes)
    await user.click(await screen.findByRole('button', { name: 'Complete Challenge' }))
    return { user, ...rendered }
  }

  it('has the two labelled URL fields, focuses the first, and Cancel closes it', async () => {
    const { user } = await openForm()
    const repo = screen.getByLabelText('GitHub Repository URL')
    expect(repo).toHaveAttribute('name', 'githubRepoUrl')
    expect(screen.getByLabelText('GitHub Pages URL')).toHaveAttribute('name', 'githubPagesUrl')
    expect(repo).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Submit Solution' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('GitHub Repository URL')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete Challenge' })).toHaveFocus(),
    )
  })

  it('requires both fields as absolute http(s) URLs, beside each field, keeping what was typed', async () => {
    const { user, fetchMock } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Submit Solution' }))

    const repo = screen.getByLabelText('GitHub Repository URL')
    const pages = screen.getByLabelText('GitHub Pages URL')
    expect(repo).toHaveAttribute('aria-invalid', 'true')
    expect(repo).toHaveAccessibleDescription('GitHub Repository URL is required')
    expect(pages).toHaveAccessibleDescription('GitHub Pages URL is required')
    expect(repo).toHaveFocus()

    await user.type(repo, 'github.com/ada/counter')
    await user.type(pages, 'https://ada.github.io/counter/')
    await user.click(screen.getByRole('button', { name: 'Submit Solution' }))
    expect(repo).toHaveAccessibleDescription(
      'GitHub Repository URL must be a full URL starting with https://',
    )
    expect(repo).toHaveValue('github.com/ada/counter')
    expect(pages).not.toHaveAttribute('aria-invalid')
    expect(pages).toHaveValue('https://ada.github.io/counter/')
    expect(postBodies(fetchMock)).toEqual([])
  })

  it("shows a 422's message on the field it names and keeps the values", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await openForm({
      'POST /api/progress/task/7': () =>
        jsonResponse(
          {
            success: false,
            code: 'validation',
            message: 'github_pages_url must be an absolute http(s) URL',
          },
          422,
        ),
    })
    await user.type(
      screen.getByLabelText('GitHub Repository URL'),
      'https://github.com/ada/counter',
    )
    await user.type(screen.getByLabelText('GitHub Pages URL'), 'https://ada.github.io/counter/')
    await user.click(screen.getByRole('button', { name: 'Submit Solution' }))

    const pages = screen.getByLabelText('GitHub Pages URL')
    await waitFor(() =>
      expect(pages).toHaveAccessibleDescription('github_pages_url must be an absolute http(s) URL'),
    )
    expect(pages).toHaveAttribute('aria-invalid', 'true')
    expect(pages).toHaveValue('https://ada.github.io/counter/')
    expect(screen.getByLabelText('GitHub Repository URL')).toHaveValue(
      'https://github.com/ada/counter',
    )
    expect(screen.getByText('In progress')).toBeInTheDocument()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('on success the challenge is completed, with the submitted links', async () => {
    const completed = record('completed', {
      github_repo_url: 'https://github.com/ada/counter',
      github_pages_url: 'https://ada.github.io/counter/',
      completion_date: '2026-11-22T12:00:00Z',
    })
    const { user, fetchMock } = await openForm({ 'POST /api/progress/task/7': completed })
    await user.type(
      screen.getByLabelText('GitHub Repository URL'),
      ' https://github.com/ada/counter ',
    )
    await user.type(screen.getByLabelText('GitHub Pages URL'), 'https://ada.github.io/counter/')
    await user.click(screen.getByRole('button', { name: 'Submit Solution' }))

    expect(await screen.findByText('Challenge Completed!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View Repository/ })).toHaveAttribute(
      'href',
      'https://github.com/ada/counter',
    )
    expect(postBodies(fetchMock)).toEqual([
      [
        '/api/progress/task/7',
        {
          status: 'completed',
          github_repo_url: 'https://github.com/ada/counter',
          github_pages_url: 'https://ada.github.io/counter/',
        },
      ],
    ])
  })
})

describe('ChallengeDetailPage: the solution checks of a completed challenge', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const completed = record('completed', {
    github_repo_url: 'https://github.com/ada/counter',
    github_pages_url: 'https://ada.github.io/counter/',
    completion_date: '2026-11-22T12:00:00Z',
    solution_id: 5,
  })
  const checking = checkingSolution()

  it('polls the checks every 2 seconds until they finish, then shows the score and the report link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const running = checkingSolution({
      checks: finishedChecks().map((check, index) =>
        index === 0 ? check : { ...check, status: 'running' as const },
      ),
    })
    const { fetchMock } = signedInWith(completed, {
      'GET /api/solutions/5': inSequence(checking, running, makeSolution()),
    })
    const panel = await screen.findByRole('region', { name: 'Solution checks' })
    const status = within(panel).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Checking: 0 of 3 checks finished.'))
    expect(within(panel).getByText('Checking…')).toBeInTheDocument()
    const list = within(panel).getByRole('list', { name: 'Checks' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Repository:Queued', 'Live site:Queued', 'Page audit:Queued'])
    expect(within(panel).getByRole('link', { name: 'View solution report' })).toHaveAttribute(
      'href',
      '/solutions/5',
    )

    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(status).toHaveTextContent('Checking: 1 of 3 checks finished.'))
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Repository:Passed', 'Live site:Running', 'Page audit:Running'])

    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(status).toHaveTextContent('All checks finished. Score: 81/100.'))
    expect(within(panel).getByText('81/100')).toBeInTheDocument()
    expect(within(panel).queryByText('Checking…')).not.toBeInTheDocument()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Repository:Passed', 'Live site:Passed', 'Page audit:Failed'])

    const polls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/solutions/5')).length
    expect(polls()).toBe(3)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(polls()).toBe(3)
  })

  it('shows No score with its reason when the checks finished without one', async () => {
    const [repository, ...rest] = finishedChecks()
    signedInWith(completed, {
      'GET /api/solutions/5': makeSolution({
        score: null,
        checks: [{ ...repository, status: 'failed' }, ...rest],
      }),
    })
    const panel = await screen.findByRole('region', { name: 'Solution checks' })
    expect(await within(panel).findByText('No score')).toBeInTheDocument()
    expect(
      within(panel).getByText(
        "The repository check failed, and only the learner's own public GitHub repository is scored.",
      ),
    ).toBeInTheDocument()
  })

  it('a completion without a solution shows no checks', async () => {
    const { fetchMock } = signedInWith({ ...completed, solution_id: null })
    expect(await screen.findByText('Challenge Completed!')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Solution checks' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/solutions'))).toBe(false)
  })

  it('right after completing, the checks of the new solution show and run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    signedInWith(record('in_progress'), {
      'POST /api/progress/task/7': completed,
      'GET /api/solutions/5': inSequence(checking, makeSolution()),
    })
    await user.click(await screen.findByRole('button', { name: 'Complete Challenge' }))
    await user.type(
      screen.getByLabelText('GitHub Repository URL'),
      'https://github.com/ada/counter',
    )
    await user.type(screen.getByLabelText('GitHub Pages URL'), 'https://ada.github.io/counter/')
    await user.click(screen.getByRole('button', { name: 'Submit Solution' }))

    const panel = await screen.findByRole('region', { name: 'Solution checks' })
    expect(await within(panel).findByText('Checking…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(await within(panel).findByText('81/100')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'View solution report' })).toHaveAttribute(
      'href',
      '/solutions/5',
    )
  })
})

describe('ChallengeDetailPage: image zoom', () => {
  it('opens a labelled full-screen view and closes it by Close, Escape or a click outside', async () => {
    const user = userEvent.setup()
    renderPage({ signedIn: true })
    const imageButton = await screen.findByRole('button', {
      name: 'Enlarge image: Live Character Counter',
    })

    await user.click(imageButton)
    let dialog = screen.getByRole('dialog', { name: 'Live Character Counter: image' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('img', { name: 'Live Character Counter' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(imageButton).toHaveFocus()

    await user.click(imageButton)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(imageButton).toHaveFocus()

    await user.click(imageButton)
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('img'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(imageButton).toHaveFocus()
  })
})

describe('ChallengeDetailPage: a retired challenge', () => {
  const retired = { ...TASK, archived: true }

  it('says it was retired, offers no new progress and is not indexed', async () => {
    window.localStorage.setItem('token', 'tok')
    renderPage({
      signedIn: true,
      routes: {
        'GET /api/tasks/by-slug/character-counter': retired,
        'GET /api/progress/task/7': record('not_started'),
      },
    })
    const note = await screen.findByRole('note')
    expect(note).toHaveTextContent('This challenge was retired.')
    expect(note).toHaveTextContent(
      'What learners did on it (their progress, solutions and posts) is kept.',
    )
    expect(
      await screen.findByText('This challenge was retired, so it takes no new progress.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start Challenge' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Save for Later/ })).not.toBeInTheDocument()
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    )
  })

  it('keeps showing a completion, with its links', async () => {
    window.localStorage.setItem('token', 'tok')
    renderPage({
      signedIn: true,
      routes: {
        'GET /api/tasks/by-slug/character-counter': retired,
        'GET /api/progress/task/7': record('completed', {
          github_repo_url: 'https://github.com/ada/counter',
          completion_date: '2026-03-02T10:00:00Z',
        }),
      },
    })
    expect(await screen.findByRole('note')).toHaveTextContent('This challenge was retired.')
    expect(await screen.findByText('Challenge Completed!')).toBeInTheDocument()
    expect(
      screen.queryByText('This challenge was retired, so it takes no new progress.'),
    ).not.toBeInTheDocument()
  })
})
