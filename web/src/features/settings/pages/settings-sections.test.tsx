import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { FALLBACK_TIME_ZONES, timeZoneOptions } from '../lib/time-zones'
import type { SettingsBody } from '../types'
import { SettingsPage } from './settings-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))
vi.mock('react-hot-toast', () => {
  const toast = { error: vi.fn(), success: vi.fn() }
  return { default: toast, toast }
})

type Routes = Parameters<typeof mockFetch>[0]

const SETTINGS: SettingsBody = {
  profile_visibility: 'public',
  theme: 'system',
  time_zone: 'Europe/Paris',
  time_zone_detected: true,
  email: 'ada@example.com',
  email_digest: true,
}

const refusal = (message: string, status = 400) =>
  jsonResponse({ success: false, code: 'bad_request', message }, status)

/** The JSON body PATCH /api/users/settings answers with: the settings with the patch applied. */
const patched = (init: RequestInit | undefined) => {
  const patch = JSON.parse(String(init?.body)) as Partial<SettingsBody>
  return jsonResponse({ ...SETTINGS, ...patch })
}

function renderSettings(routes: Routes = {}, settings: SettingsBody = SETTINGS) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/users/settings': settings,
    'GET /api/blocks': { items: [] },
    ...routes,
  })
  const result = renderWithProviders(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    auth: { user: testUser },
  })
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    )
  const bodies = (method: string, path: string) =>
    calls(method, path).map(([, init]) => JSON.parse(String(init?.body)) as unknown)
  return { ...result, calls, bodies, fetchMock }
}

const region = (name: string) => screen.findByRole('region', { name })

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

afterEach(() => {
  delete document.documentElement.dataset.theme
})

describe('Settings: the sections', () => {
  it('shows the sections in order', async () => {
    renderSettings()
    await region('Profile visibility')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Profile visibility',
      'Time zone',
      'Theme',
      'Email',
      'Blocked learners',
      'Your data',
      'Delete account',
    ])
  })

  it('offers to try again when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let fail = true
    renderSettings({
      'GET /api/users/settings': () => (fail ? refusal('down', 503) : jsonResponse(SETTINGS)),
    })
    expect(
      await screen.findByRole('heading', { name: 'Your settings could not be loaded' }),
    ).toBeInTheDocument()
    // The sections that do not need them are there.
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await region('Profile visibility')).toBeInTheDocument()
  })
})

