import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import type { PortfolioBody } from '../types'
import { PortfolioPage } from './portfolio-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

const PORTFOLIO: PortfolioBody = {
  user: {
    login: 'octocat',
    name: 'The Octocat',
    avatar_url: 'https://avatars.example.com/u/1',
    html_url: 'https://github.com/octocat',
    joined_at: '2026-03-15T12:00:00Z',
  },
  is_owner: false,
  profile_visibility: 'public',
  stats: { completed: 3, current_streak: 2, longest_streak: 5 },
  activity: [{ date: '2026-11-20', count: 1 }],
  today: '2026-11-26',
  achievements: [
    {
      id: 'first-steps',
      title: 'First Steps',
      description: 'Complete your first challenge',
      icon: '🎯',
      colour: 'blue',
      unlocked_at: '2026-11-20T12:00:00Z',
    },
  ],
  solutions: [
    {
      id: 12,
      task_slug: 'qr-code',
      task_title: 'QR code component',
      task_image_url: '/media/tasks/qr-code.png',
      difficulty: 'beginner',
      score: 87,
      live_url: 'https://octocat.github.io/qr/',
      repository_url: 'https://github.com/octocat/qr',
      screenshot_url: '/api/solutions/12/screenshots/desktop',
      completed_at: '2026-11-20T12:00:00Z',
    },
    {
      id: 7,
      task_slug: 'recipe-page',
      task_title: 'Recipe page',
      task_image_url: '/media/tasks/recipe.png',
      difficulty: 'intermediate',
      score: null,
      live_url: 'javascript:alert(1)',
      repository_url: 'https://github.com/octocat/recipe',
      screenshot_url: null,
      completed_at: '2026-11-10T12:00:00Z',
    },
  ],
  posts: [
    {
      id: 5,
      task_title: 'QR code component',
      task_slug: 'qr-code',
      excerpt: 'My first component with a card layout.',
      likes_count: 2,
      comments_count: 1,
      created_at: '2026-11-21T12:00:00Z',
    },
  ],
  reviews: [
    {
      id: 9,
      solution_id: 3,
      task_title: 'Product preview card',
      author_login: 'bob',
      excerpt: 'Nice use of grid.',
      created_at: '2026-11-22T12:00:00Z',
    },
  ],
}

const EMPTY: PortfolioBody = {
  ...PORTFOLIO,
  user: { ...PORTFOLIO.user, name: null, avatar_url: null },
  stats: { completed: 0, current_streak: 0, longest_streak: 0 },
  activity: [],
  achievements: [],
  solutions: [],
  posts: [],
  reviews: [],
}

function renderPortfolio(login: string, routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes)
  const result = renderWithProviders(<PortfolioPage />, {
    route: `/u/${login}`,
    path: '/u/:login',
  })
  return { ...result, fetchMock }
}

