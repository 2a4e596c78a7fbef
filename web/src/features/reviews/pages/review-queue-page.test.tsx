import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ReviewQueueEntry, ReviewQueuePage } from '@/lib/reviews-types'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { ReviewQueuePage as QueuePage } from './review-queue-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

function makeEntry(overrides: Partial<ReviewQueueEntry> = {}): ReviewQueueEntry {
  return {
    solution_id: 5,
    question: 'Is my grid right on small screens?',
    created_at: '2026-11-20T09:00:00Z',
    author: { id: 2, login: 'grace', name: 'Grace Hopper', avatar_url: null },
    task: {
      id: 7,
      slug: 'card-layout',
      title: 'Card Layout',
      image_url: '/media/challenges/card-layout.svg',
      difficulty: 'beginner',
      tags: ['CSS', 'Responsive Design'],
    },
    reviews_count: 1,
    solved_by_viewer: false,
    ...overrides,
  }
}

const page = (items: ReviewQueueEntry[], next_cursor: string | null = null): ReviewQueuePage => ({
  items,
  next_cursor,
})

function renderQueue(
  handler: (url: URL) => Response | ReviewQueuePage,
  { route = '/reviews', signedIn = false } = {},
) {
  if (signedIn) window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/reviews': (_init: RequestInit | undefined, url: string) => {
      const answer = handler(new URL(url, 'http://localhost'))
      return answer instanceof Response ? answer : jsonResponse(answer)
    },
  })
  const result = renderWithProviders(<QueuePage />, {
    route,
    path: '/reviews',
    auth: { user: signedIn ? testUser : null },
  })
  const requested = () =>
    fetchMock.mock.calls.map(([url]) => {
      const { searchParams } = new URL(String(url), 'http://localhost')
      return searchParams.toString()
    })
  return { ...result, fetchMock, requested }
}

describe('ReviewQueuePage', () => {
  it('shows a skeleton, then the open requests as cards', async () => {
    renderQueue(() =>
      page([
        makeEntry(),
        makeEntry({
          solution_id: 6,
          reviews_count: 0,
          solved_by_viewer: true,
          task: { ...makeEntry().task, title: 'Todo App', difficulty: 'advanced', tags: ['DOM'] },
        }),
      ]),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Code reviews' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Learners asked for feedback on these solutions. Oldest first: they have waited longest.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading feedback requests')

    const list = await screen.findByRole('list', { name: 'Feedback requests' })
    const [first, second] = within(list).getAllByRole('article')
    expect(within(first).getByRole('heading', { name: 'Card Layout' })).toBeInTheDocument()
    expect(within(first).getByText('Beginner')).toBeInTheDocument()
    expect(within(first).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'CSSResponsive Design',
    )
    expect(within(first).getByText('Grace Hopper')).toBeInTheDocument()
    expect(within(first).getByText('Is my grid right on small screens?')).toBeInTheDocument()
    expect(within(first).getByText('1 review')).toBeInTheDocument()
    expect(within(first).queryByText('You solved this too')).not.toBeInTheDocument()
    expect(
      within(first).getByRole('link', {
        name: 'Review this solution: Card Layout by Grace Hopper',
      }),
    ).toHaveAttribute('href', '/solutions/5#reviews')
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('card-layout'),
    )

    expect(within(second).getByText('0 reviews')).toBeInTheDocument()
    expect(within(second).getByText('You solved this too')).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: /^Review this solution/ })).toHaveAttribute(
      'href',
      '/solutions/6#reviews',
    )
    await waitFor(() => expect(document.title).toBe('Code reviews | Frontloop'))
  })

  it('filters by difficulty and category through the URL and the request', async () => {
    const user = userEvent.setup()
    const { router, requested } = renderQueue(() => page([makeEntry()]))
    await screen.findByRole('list', { name: 'Feedback requests' })
    expect(requested()).toEqual([''])

    const difficulty = screen.getByRole('group', { name: 'Difficulty' })
    const category = screen.getByRole('group', { name: 'Category' })
    expect(within(difficulty).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(
      within(category)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'CSS', 'HTML', 'JavaScript', 'Responsive Design', 'DOM', 'Web APIs'])

    await user.click(within(difficulty).getByRole('button', { name: 'Intermediate' }))
    expect(router.state.location.search).toBe('?difficulty=intermediate')
    await waitFor(() => expect(requested()).toContain('difficulty=intermediate'))

    await user.click(within(category).getByRole('button', { name: 'Responsive Design' }))
    expect(router.state.location.search).toBe('?difficulty=intermediate&category=Responsive+Design')
    await waitFor(() =>
      expect(requested()).toContain('difficulty=intermediate&category=Responsive+Design'),
    )
    expect(within(category).getByRole('button', { name: 'Responsive Design' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(difficulty).getByRole('button', { name: 'All' }))
    expect(router.state.location.search).toBe('?category=Responsive+Design')
  })

  it('reads the filters from the URL it opens on', async () => {
    const { requested } = renderQueue(() => page([makeEntry()]), {
      route: '/reviews?difficulty=advanced&category=javascript',
    })
    await screen.findByRole('list', { name: 'Feedback requests' })
    expect(requested()).toEqual(['difficulty=advanced&category=JavaScript'])
    expect(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', {
        name: 'JavaScript',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  it('loads more with the next cursor', async () => {
    const user = userEvent.setup()
    const { requested } = renderQueue((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? page([makeEntry({ solution_id: 9, task: { ...makeEntry().task, title: 'Quiz' } })])
        : page([makeEntry()], 'c2'),
    )
    await user.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(requested()).toEqual(['', 'cursor=c2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('says when nobody is waiting, and offers to clear filters', async () => {
    const user = userEvent.setup()
    const { router } = renderQueue(() => page([]), { route: '/reviews?category=DOM' })
    expect(
      await screen.findByRole('heading', { name: 'No open feedback requests' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('When learners ask for feedback on their solutions, they appear here.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
  })

  it('offers to try again when the queue cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let fail = true
    renderQueue(() =>
      fail
        ? jsonResponse({ success: false, code: 'unavailable', message: 'down' }, 503)
        : page([makeEntry()]),
    )
    expect(
      await screen.findByRole('heading', { name: 'The feedback requests could not be loaded' }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Card Layout' })).toBeInTheDocument()
  })

  it('sends the session when signed in', async () => {
    const { fetchMock } = renderQueue(() => page([makeEntry({ solved_by_viewer: true })]), {
      signedIn: true,
    })
    expect(await screen.findByText('You solved this too')).toBeInTheDocument()
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer tok')
  })
})
