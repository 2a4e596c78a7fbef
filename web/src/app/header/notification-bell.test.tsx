import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notification, NotificationPage } from '@/lib/reviews-types'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { Header } from './header'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

const ana = { id: 2, login: 'ana', name: 'Ana', avatar_url: null }

function makeNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'review',
    message: `Ana reviewed your solution to Challenge ${id}`,
    link: `/solutions/${id}`,
    actor: ana,
    count: 1,
    created_at: '2026-11-22T12:00:00Z',
    read: false,
    ...overrides,
  }
}

const unreadCount = (count: number, etag = `"n${count}"`) =>
  new Response(JSON.stringify({ count }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  })

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
}

type Routes = Parameters<typeof mockFetch>[0]

function renderBell(routes: Routes) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch(routes)
  const result = renderWithProviders(<Header />, { auth: { user: testUser } })
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    )
  return { ...result, fetchMock, calls }
}

afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

describe('NotificationBell', () => {
  it('names the unread count and shows it as a badge', async () => {
    renderBell({ 'GET /api/notifications/unread-count': () => unreadCount(3) })
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3')
    expect(bell).toHaveAttribute('aria-expanded', 'false')
  })

  it('caps the badge at 99+', async () => {
    renderBell({ 'GET /api/notifications/unread-count': () => unreadCount(150) })
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' })
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('99+')
  })

  it('has no badge when everything is read', async () => {
    const { calls } = renderBell({ 'GET /api/notifications/unread-count': () => unreadCount(0) })
    await waitFor(() => expect(calls('GET', '/api/notifications/unread-count')).toHaveLength(1))
    const bell = screen.getByRole('button', { name: 'Notifications' })
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument()
  })

  it('polls every 60 s while visible with If-None-Match, and not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let count = 2
    const { calls } = renderBell({
      'GET /api/notifications/unread-count': (init: RequestInit | undefined) => {
        const sent = new Headers(init?.headers).get('If-None-Match')
        return sent === `"n${count}"`
          ? new Response(null, { status: 304, headers: { ETag: sent } })
          : unreadCount(count)
      },
    })
    const polls = () => calls('GET', '/api/notifications/unread-count')
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    expect(polls()).toHaveLength(1)
    const sentTag = (call: number) => new Headers(polls()[call][1]?.headers).get('If-None-Match')
    expect(sentTag(0)).toBeNull()

    // Unchanged: 304, the count stays.
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    await waitFor(() => expect(polls()).toHaveLength(2))
    expect(sentTag(1)).toBe('"n2"')
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()

    // Hidden: no request however long it waits.
    act(() => setVisibility('hidden'))
    await act(() => vi.advanceTimersByTimeAsync(180_000))
    expect(polls()).toHaveLength(2)

    // Visible again: asks at once, and sees the new count.
    count = 4
    act(() => setVisibility('visible'))
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible()
    expect(polls()).toHaveLength(3)
  })

  it('opens a menu of the 5 newest that marks one read as it is followed', async () => {
    const user = userEvent.setup()
    const items = Array.from({ length: 7 }, (_, index) =>
      makeNotification(index + 1, { read: index >= 2 }),
    )
    const { router, calls } = renderBell({
      'GET /api/notifications/unread-count': () => unreadCount(2),
      'GET /api/notifications': {
        items,
        next_cursor: null,
        unread_count: 2,
      } satisfies NotificationPage,
      'POST /api/notifications/1/read': () => new Response(null, { status: 204 }),
    })
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    await user.click(bell)
    expect(bell).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('region', { name: 'Notifications' })
    expect(bell).toHaveAttribute('aria-controls', menu.id)

    const links = await within(menu).findAllByRole('link', { name: /reviewed your solution/ })
    expect(links).toHaveLength(5)
    expect(links[0]).toHaveAccessibleName(/^Unread: Ana reviewed your solution to Challenge 1/)
    expect(links[0]).toHaveAttribute('href', '/solutions/1')
    expect(links[2]).toHaveAccessibleName(/^Ana reviewed your solution to Challenge 3/)
    expect(within(menu).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    )

    await user.click(links[0])
    expect(router.state.location.pathname).toBe('/solutions/1')
    expect(calls('POST', '/api/notifications/1/read')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  })

  it('closes on Escape and returns the focus to the bell', async () => {
    const user = userEvent.setup()
    renderBell({
      'GET /api/notifications/unread-count': () => unreadCount(0),
      'GET /api/notifications': { items: [], next_cursor: null, unread_count: 0 },
    })
    const bell = await screen.findByRole('button', { name: 'Notifications' })
    await user.click(bell)
    const menu = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument()
    await user.tab()
    expect(within(menu).getByRole('link', { name: 'See all notifications' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
    expect(bell).toHaveAttribute('aria-expanded', 'false')
  })

  it('marks all as read: the badge goes and every item reads as read', async () => {
    const user = userEvent.setup()
    const { calls } = renderBell({
      'GET /api/notifications/unread-count': () => unreadCount(2),
      'GET /api/notifications': {
        items: [makeNotification(1), makeNotification(2)],
        next_cursor: null,
        unread_count: 2,
      },
      'POST /api/notifications/read-all': () => new Response(null, { status: 204 }),
    })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    const menu = screen.getByRole('region', { name: 'Notifications' })
    await within(menu).findAllByRole('link', { name: /^Unread:/ })
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }))

    expect(calls('POST', '/api/notifications/read-all')).toHaveLength(1)
    const bell = screen.getByRole('button', { name: 'Notifications' })
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument()
    expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it("shows the server's message when marking all read fails, and the count again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderBell({
      'GET /api/notifications/unread-count': () => unreadCount(2),
      'GET /api/notifications': {
        items: [makeNotification(1), makeNotification(2)],
        next_cursor: null,
        unread_count: 2,
      },
      'POST /api/notifications/read-all': () =>
        jsonResponse({ success: false, code: 'unavailable', message: 'Try again later.' }, 503),
    })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    const menu = screen.getByRole('region', { name: 'Notifications' })
    await within(menu).findAllByRole('link', { name: /^Unread:/ })
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }))
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Try again later.')
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  })
})