describe('Settings: profile visibility', () => {
  it('saves a change at once and says so', async () => {
    const user = userEvent.setup()
    const { bodies } = renderSettings({ 'PATCH /api/users/settings': patched })
    const section = await region('Profile visibility')
    const publicOption = within(section).getByRole('radio', { name: 'Public' })
    expect(publicOption).toBeChecked()
    expect(publicOption).toHaveAccessibleDescription('Anyone can see your portfolio at /u/ada.')
    expect(within(section).getByRole('link', { name: '/u/ada' })).toHaveAttribute('href', '/u/ada')

    await user.click(within(section).getByRole('radio', { name: 'Private' }))
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved.'))
    expect(within(section).getByRole('radio', { name: 'Private' })).toBeChecked()
    expect(bodies('PATCH', '/api/users/settings')).toEqual([{ profile_visibility: 'private' }])
  })

  it("shows the server's refusal and keeps the saved choice", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderSettings({ 'PATCH /api/users/settings': () => refusal('Something went wrong.', 500) })
    const section = await region('Profile visibility')
    await user.click(within(section).getByRole('radio', { name: 'Private' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent('Something went wrong.')
    expect(within(section).getByRole('radio', { name: 'Public' })).toBeChecked()
    expect(within(section).getByRole('status')).not.toHaveTextContent('Saved.')
  })
})

describe('Settings: time zone', () => {
  it('chooses a zone, then goes back to detecting it', async () => {
    const user = userEvent.setup()
    let current = SETTINGS
    const { bodies } = renderSettings({
      'PATCH /api/users/settings': (init: RequestInit | undefined) => {
        const patch = JSON.parse(String(init?.body)) as Partial<SettingsBody>
        current = {
          ...current,
          ...patch,
          time_zone_detected: patch.time_zone ? false : (patch.time_zone_detected ?? false),
        }
        return jsonResponse(current)
      },
    })
    const section = await region('Time zone')
    expect(section).toHaveTextContent('Your streaks and activity are counted in Europe/Paris.')
    const detect = within(section).getByRole('radio', {
      name: /^Detect automatically \(currently /,
    })
    expect(detect).toBeChecked()
    const select = within(section).getByRole('combobox', { name: 'Time zone' })
    expect(select).toBeDisabled()
    const save = within(section).getByRole('button', { name: 'Save time zone' })
    expect(save).toBeDisabled()

    await user.click(within(section).getByRole('radio', { name: 'Choose a time zone' }))
    expect(select).toBeEnabled()
    await user.selectOptions(select, 'Asia/Tokyo')
    await user.click(save)
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved.'))
    expect(section).toHaveTextContent('counted in Asia/Tokyo.')

    await user.click(detect)
    await user.click(within(section).getByRole('button', { name: 'Save time zone' }))
    await waitFor(() =>
      expect(bodies('PATCH', '/api/users/settings')).toEqual([
        { time_zone: 'Asia/Tokyo' },
        { time_zone_detected: true },
      ]),
    )
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved.'))
  })

  it('starts on the chosen zone, and shows a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderSettings(
      { 'PATCH /api/users/settings': () => refusal('Unknown time zone.') },
      { ...SETTINGS, time_zone: 'America/Los_Angeles', time_zone_detected: false },
    )
    const section = await region('Time zone')
    expect(within(section).getByRole('radio', { name: 'Choose a time zone' })).toBeChecked()
    const select = within(section).getByRole('combobox', { name: 'Time zone' })
    expect(select).toHaveValue('America/Los_Angeles')
    expect(within(section).getByRole('option', { name: 'America/Los Angeles' })).toBeInTheDocument()
    await user.selectOptions(select, 'Europe/Berlin')
    await user.click(within(section).getByRole('button', { name: 'Save time zone' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent('Unknown time zone.')
  })

  it('lists the IANA zones, with a fallback list where Intl cannot', () => {
    expect(timeZoneOptions()).toContain('Europe/Paris')
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation(() => {
      throw new RangeError('unsupported')
    })
    const zones = timeZoneOptions(['Antarctica/Troll'])
    expect(zones).toEqual(expect.arrayContaining([...FALLBACK_TIME_ZONES, 'Antarctica/Troll']))
    expect(zones).toHaveLength(FALLBACK_TIME_ZONES.length + 1)
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)))
  })
})

describe('Settings: theme', () => {
  it('shows a choice at once and keeps it on the account', async () => {
    const user = userEvent.setup()
    const { bodies } = renderSettings({ 'PATCH /api/users/settings': patched })
    const section = await region('Theme')
    expect(within(section).getByRole('radio', { name: 'System' })).toBeChecked()
    await user.click(within(section).getByRole('radio', { name: 'Dark' }))
    expect(within(section).getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(document.documentElement.dataset.theme).toBe('dark')
    await waitFor(() => expect(bodies('PATCH', '/api/users/settings')).toEqual([{ theme: 'dark' }]))
  })
})

describe('Settings: email', () => {
  it('turns the daily digest off', async () => {
    const user = userEvent.setup()
    const { bodies } = renderSettings({ 'PATCH /api/users/settings': patched })
    const section = await region('Email')
    expect(section).toHaveTextContent('ada@example.com')
    const digest = within(section).getByRole('checkbox', {
      name: 'Send me a daily email digest of unread notifications',
    })
    expect(digest).toBeChecked()
    await user.click(digest)
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved.'))
    expect(digest).not.toBeChecked()
    expect(bodies('PATCH', '/api/users/settings')).toEqual([{ email_digest: false }])
  })

  it('is not offered without an email', async () => {
    renderSettings({}, { ...SETTINGS, email: null })
    await region('Profile visibility')
    expect(screen.queryByRole('region', { name: 'Email' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})

describe('Settings: your data', () => {
  it('downloads the export as frontloop-<login>.json', async () => {
    const user = userEvent.setup()
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export')
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const downloads: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download })
    })
    let answer: (response: Response) => void = () => {}
    const { calls } = renderSettings({
      'GET /api/users/export': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const section = await region('Your data')
    await user.click(within(section).getByRole('button', { name: 'Export my data' }))
    const busy = within(section).getByRole('button', { name: 'Preparing your data…' })
    expect(busy).toBeDisabled()
    const [, init] = calls('GET', '/api/users/export')[0]
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok')
    answer(jsonResponse({ format: 1, profile: { login: 'ada' } }))

    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Downloaded frontloop-ada.json.',
      ),
    )
    expect(downloads).toEqual([{ href: 'blob:export', download: 'frontloop-ada.json' }])
    const blob = createObjectURL.mock.calls[0][0]
    expect(JSON.parse(await blob.text())).toEqual({ format: 1, profile: { login: 'ada' } })
    // The temporary link is gone.
    expect(document.querySelector('a[download]')).toBeNull()
    expect(within(section).getByRole('button', { name: 'Export my data' })).toBeEnabled()
  })

  it('says when the export fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderSettings({ 'GET /api/users/export': () => refusal('The export failed.', 500) })
    const section = await region('Your data')
    await user.click(within(section).getByRole('button', { name: 'Export my data' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your data could not be exported: The export failed.',
    )
  })
})

describe('Settings: delete account', () => {
  it('waits for the login, deletes the account, forgets the session and goes home', async () => {
    const user = userEvent.setup()
    const { bodies, auth } = renderSettings({
      'DELETE /api/users/me': () => new Response(null, { status: 204 }),
    })
    const section = await region('Delete account')
    expect(section).toHaveTextContent(
      'your progress, solutions, likes, enrollments, ratings, notifications, and your posts, comments and reviews',
    )
    const button = within(section).getByRole('button', { name: 'Delete my account' })
    expect(button).toBeDisabled()
    const input = within(section).getByRole('textbox', { name: 'Type your login (ada) to confirm' })
    await user.type(input, 'ad')
    expect(button).toBeDisabled()
    await user.type(input, 'a-')
    expect(button).toBeDisabled()
    await user.clear(input)
    await user.type(input, 'ADA')
    expect(button).toBeEnabled()

    await user.click(button)
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1))
    expect(bodies('DELETE', '/api/users/me')).toEqual([{ confirm_login: 'ADA' }])
    expect(window.localStorage.getItem('token')).toBeNull()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your account was deleted.'))
  })

  it("shows the server's refusal and keeps the session", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const { auth } = renderSettings({
      'DELETE /api/users/me': () => refusal('Type your login to confirm.'),
    })
    const section = await region('Delete account')
    await user.type(within(section).getByRole('textbox'), 'ada')
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Type your login to confirm.',
    )
    expect(auth.logout).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('token')).toBe('tok')
  })
})
