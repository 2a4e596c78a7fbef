import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '@/test/fetch-mock'
import { testUser } from '@/test/render'
import { routes } from './router'

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
    ['/challenges/responsive-landing-page', 'Challenge'],
    ['/blog', 'Blog'],
    ['/blog/css-grid-in-practice', 'Blog post'],
    ['/community', 'Community'],
    ['/community/posts/42', 'Community post'],
    ['/learning-paths', 'Learning paths'],
    ['/learning-paths/frontend-foundations', 'Learning path'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    mockFetch({ 'GET /api/tasks': [], 'GET /api/stats': { users: 0, projects: 0, code_reviews: 0 } })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  })

  it.each(['/profile', '/achievements', '/community/share'])(
    '%s is protected: signed out, it redirects to /login',
    async (path) => {
      mockFetch({ 'GET /api/stats': { users: 0, projects: 0, code_reviews: 0 } })
      const router = renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Frontloop' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(window.sessionStorage.getItem('prevPath')).toBe(path)
    },
  )

  it.each([
    ['/profile', 'Your profile'],
    ['/achievements', 'Achievement Gallery'],
    ['/community/share', 'Share a post'],
  ])('%s renders for a signed-in user', async (path, heading) => {
    window.localStorage.setItem('token', 'good')
    mockFetch({ 'GET /api/auth/verify': { user: testUser } })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })
})
