import { screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { AuthCallbackPage } from './auth-callback-page'

function renderCallback(search: string, login = vi.fn(async () => testUser)) {
  const result = renderWithProviders(
    <StrictMode>
      <AuthCallbackPage />
    </StrictMode>,
    { route: `/auth/callback${search}`, path: '/auth/callback', auth: { login } },
  )
  return { ...result, login }
}

describe('AuthCallbackPage', () => {
  it('exchanges the login code once, logs in and goes to the return path', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/exchange': { token: 'session-token', user: testUser },
    })
    const replaceState = vi.spyOn(window.history, 'replaceState')

    const { router, login } = renderCallback('?token=code-1&returnPath=%2Fchallenges%2Fgrid')

    expect(screen.getByText('Logging you in...')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges/grid'))

    // Exactly one exchange, even under StrictMode's doubled effects.
    const exchanges = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/exchange')
    expect(exchanges).toHaveLength(1)
    expect(exchanges[0][1]?.body).toBe(JSON.stringify({ code: 'code-1' }))
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith('session-token')
    // The code left the address bar straight away.
    expect(replaceState.mock.calls[0].slice(1)).toEqual(['', '/auth/callback'])
    // The callback entry was replaced, not pushed.
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('defaults to "/" and refuses a return path to another site', async () => {
    mockFetch({ 'POST /api/auth/exchange': { token: 't', user: testUser } })
    const { router } = renderCallback('?token=c&returnPath=%2F%2Fevil.example')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('goes to /login?error=auth_failed when the exchange fails', async () => {
    mockFetch({
      'POST /api/auth/exchange': () =>
        jsonResponse({ success: false, code: 'invalid_code', message: 'Login code expired' }, 401),
    })
    const { router, login } = renderCallback('?token=used-code')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?error=auth_failed')
    expect(login).not.toHaveBeenCalled()
  })

  it('goes to /login?error=auth_failed when login fails', async () => {
    mockFetch({ 'POST /api/auth/exchange': { token: 't', user: testUser } })
    const login = vi.fn(async () => {
      throw new Error('verify failed')
    })
    const { router } = renderCallback('?token=c', login)
    await waitFor(() => expect(router.state.location.search).toBe('?error=auth_failed'))
    expect(router.state.location.pathname).toBe('/login')
  })

  it('goes to /login?error=no_token without a code', async () => {
    const fetchMock = mockFetch({})
    const { router } = renderCallback('?returnPath=%2Fblog')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?error=no_token')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
