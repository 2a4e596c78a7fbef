import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FeedbackRequest, Review, SolutionWithReviews } from '@/lib/reviews-types'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { makeSolution } from '@/test/solutions'
import { SolutionPage } from './solution-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

type Routes = Parameters<typeof mockFetch>[0]

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

const openRequest: FeedbackRequest = {
  question: 'Is my focus order right on the form?',
  open: true,
  created_at: '2026-11-23T09:00:00Z',
}

const grace = { id: 2, login: 'grace', name: 'Grace Hopper', avatar_url: null }
const linus = { id: 3, login: 'linus', name: '', avatar_url: null }

function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 11,
    solution_id: 5,
    body: 'Looks **great**. See [MDN](https://developer.mozilla.org/) and [this](javascript:alert(1)).',
    ratings: { accessibility: 4, layout_fidelity: null, code_quality: 5 },
    helpful: false,
    reviewer: grace,
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    is_mine: false,
    editable_until: '2026-11-23T10:15:00Z',
    ...overrides,
  }
}

const reviewed = (overrides: Partial<SolutionWithReviews> = {}): SolutionWithReviews => ({
  ...makeSolution(),
  feedback_request: openRequest,
  reviews_count: 2,
  ...overrides,
})

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  )

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(calls(fetchMock, method, path)[0][1]?.body)) as unknown

function renderPage(
  solution: SolutionWithReviews,
  reviews: Review[] | (() => Response),
  { signedIn = true, routes = {} }: { signedIn?: boolean; routes?: Routes } = {},
) {
  if (signedIn) window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/solutions/5': solution,
    'GET /api/solutions/5/reviews': typeof reviews === 'function' ? reviews : { items: reviews },
    ...routes,
  })
  const result = renderWithProviders(<SolutionPage />, {
    route: '/solutions/5',
    path: '/solutions/:id',
    auth: { user: signedIn ? { ...testUser, id: 9, login: 'viewer', name: 'Viewer' } : null },
  })
  return { ...result, fetchMock }
}

const apiError = (status: number, message: string) => () =>
  jsonResponse({ success: false, code: 'refused', message }, status)

