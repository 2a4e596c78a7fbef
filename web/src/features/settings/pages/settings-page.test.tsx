import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlockList } from '@/lib/moderation'
import { inSequence, jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import type { SettingsBody } from '../types'
import { SettingsPage } from './settings-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }))

type Routes = Parameters<typeof mockFetch>[0]

const GRACE = {
  login: 'grace',
  name: 'Grace Hopper',
  avatar_url: null,
  blocked_at: '2026-11-22T12:00:00Z',
}
const BOB = { login: 'bob', name: 'bob', avatar_url: null, blocked_at: '2026-11-20T12:00:00Z' }

const SETTINGS: SettingsBody = {
  profile_visibility: 'public',
  theme: 'system',
  time_zone: 'Europe/Paris',
  time_zone_detected: true,
  email: null,
  email_digest: true,
}

function renderSettings(routes: Routes) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({ 'GET /api/users/settings': SETTINGS, ...routes })
  const result = renderWithProviders(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    auth: { user: testUser },
  })
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    )
  return { ...result, calls }
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
})

describe('SettingsPage', () => {
  it('shows the heading, a loading skeleton, then the blocked learners with their dates', async () => {
    renderSettings({ 'GET /api/blocks': { items: [GRACE, BOB] } satisfies BlockList })
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    const section = screen.getByRole('region', { name: 'Blocked learners' })
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Blocked learners')
    expect(within(section).getByRole('status')).toHaveTextContent('Loading blocked learners')

    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Grace Hopper @grace')
    expect(items[0]).toHaveTextContent('Blocked on Nov 22, 2026')
    expect(within(items[0]).getByText('Nov 22, 2026').tagName).toBe('TIME')
    expect(within(items[0]).getByRole('button', { name: 'Unblock grace' })).toHaveTextContent(
      'Unblock',
    )
    // No name: the login alone.
    expect(items[1]).toHaveTextContent('bob')
    expect(items[1]).not.toHaveTextContent('@bob')
    expect(items[1]).toHaveTextContent('Blocked on Nov 20, 2026')
    await waitFor(() => expect(document.title).toBe('Settings | Frontloop'))
  })

  it('says when nobody is blocked: "You haven\'t blocked anyone."', async () => {
    renderSettings({ 'GET /api/blocks': { items: [] } })
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Unblock/ })).not.toBeInTheDocument()
  })

  it('unblocks a learner with DELETE, then reloads the list and moves the focus to the heading', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    const { calls } = renderSettings({
      'GET /api/blocks': inSequence({ items: [GRACE] }, { items: [] }),
      'DELETE /api/blocks/grace': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const unblock = await screen.findByRole('button', { name: 'Unblock grace' })
    await user.click(unblock)

    expect(unblock).toBeDisabled()
    expect(unblock).toHaveTextContent('Unblocking…')
    expect(calls('DELETE', '/api/blocks/grace')).toHaveLength(1)
    answer(new Response(null, { status: 204 }))

    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument()
    expect(calls('GET', '/api/blocks')).toHaveLength(2)
    expect(toast.success).toHaveBeenCalledWith('You unblocked grace.')
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked learners' })).toHaveFocus()
  })

  it("shows the server's refusal to unblock and keeps the learner", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderSettings({
      'GET /api/blocks': { items: [GRACE] },
      'DELETE /api/blocks/grace': () =>
        jsonResponse({ success: false, code: 'x', message: 'Something went wrong.' }, 500),
    })
    await user.click(await screen.findByRole('button', { name: 'Unblock grace' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.')
    expect(screen.getByRole('button', { name: 'Unblock grace' })).toBeEnabled()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let fail = true
    renderSettings({
      'GET /api/blocks': () =>
        fail
          ? jsonResponse({ success: false, code: 'x', message: 'down' }, 503)
          : jsonResponse({ items: [GRACE] }),
    })
    expect(
      await screen.findByRole('heading', { name: 'Your blocked learners could not be loaded' }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Unblock grace' })).toBeInTheDocument()
  })
})
