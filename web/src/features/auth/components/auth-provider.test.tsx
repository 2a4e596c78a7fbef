import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { createTestQueryClient, testUser } from '@/test/render'
import { useAuth } from '@/lib/use-auth'
import { AuthProvider } from './auth-provider'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

function Probe() {
  const { user, loading, login, logout } = useAuth()
  const [error, setError] = useState('')
  return (
    <div>
      <p>{loading ? 'loading' : user ? `user:${user.login}` : 'signed out'}</p>
      {error && <p>error:{error}</p>}
      <button onClick={() => login('new-token').catch((e: Error) => setError(e.message))}>
        login
      </button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  )
}

function renderProvider(route = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  )
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('AuthProvider', () => {
  it('without a token: not loading, signed out, no request', async () => {
    const fetchMock = mockFetch({})
    renderProvider()
    expect(await screen.findByText('signed out')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('restores the session from a stored token', async () => {
    window.localStorage.setItem('token', 'good')
    mockFetch({ 'GET /api/auth/verify': { user: testUser } })
    renderProvider()
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('user:ada')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBe('good')
  })

  it('forgets a token that verifies to no user', async () => {
    window.localStorage.setItem('token', 'orphan')
    mockFetch({ 'GET /api/auth/verify': { user: null } })
    renderProvider()
    expect(await screen.findByText('signed out')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
  })

  it('forgets a token whose check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem('token', 'broken')
    mockFetch({
      'GET /api/auth/verify': () => jsonResponse({ success: false, code: 'x', message: 'y' }, 503),
    })
    renderProvider()
    expect(await screen.findByText('signed out')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
  })

  it('login stores the token, verifies it and sets the user', async () => {
    const user = userEvent.setup()
    const fetchMock = mockFetch({ 'GET /api/auth/verify': { user: testUser } })
    renderProvider()
    await screen.findByText('signed out')
    await user.click(screen.getByRole('button', { name: 'login' }))
    expect(await screen.findByText('user:ada')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBe('new-token')
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer new-token')
  })

  it('login that cannot verify logs out and re-throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const fetchMock = mockFetch({
      'GET /api/auth/verify': () =>
        jsonResponse({ success: false, code: 'x', message: 'verify down' }, 503),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    })
    renderProvider()
    await screen.findByText('signed out')
    await user.click(screen.getByRole('button', { name: 'login' }))
    expect(await screen.findByText('error:verify down')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true)
  })

  it('logout revokes the session, clears storage and goes home, even if the server call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    window.localStorage.setItem('token', 'good')
    window.localStorage.setItem('returnPath', '/profile')
    const fetchMock = mockFetch({
      'GET /api/auth/verify': { user: testUser },
      'POST /api/auth/logout': () =>
        jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
    })
    const router = renderProvider('/profile')
    await screen.findByText('user:ada')

    await user.click(screen.getByRole('button', { name: 'logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.getByText('signed out')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(window.localStorage.getItem('returnPath')).toBeNull()
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout')
    expect(logoutCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer good' })
    expect(redirectTo).not.toHaveBeenCalled()
  })
})
