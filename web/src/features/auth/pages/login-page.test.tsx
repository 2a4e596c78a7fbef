import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { LoginPage } from './login-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

const stats = { users: 50_312, projects: 1_234, code_reviews: 12_000 }

function renderLogin(search = '', auth = {}) {
  return renderWithProviders(<LoginPage />, { route: `/login${search}`, path: '/login', auth })
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockClear()
  })

  it('welcomes the visitor and shows live stats, formatted', async () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Frontloop' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === '50K+ Active Users',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '1000+ Projects'),
    ).toBeInTheDocument()
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '12K+ Code Reviews'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === 'By signing in, you agree to our Terms of Service and Privacy Policy.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows no figures when the stats cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = mockFetch({
      'GET /api/stats': () => jsonResponse({ success: false, code: 'x', message: 'down' }, 503),
    })
    renderLogin()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByText(/Active Users/)).not.toBeInTheDocument()
  })

  it('explains an auth_failed error', () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin('?error=auth_failed')
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sign-in didn't work. GitHub couldn't confirm your account, or the sign-in link expired. Please try again.",
    )
  })

  it('explains a no_token error', () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin('?error=no_token')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in was interrupted before it finished. Please try again.',
    )
  })

  it('says a suspended account is suspended', () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin('?error=suspended')
    expect(screen.getByRole('alert')).toHaveTextContent('This account is suspended.')
  })

  it('ignores an unknown error value', () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin('?error=<script>')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('Continue with GitHub returns to the returnPath query value', async () => {
    mockFetch({ 'GET /api/stats': stats })
    const user = userEvent.setup()
    window.sessionStorage.setItem('prevPath', '/blog')
    renderLogin('?returnPath=%2Fachievements')
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    expect(redirectTo).toHaveBeenCalledWith('/api/auth/github?returnPath=%2Fachievements')
  })

  it('Continue with GitHub falls back to prevPath, then "/"', async () => {
    mockFetch({ 'GET /api/stats': stats })
    const user = userEvent.setup()
    window.sessionStorage.setItem('prevPath', '/community/share')
    const { unmount } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    expect(redirectTo).toHaveBeenLastCalledWith('/api/auth/github?returnPath=%2Fcommunity%2Fshare')
    unmount()

    window.sessionStorage.clear()
    renderLogin()
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    expect(redirectTo).toHaveBeenLastCalledWith('/api/auth/github?returnPath=%2F')
  })

  it('sends a signed-in user home', async () => {
    mockFetch({ 'GET /api/stats': stats })
    renderLogin('', { user: testUser })
    expect(await screen.findByTestId('location')).toHaveTextContent('at /')
  })
})