describe('PortfolioPage', () => {
  it('shows a loading state, then the learner, their stats, calendar, achievements and work', async () => {
    renderPortfolio('octocat', { 'GET /api/users/octocat/portfolio': PORTFOLIO })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the portfolio of @octocat')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Octocat' }),
    ).toBeInTheDocument()
    expect(screen.getByText('@octocat')).toBeInTheDocument()
    const github = screen.getByRole('link', { name: /GitHub profile/ })
    expect(github).toHaveAttribute('href', 'https://github.com/octocat')
    expect(github).toHaveAttribute('target', '_blank')
    expect(screen.getByText(/^Joined/)).toHaveTextContent('Joined March 2026')
    expect(screen.queryByRole('link', { name: 'Edit settings' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Your profile is private/)).not.toBeInTheDocument()

    // Stats.
    expect(screen.getByText('Completed challenges').nextElementSibling).toHaveTextContent('3')
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('2 days')
    expect(screen.getByText('Longest streak').nextElementSibling).toHaveTextContent('5 days')

    // The activity calendar of the profile.
    const calendar = screen.getByRole('region', { name: 'Activity' })
    expect(
      within(calendar).getByRole('img', { name: '1 completion on 1 day in the last year' }),
    ).toBeInTheDocument()

    // Achievements, their date in a tooltip.
    const achievements = screen.getByRole('region', { name: /^Achievements/ })
    const badge = within(achievements).getByRole('listitem')
    expect(badge).toHaveTextContent('First Steps')
    expect(badge).toHaveAttribute('title', 'Unlocked Nov 20, 2026')

    // Solutions as cards.
    const solutions = screen.getByRole('region', { name: /^Completed solutions/ })
    const cards = within(solutions).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const qr = cards[0]
    expect(within(qr).getByRole('link', { name: 'QR code component' })).toHaveAttribute(
      'href',
      '/solutions/12',
    )
    expect(qr).toHaveTextContent('Score 87')
    const image = qr.querySelector('img')!
    expect(image.getAttribute('src')).toMatch(/\/api\/solutions\/12\/screenshots\/desktop$/)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '630')
    const live = within(qr).getByRole('link', { name: /^Live site of QR code component/ })
    expect(live).toHaveAttribute('href', 'https://octocat.github.io/qr/')
    expect(live).toHaveAttribute('rel', 'noopener noreferrer ugc nofollow')
    expect(live).toHaveAttribute('target', '_blank')
    expect(
      within(qr).getByRole('link', { name: /^Repository of QR code component/ }),
    ).toHaveAttribute('href', 'https://github.com/octocat/qr')

    // No screenshot: the challenge's picture; no score: no badge; a bad link: none.
    const recipe = cards[1]
    expect(recipe.querySelector('img')!.getAttribute('src')).toMatch(/\/media\/tasks\/recipe\.png$/)
    expect(recipe).not.toHaveTextContent('Score')
    expect(within(recipe).queryByRole('link', { name: /Live site/ })).not.toBeInTheDocument()
    expect(within(recipe).getByRole('link', { name: /^Repository of Recipe page/ })).toBeVisible()

    // Posts and reviews.
    const posts = screen.getByRole('region', { name: 'Community posts' })
    expect(within(posts).getByRole('link', { name: 'QR code component' })).toHaveAttribute(
      'href',
      '/community/posts/5',
    )
    expect(posts).toHaveTextContent('My first component with a card layout.')
    expect(posts).toHaveTextContent('2 likes · 1 comment')
    const reviews = screen.getByRole('region', { name: 'Reviews given' })
    expect(
      within(reviews).getByRole('link', { name: "Review of @bob's Product preview card" }),
    ).toHaveAttribute('href', '/solutions/3')
    expect(reviews).toHaveTextContent('Nice use of grid.')

    await waitFor(() => expect(document.title).toBe('The Octocat (@octocat) | Frontloop'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "The Octocat's front-end portfolio on Frontloop: 3 completed challenges.",
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/u\/octocat$/,
    )
  })

  it('says when each list is empty, and names the learner by login without a name', async () => {
    renderPortfolio('octocat', { 'GET /api/users/octocat/portfolio': EMPTY })
    expect(await screen.findByRole('heading', { level: 1, name: 'octocat' })).toBeInTheDocument()
    expect(screen.getByText('No achievements unlocked yet.')).toBeInTheDocument()
    expect(screen.getByText('No completed solutions yet.')).toBeInTheDocument()
    expect(screen.getByText('No community posts yet.')).toBeInTheDocument()
    expect(screen.getByText('No reviews given yet.')).toBeInTheDocument()
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('0 days')
    await waitFor(() => expect(document.title).toBe('octocat (@octocat) | Frontloop'))
  })

  it('tells its owner that the profile is private, with links to the settings', async () => {
    window.localStorage.setItem('token', 'tok')
    const { fetchMock } = renderPortfolio('octocat', {
      'GET /api/users/octocat/portfolio': {
        ...PORTFOLIO,
        is_owner: true,
        profile_visibility: 'private',
      },
    })
    expect(
      await screen.findByText(/Your profile is private: only you can see this page\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change it in your settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(screen.getByRole('link', { name: 'Edit settings' })).toHaveAttribute('href', '/settings')
    // The token went along, so the server could tell the owner.
    const [, init] = fetchMock.mock.calls[0]
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok')
  })

  it('shows the not-found state on a 404, with a link to the community', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPortfolio('ghost', {
      'GET /api/users/ghost/portfolio': () =>
        jsonResponse(
          {
            success: false,
            code: 'not_found',
            message: 'This profile does not exist or is private.',
          },
          404,
        ),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeInTheDocument()
    expect(screen.getByText('This profile does not exist or is private.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to community' })).toHaveAttribute(
      'href',
      '/community',
    )
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    )
  })

  it('offers to try again when the portfolio cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let fail = true
    renderPortfolio('octocat', {
      'GET /api/users/octocat/portfolio': () =>
        fail
          ? jsonResponse({ success: false, code: 'x', message: 'down' }, 503)
          : jsonResponse(PORTFOLIO),
    })
    expect(
      await screen.findByRole('heading', { name: 'This profile could not be loaded' }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Octocat' }),
    ).toBeInTheDocument()
  })

  it('replaces the address with the new login of a renamed account', async () => {
    const { router, fetchMock } = renderPortfolio('old-octo', {
      'GET /api/users/old-octo/portfolio': PORTFOLIO,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/u/octocat'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Octocat' }),
    ).toBeInTheDocument()
    // The answer is reused for the new address, not asked for again.
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
