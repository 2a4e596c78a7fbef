import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { Header } from './header'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  fireEvent.scroll(window)
}

describe('Header', () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockClear()
    scrollTo(0)
  })

  it('shows the main navigation with the current page marked', () => {
    renderWithProviders(<Header />, { route: '/blog' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Challenges', '/challenges'],
      ['Blog', '/blog'],
      ['Community', '/community'],
      ['Reviews', '/reviews'],
      ['Paths', '/learning-paths'],
    ])
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Challenges' })).not.toHaveAttribute(
      'aria-current',
    )
    expect(screen.getByRole('link', { name: 'Frontloop' })).toHaveAttribute('href', '/')
  })

  it('opens and closes the mobile menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<Header />)

    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAccessibleName('Close menu')
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    await user.click(button)
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    await user.click(within(menu).getByRole('link', { name: 'Community' }))
    expect(router.state.location.pathname).toBe('/community')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('closes the mobile menu on Escape and returns focus to its button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    await user.click(button)
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('marks the bar as scrolled as soon as the page scrolls', () => {
    renderWithProviders(<Header />)
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')

    act(() => scrollTo(1))
    expect(header).toHaveAttribute('data-scrolled', 'true')

    act(() => scrollTo(0))
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  it('signed out: the login button remembers the page and starts GitHub sign-in', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />, { route: '/challenges/landing-page?tab=brief' })

    const login = screen.getByRole('button', { name: 'Login with GitHub' })
    expect(within(login).getByText('Login')).toHaveClass('sm:hidden')
    expect(within(login).getByText('Login with GitHub')).toHaveClass('hidden', 'sm:inline')

    await user.click(login)
    expect(window.sessionStorage.getItem('prevPath')).toBe('/challenges/landing-page?tab=brief')
    expect(redirectTo).toHaveBeenCalledWith(
      `/api/auth/github?returnPath=${encodeURIComponent('/challenges/landing-page?tab=brief')}`,
    )
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('signed in: shows the avatar linking to /profile and a Logout button', async () => {
    const user = userEvent.setup()
    const fetchMock = mockFetch({ 'GET /api/notifications/unread-count': { count: 0 } })
    const { auth } = renderWithProviders(<Header />, { auth: { user: testUser } })

    const avatar = await screen.findByRole('img', { name: "Ada Lovelace's avatar" })
    expect(avatar).toHaveAttribute('src', testUser.avatar_url)
    expect(avatar.closest('a')).toHaveAttribute('href', '/profile')
    expect(screen.queryByRole('button', { name: 'Login with GitHub' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    // The session's avatar is enough: no profile request (only the bell's count).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/notifications/unread-count')

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(auth.logout).toHaveBeenCalledTimes(1)
  })

  it('signed in: links to /settings beside the avatar, and in the mobile menu', async () => {
    const user = userEvent.setup()
    mockFetch({ 'GET /api/notifications/unread-count': { count: 0 } })
    renderWithProviders(<Header />, { auth: { user: testUser } })

    const settings = await screen.findByRole('link', { name: 'Settings' })
    expect(settings).toHaveAttribute('href', '/settings')
    expect(settings).toHaveClass('hidden', 'sm:inline-flex')

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    // Only moderators get Admin.
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('signed out: no Settings link', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('a moderator gets Admin (/admin) last in both navigations, the menu button up to lg', async () => {
    const user = userEvent.setup()
    mockFetch({ 'GET /api/notifications/unread-count': { count: 0 } })
    renderWithProviders(<Header />, {
      route: '/admin',
      auth: { user: { ...testUser, is_moderator: true } },
    })
    const main = screen.getByRole('navigation', { name: 'Main' })
    const links = within(main).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Challenges',
      'Blog',
      'Community',
      'Reviews',
      'Paths',
      'Admin',
    ])
    expect(within(main).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    expect(within(main).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Six links need the room of a wide bar.
    expect(main).toHaveClass('hidden', 'lg:block')
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveClass('lg:hidden')

    await user.click(button)
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('signed in without avatar_url: fetches the avatar from the profile', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/profile': {
        success: true,
        data: { avatar_url: 'https://avatars.example.com/from-profile' },
      },
      'GET /api/notifications/unread-count': { count: 0 },
    })
    renderWithProviders(<Header />, { auth: { user: { ...testUser, avatar_url: null } } })

    expect(await screen.findByRole('img', { name: "Ada Lovelace's avatar" })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" })).toHaveAttribute(
        'src',
        'https://avatars.example.com/from-profile',
      ),
    )
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/profile')).toHaveLength(1)
  })

  it('logs a failed profile fetch with the documented message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({
      'GET /api/users/profile': () =>
        jsonResponse({ success: false, code: 'x', message: 'boom' }, 500),
      'GET /api/notifications/unread-count': { count: 0 },
    })
    renderWithProviders(<Header />, { auth: { user: { ...testUser, avatar_url: null } } })

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Error fetching profile:', expect.any(Error)),
    )
    // Initial-letter fallback keeps an accessible avatar.
    expect(await screen.findByRole('img', { name: "Ada Lovelace's avatar" })).toHaveTextContent('A')
  })
})
