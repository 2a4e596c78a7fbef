import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Notification, NotificationPage } from '@/lib/reviews-types'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { NotificationsPage } from './notifications-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

function makeNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'comment',
    message: `Ana commented on your post about Challenge ${id}`,
    link: `/community/posts/${id}`,
    actor: { id: 2, login: 'ana', name: 'Ana', avatar_url: null },
    count: 1,
    created_at: '2026-11-22T12:00:00Z',
    read: false,
    ...overrides,
  }
}

type Routes = Parameters<typeof mockFetch>[0]

function renderPage(pages: (cursor: string | null) => NotificationPage, routes: Routes = {}) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/notifications': (_init: RequestInit | undefined, url: string) =>
      jsonResponse(pages(new URL(url, 'http://localhost').searchParams.get('cursor'))),
    'GET /api/notifications/unread-count': { count: 1 },
    ...routes,
  })
  const result = renderWithProviders(<NotificationsPage />, {
    route: '/notifications',
    path: '/notifications',
    auth: { user: testUser },
  })
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    )
  return { ...result, fetchMock, calls }
}

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones marked, and loads more', async () => {
    const user = userEvent.setup()
    const { calls } = renderPage((cursor) =>
      cursor === 'p2'
        ? {
            items: [
              makeNotification(3, {
                kind: 'achievement',
                actor: null,
                link: '/achievements',
                message: 'You unlocked Helper',
                read: true,
              }),
            ],
            next_cursor: null,
            unread_count: 1,
          }
        : {
            items: [makeNotification(1), makeNotification(2, { read: true })],
            next_cursor: 'p2',
            unread_count: 1,
          },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications')

    const list = await screen.findByRole('list', { name: 'Notifications' })
    const [first, second] = within(list).getAllByRole('link')
    expect(first).toHaveAccessibleName(/^Unread: Ana commented on your post about Challenge 1/)
    expect(first).toHaveAttribute('href', '/community/posts/1')
    expect(first).toHaveAttribute('data-unread', 'true')
    expect(second).toHaveAccessibleName(/^Ana commented on your post about Challenge 2/)
    expect(second).toHaveAttribute('data-unread', 'false')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(list).findByRole('link', { name: /You unlocked Helper/ })).toHaveAttribute(
      'href',
      '/achievements',
    )
    expect(calls('GET', '/api/notifications')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Notifications | Frontloop'))
  })

  it('marks all as read', async () => {
    const user = userEvent.setup()
    const { calls } = renderPage(
      () => ({
        items: [makeNotification(1), makeNotification(2)],
        next_cursor: null,
        unread_count: 2,
      }),
      { 'POST /api/notifications/read-all': () => new Response(null, { status: 204 }) },
    )
    const list = await screen.findByRole('list', { name: 'Notifications' })
    expect(within(list).getAllByText('Unread:')).toHaveLength(2)
    const markAll = screen.getByRole('button', { name: 'Mark all as read' })
    await user.click(markAll)
    expect(calls('POST', '/api/notifications/read-all')).toHaveLength(1)
    expect(within(list).queryByText('Unread:')).not.toBeInTheDocument()
    expect(markAll).toBeDisabled()
  })

  it('marks one read as its link is followed', async () => {
    const user = userEvent.setup()
    const { calls, router } = renderPage(
      () => ({ items: [makeNotification(1)], next_cursor: null, unread_count: 1 }),
      { 'POST /api/notifications/1/read': () => new Response(null, { status: 204 }) },
    )
    await user.click(await screen.findByRole('link', { name: /^Unread:/ }))
    expect(calls('POST', '/api/notifications/1/read')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/community/posts/1')
  })

  it('never links outside the app', async () => {
    renderPage(() => ({
      items: [makeNotification(1, { link: 'https://evil.example/' })],
      next_cursor: null,
      unread_count: 1,
    }))
    expect(await screen.findByRole('link', { name: /^Unread:/ })).toHaveAttribute(
      'href',
      '/notifications',
    )
  })

  it('says when there are none yet', async () => {
    renderPage(() => ({ items: [], next_cursor: null, unread_count: 0 }))
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument()
    expect(
      screen.getByText('Reviews, comments, likes and achievements will show up here.'),
    ).toBeInTheDocument()
  })
})
