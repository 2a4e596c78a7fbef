import { render, screen } from '@testing-library/react'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '@/test/fetch-mock'
import { testUser } from '@/test/render'
import { AppRoutes } from './app-routes'
import { preloadPage, routes } from './router'

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('app routes', () => {
  it.each([
    ['/', /Level up your front-end skills/],
    ['/login', 'Welcome to Frontloop'],
    ['/challenges', 'Challenges'],
    ['/challenges/responsive-landing-page', 'Responsive Landing Page'],
    ['/blog', 'Blog'],
    ['/blog/css-grid-in-practice', 'Post not found'],
    ['/community', 'Community'],
    ['/community/posts/42', 'Post not found'],
    ['/learning-paths', 'Learning paths'],
    ['/learning-paths/frontend-foundations', 'Learning Path Not Found'],
    ['/solutions/42', 'Solution not found'],
    ['/reviews', 'Code reviews'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    mockFetch({
      'GET /api/tasks': [],
      'GET /api/tasks/by-slug/responsive-landing-page': {
        id: 1,
        slug: 'responsive-landing-page',
        title: 'Responsive Landing Page',
        description: '# Responsive Landing Page\n\nBuild it.',
        difficulty: 'beginner',
        tags: ['HTML'],
        image_url: null,
      },
      'GET /api/stats': { users: 0, projects: 0, code_reviews: 0 },
      'GET /api/reviews': { items: [], next_cursor: null },
    })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  })

  it.each([
    '/profile',
    '/achievements',
    '/community/share',
    '/notifications',
    '/settings',
    '/admin',
  ])('%s is protected: signed out, it redirects to /login', async (path) => {
    mockFetch({ 'GET /api/stats': { users: 0, projects: 0, code_reviews: 0 } })
    const router = renderApp(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Frontloop' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(window.sessionStorage.getItem('prevPath')).toBe(path)
  })

  it.each([
    ['/profile', 'Profile of Ada Lovelace'],
    ['/achievements', 'Achievement Gallery'],
    ['/community/share', 'Share a post'],
    ['/notifications', 'Notifications'],
    ['/settings', 'Settings'],
    ['/admin', 'Admin'],
  ])('%s renders for a signed-in user', async (path, heading) => {
    window.localStorage.setItem('token', 'good')
    mockFetch({
      'GET /api/auth/verify': { user: testUser },
      'GET /api/users/profile': { success: true, data: testUser },
      'GET /api/users/progress': [],
      'GET /api/users/community-stats': {
        postsCount: 0,
        commentsCount: 0,
        likesGiven: 0,
        maxPostLikes: 0,
        helpedUsers: 0,
      },
      'GET /api/notifications/unread-count': { count: 0 },
      'GET /api/notifications': { items: [], next_cursor: null, unread_count: 0 },
      'GET /api/blocks': { items: [] },
    })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  it('/u/:login is public: the portfolio page answers for a signed-out visitor', async () => {
    // No mock for the portfolio call: the fetch mock answers 404.
    mockFetch({})
    const router = renderApp('/u/nobody')
    expect(
      await screen.findByText('This profile does not exist or is private.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/u/nobody')
  })

  it('/admin shows Moderation to a moderator', async () => {
    window.localStorage.setItem('token', 'good')
    mockFetch({
      'GET /api/auth/verify': { user: { ...testUser, is_moderator: true } },
      'GET /api/notifications/unread-count': { count: 0 },
      'GET /api/admin/reports': { items: [], next_cursor: null },
      'GET /api/admin/suspensions': { items: [] },
      'GET /api/admin/log': { items: [], next_cursor: null },
    })
    renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument()
    expect(await screen.findByText('No open reports.')).toBeInTheDocument()
  })

  it('AppRoutes (what main.tsx mounts in a BrowserRouter) renders the same pages', async () => {
    mockFetch({ 'GET /api/stats': { users: 0, projects: 0, code_reviews: 0 } })
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <AppRoutes />
      </MemoryRouter>,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })

  it('preloadPage resolves for every path, known or not', async () => {
    await expect(preloadPage('/privacy')).resolves.toBeUndefined()
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined()
  })
})