describe('Solution page: reviews for everyone', () => {
  it('shows the open question and the reviews as the server orders them', async () => {
    renderPage(reviewed(), [
      makeReview({ id: 12, helpful: true, reviewer: linus, body: 'Second, but helpful.' }),
      makeReview(),
    ])
    const request = await screen.findByRole('region', { name: 'Feedback request' })
    expect(within(request).getByText(openRequest.question)).toBeInTheDocument()
    expect(within(request).getByText(/Asked/)).toHaveTextContent('Asked Nov 23, 2026')
    expect(within(request).queryByRole('button')).not.toBeInTheDocument()

    const section = screen.getByRole('region', { name: 'Reviews (2)' })
    expect(section).toHaveAttribute('id', 'reviews')
    const [first, second] = await within(section).findAllByRole('article')
    expect(first).toHaveAccessibleName('Review by linus')
    expect(within(first).getByText('Helpful')).toBeInTheDocument()
    expect(await within(first).findByText('Second, but helpful.')).toBeInTheDocument()

    expect(second).toHaveAccessibleName('Review by Grace Hopper')
    expect(within(second).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/u/${grace.login}`,
    )
    expect(within(second).queryByText('Helpful')).not.toBeInTheDocument()
    expect(within(second).getByText('Nov 23, 2026', { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-23T10:00:00Z',
    )
    const ratings = within(second)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(ratings).toEqual(['Accessibility 4/5', 'Code quality 5/5'])
    // Markdown like a brief: only http(s) and mailto links.
    expect((await within(second).findByText('great')).tagName).toBe('STRONG')
    expect(within(second).getByRole('link', { name: 'MDN' })).toHaveAttribute(
      'href',
      'https://developer.mozilla.org/',
    )
    expect(within(second).getByText('this').closest('a')).toHaveAttribute('href', '')
    // Nobody but the author marks a review helpful, and only reviewers edit.
    for (const name of ['Mark as helpful', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it('signed out: offers to sign in instead of the form', async () => {
    renderPage(reviewed({ reviews_count: 0 }), [], { signedIn: false })
    const section = await screen.findByRole('region', { name: 'Reviews (0)' })
    expect(await within(section).findByText('No reviews yet.')).toBeInTheDocument()
    expect(
      within(section).getByRole('link', { name: 'Sign in to write a review' }),
    ).toHaveAttribute('href', `/login?returnPath=${encodeURIComponent('/solutions/5#reviews')}`)
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('without an open request: no question and no form, the reviews stay', async () => {
    renderPage(reviewed({ feedback_request: { ...openRequest, open: false } }), [makeReview()])
    const section = await screen.findByRole('region', { name: 'Reviews (1)' })
    expect(screen.queryByRole('region', { name: 'Feedback request' })).not.toBeInTheDocument()
    expect(await within(section).findByRole('article')).toBeInTheDocument()
    expect(
      within(section).getByText('Reviews can be written while the author asks for feedback.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(
      screen.queryByRole('link', { name: 'Sign in to write a review' }),
    ).not.toBeInTheDocument()
  })
})

describe('Solution page: writing a review', () => {
  it('refuses a blank review, then posts the text and ratings and empties the form', async () => {
    const user = userEvent.setup()
    let reviews: Review[] = []
    const { fetchMock } = renderPage(reviewed({ reviews_count: 0 }), () =>
      jsonResponse({ items: reviews }),
    )
    fetchMock.mockClear()
    const form = await screen.findByRole('region', { name: 'Write a review' })
    const text = within(form).getByLabelText('Your review (Markdown)')
    const post = within(form).getByRole('button', { name: 'Post review' })

    await user.type(text, '   ')
    await user.click(post)
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Write your review first (1 to 5,000 characters).',
    )
    expect(text).toHaveFocus()
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(calls(fetchMock, 'POST', '/api/solutions/5/reviews')).toHaveLength(0)

    await user.clear(text)
    await user.type(text, 'Nice *focus* styles.')
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(form).getByTestId('character-counter')).toHaveTextContent('20/5,000')
    await user.selectOptions(within(form).getByLabelText('Accessibility'), '4')
    await user.selectOptions(within(form).getByLabelText('Code quality'), '2')
    expect(within(form).getByLabelText('Layout fidelity')).toHaveDisplayValue('—')

    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        reviews = [makeReview({ body: 'Nice *focus* styles.', is_mine: true, reviewer: linus })]
        return jsonResponse(reviews[0], 201)
      }
      const path = String(input)
      return path.endsWith('/reviews')
        ? jsonResponse({ items: reviews })
        : jsonResponse(reviewed({ reviews_count: reviews.length }))
    })
    await user.click(post)

    expect(await screen.findByRole('region', { name: 'Reviews (1)' })).toBeInTheDocument()
    expect(sentBody(fetchMock, 'POST', '/api/solutions/5/reviews')).toEqual({
      body: 'Nice *focus* styles.',
      ratings: { accessibility: 4, layout_fidelity: null, code_quality: 2 },
    })
    await waitFor(() =>
      expect(within(form).getByLabelText('Your review (Markdown)')).toHaveValue(''),
    )
    expect(within(form).getByLabelText('Accessibility')).toHaveDisplayValue('—')
  })

  it('refuses a review over 5,000 characters and counts it', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage(reviewed(), [])
    const text = await screen.findByLabelText('Your review (Markdown)')
    text.focus()
    await user.paste('x'.repeat(5001))
    expect(screen.getByTestId('character-counter')).toHaveTextContent('5,001/5,000')
    await user.click(screen.getByRole('button', { name: 'Post review' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your review is 5,001 characters long: shorten it to 5,000 or fewer.',
    )
    expect(calls(fetchMock, 'POST', '/api/solutions/5/reviews')).toHaveLength(0)
    // Nothing is cut.
    expect(text).toHaveValue('x'.repeat(5001))
  })

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderPage(reviewed(), [], {
      routes: {
        'POST /api/solutions/5/reviews': apiError(
          429,
          'You can write 20 reviews a day. Try again in 3 hours.',
        ),
      },
    })
    const text = await screen.findByLabelText('Your review (Markdown)')
    await user.type(text, 'Good work')
    await user.selectOptions(screen.getByLabelText('Layout fidelity'), '3')
    await user.click(screen.getByRole('button', { name: 'Post review' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can write 20 reviews a day. Try again in 3 hours.',
    )
    expect(text).toHaveValue('Good work')
    expect(screen.getByLabelText('Layout fidelity')).toHaveDisplayValue('3')
    expect(screen.getByRole('button', { name: 'Post review' })).toBeEnabled()
  })
})

describe("Solution page: the reviewer's own review", () => {
  it('edits within 15 minutes and shows a refusal without losing the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const { fetchMock } = renderPage(
      reviewed(),
      [makeReview({ is_mine: true, editable_until: inMinutes(10) })],
      {
        routes: {
          'PATCH /api/reviews/11': apiError(
            403,
            'Reviews can be edited for 15 minutes after they are written.',
          ),
        },
      },
    )
    const review = await screen.findByRole('article')
    await user.click(within(review).getByRole('button', { name: 'Edit' }))
    const text = within(review).getByLabelText('Your review (Markdown)')
    expect(text).toHaveValue(makeReview().body)
    expect(within(review).getByLabelText('Accessibility')).toHaveDisplayValue('4')
    await user.clear(text)
    await user.type(text, 'Better words')
    await user.click(within(review).getByRole('button', { name: 'Save changes' }))

    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'Reviews can be edited for 15 minutes after they are written.',
    )
    expect(text).toHaveValue('Better words')
    expect(sentBody(fetchMock, 'PATCH', '/api/reviews/11')).toEqual({
      body: 'Better words',
      ratings: { accessibility: 4, layout_fidelity: null, code_quality: 5 },
    })
  })

  it('offers no Edit after 15 minutes, but Delete asks first, then deletes', async () => {
    const user = userEvent.setup()
    let items = [makeReview({ is_mine: true, editable_until: inMinutes(-1) })]
    const { fetchMock } = renderPage(reviewed(), () => jsonResponse({ items }), {
      routes: {
        'DELETE /api/reviews/11': () => {
          items = []
          return new Response(null, { status: 204 })
        },
      },
    })
    const review = await screen.findByRole('article')
    expect(within(review).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    await user.click(within(review).getByRole('button', { name: 'Delete' }))

    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' })
    expect(calls(fetchMock, 'DELETE', '/api/reviews/11')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }))

    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument()
    expect(calls(fetchMock, 'DELETE', '/api/reviews/11')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /^Reviews/ })).toHaveFocus()
  })
})

describe("Solution page: the author's side", () => {
  const owned = (overrides: Partial<SolutionWithReviews> = {}) =>
    reviewed({ is_owner: true, ...overrides })

  it('marks a review helpful, and has no review form', async () => {
    const user = userEvent.setup()
    let items = [makeReview(), makeReview({ id: 12, helpful: true, reviewer: linus })]
    const { fetchMock } = renderPage(owned(), () => jsonResponse({ items }), {
      routes: {
        'POST /api/reviews/11/helpful': () => {
          items = [{ ...items[0], helpful: true }, items[1]]
          return jsonResponse(items[0])
        },
      },
    })
    const section = await screen.findByRole('region', { name: 'Reviews (2)' })
    const [grace, linus_] = await within(section).findAllByRole('article')
    expect(
      within(linus_).queryByRole('button', { name: 'Mark as helpful' }),
    ).not.toBeInTheDocument()
    await user.click(within(grace).getByRole('button', { name: 'Mark as helpful' }))

    await waitFor(() => expect(within(grace).getByText('Helpful')).toBeInTheDocument())
    expect(within(grace).queryByRole('button', { name: 'Mark as helpful' })).not.toBeInTheDocument()
    expect(calls(fetchMock, 'POST', '/api/reviews/11/helpful')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Write a review' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Reviews can be written/)).not.toBeInTheDocument()
  })

  it("shows the server's message when marking helpful is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderPage(owned(), [makeReview()], {
      routes: {
        'POST /api/reviews/11/helpful': apiError(409, 'You already marked this review helpful.'),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Mark as helpful' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already marked this review helpful.',
    )
  })

  it('asks for feedback with a counted question, then can close the request', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage(owned({ feedback_request: null, reviews_count: 0 }), [], {
      routes: {
        'POST /api/solutions/5/feedback-request': () => jsonResponse(owned()),
        'DELETE /api/solutions/5/feedback-request': () =>
          jsonResponse(owned({ feedback_request: { ...openRequest, open: false } })),
      },
    })
    const ask = await screen.findByRole('region', { name: 'Ask for feedback' })
    const question = within(ask).getByLabelText('Your question')
    await user.click(within(ask).getByRole('button', { name: 'Ask for feedback' }))
    expect(within(ask).getByRole('alert')).toHaveTextContent(
      'Write your question first (1 to 1,000 characters).',
    )
    expect(question).toHaveFocus()

    await user.type(question, openRequest.question)
    expect(within(ask).getByTestId('character-counter')).toHaveTextContent('36/1,000')
    await user.click(within(ask).getByRole('button', { name: 'Ask for feedback' }))

    const request = await screen.findByRole('region', { name: 'Feedback request' })
    expect(sentBody(fetchMock, 'POST', '/api/solutions/5/feedback-request')).toEqual({
      question: openRequest.question,
    })
    expect(within(request).getByText(openRequest.question)).toBeInTheDocument()
    expect(within(request).getByRole('heading', { name: 'Feedback request' })).toHaveFocus()

    await user.click(within(request).getByRole('button', { name: 'Close request' }))
    const closed = await screen.findByRole('region', { name: 'Feedback request closed' })
    expect(calls(fetchMock, 'DELETE', '/api/solutions/5/feedback-request')).toHaveLength(1)
    expect(within(closed).getByLabelText('Your question')).toHaveValue(openRequest.question)
    expect(within(closed).getByRole('button', { name: 'Ask again' })).toBeInTheDocument()
  })

  it("shows the server's refusal to ask, keeping the question", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const message = 'You already have 5 open feedback requests. Close one before asking again.'
    renderPage(owned({ feedback_request: null }), [], {
      routes: { 'POST /api/solutions/5/feedback-request': apiError(409, message) },
    })
    const question = await screen.findByLabelText('Your question')
    await user.type(question, 'Any tips?')
    await user.click(screen.getByRole('button', { name: 'Ask for feedback' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(question).toHaveValue('Any tips?')
  })
})

describe('Solution page: reports and blocks', () => {
  it('offers Report on the solution and Report and Block on others’ reviews, never one’s own', async () => {
    renderPage(reviewed(), [makeReview(), makeReview({ id: 12, is_mine: true, reviewer: linus })])
    expect(await screen.findByRole('button', { name: 'Report solution' })).toHaveTextContent(
      'Report',
    )
    const reviews = await screen.findAllByRole('article')
    expect(
      within(reviews[0]).getByRole('button', { name: 'Report review by Grace Hopper' }),
    ).toBeInTheDocument()
    expect(within(reviews[0]).getByRole('button', { name: 'Block grace' })).toBeInTheDocument()
    expect(within(reviews[1]).queryByRole('button', { name: /Report|Block/ })).toBeNull()
  })

  it('offers nothing to report to visitors, nor to the solution’s author on it', async () => {
    const { unmount } = renderPage(reviewed(), [makeReview()], { signedIn: false })
    await screen.findAllByRole('article')
    expect(screen.queryByRole('button', { name: /Report|Block/ })).not.toBeInTheDocument()
    unmount()

    renderPage(reviewed({ is_owner: true }), [makeReview()])
    await screen.findAllByRole('article')
    expect(screen.queryByRole('button', { name: 'Report solution' })).not.toBeInTheDocument()
    // The author may still report a review of their solution.
    expect(
      screen.getByRole('button', { name: 'Report review by Grace Hopper' }),
    ).toBeInTheDocument()
  })

  it('reports the solution', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage(reviewed(), [], {
      routes: {
        'POST /api/reports': () =>
          jsonResponse({ message: 'Thanks, a moderator will look at it' }, 201),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Report solution' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this solution' })
    await user.click(within(dialog).getByRole('radio', { name: 'Plagiarism' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Thanks, a moderator will look at it')).toBeVisible()
    expect(sentBody(fetchMock, 'POST', '/api/reports')).toEqual({
      item_type: 'solution',
      item_id: 5,
      reason: 'plagiarism',
    })
  })

  it('blocks a reviewer: their review disappears after confirmation', async () => {
    const user = userEvent.setup()
    let blocked = false
    const { fetchMock } = renderPage(
      reviewed(),
      () => jsonResponse({ items: blocked ? [] : [makeReview()] }),
      {
        routes: {
          'POST /api/blocks': () => {
            blocked = true
            return new Response(null, { status: 204 })
          },
        },
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Block grace' }))
    const dialog = screen.getByRole('dialog', { name: 'Block grace?' })
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))

    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument()
    expect(sentBody(fetchMock, 'POST', '/api/blocks')).toEqual({ login: 'grace' })
    expect(screen.getByRole('heading', { level: 2, name: /^Reviews/ })).toHaveFocus()
  })
})
