import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { createTestQueryClient, fakeAuth, renderWithProviders, testUser } from '@/test/render'
import { AuthContext } from '@/lib/use-auth'
import { AuthProvider } from './auth-provider'
import { ProtectedRoute } from './protected-route'

const page = (
  <ProtectedRoute>
    <h1>Secret profile</h1>
  </ProtectedRoute>
)

describe('ProtectedRoute', () => {
  it('shows Loading... while the session restores', () => {
    renderWithProviders(page, { route: '/profile', path: '/profile', auth: { loading: true } })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.queryByText('Secret profile')).not.toBeInTheDocument()
  })

  it('redirects to /login without a user and remembers the attempted path', async () => {
    const { router } = renderWithProviders(page, { route: '/profile?tab=done', path: '/profile' })
    expect(await screen.findByTestId('location')).toHaveTextContent('at /login')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(window.sessionStorage.getItem('prevPath')).toBe('/profile?tab=done')
  })

  it('renders the page for a signed-in user', () => {
    renderWithProviders(page, { route: '/profile', path: '/profile', auth: { user: testUser } })
    expect(screen.getByRole('heading', { name: 'Secret profile' })).toBeInTheDocument()
  })

  it('does not send a learner who signs out here to /login: the sign-out navigates', async () => {
    const router = createMemoryRouter(
      [
        { path: '/settings', element: page },
        { path: '/login', element: <p>Login page</p> },
      ],
      { initialEntries: ['/settings'] },
    )
    const signedIn = fakeAuth({ user: testUser })
    const view = (auth: typeof signedIn) => (
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    )
    const { rerender } = render(view(signedIn))
    expect(screen.getByRole('heading', { name: 'Secret profile' })).toBeInTheDocument()
    rerender(view({ ...signedIn, user: null }))
    expect(screen.queryByText('Secret profile')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/settings')
    expect(screen.queryByText('Login page')).not.toBeInTheDocument()
  })

  it('with the real session: Loading... while verifying, then the redirect', async () => {
    window.localStorage.setItem('token', 'stale')
    let answer: (response: Response) => void = () => {}
    mockFetch({
      'GET /api/auth/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
    })

    const router = createMemoryRouter(
      [
        {
          element: (
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          ),
          children: [
            { path: '/profile', element: page },
            { path: '/login', element: <p>Login page</p> },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    )
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )

    expect(screen.getByText('Loading...')).toBeInTheDocument()
    answer(jsonResponse({ user: null }))
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(window.sessionStorage.getItem('prevPath')).toBe('/profile')
  })
})
