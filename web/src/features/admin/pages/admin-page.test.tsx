import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { inSequence, jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { makeLogEntry, makeReportedItem, makeSuspension, page } from '../testing/moderation'
import { AdminPage } from './admin-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

type Routes = Parameters<typeof mockFetch>[0]

const moderator = { ...testUser, is_moderator: true }

const HIDDEN_POST = makeReportedItem({ hidden: true, author_suspended: true })
const SOLUTION = makeReportedItem({
  item_type: 'solution',
  item_id: 9,
  author: { id: 5, login: 'bob', name: 'bob', avatar_url: null },
  excerpt: 'https://github.com/bob/pixel-card',
  context: 'Solution of Pixel Card',
  url: '/solutions/9',
  reports: [
    {
      reason: 'plagiarism',
      details: 'Copied from alan/pixel-card',
      reporter: { id: 3, login: 'alan', name: 'Alan Turing', avatar_url: null },
      created_at: '2026-11-21T12:00:00Z',
    },
  ],
})

const noContent = () => new Response(null, { status: 204 })

function renderAdmin(routes: Routes = {}, user = moderator) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/admin/reports': page([HIDDEN_POST, SOLUTION]),
    'GET /api/admin/suspensions': { items: [] },
    'GET /api/admin/log': page([]),
    ...routes,
  })
  const result = renderWithProviders(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    auth: { user },
  })
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
    )
  const body = (method: string, path: string) =>
    calls(method, path).map(([, init]) => JSON.parse(String(init?.body)) as unknown)
  return { ...result, fetchMock, calls, body }
}

const card = (name: string) => screen.findByRole('article', { name })

describe('AdminPage', () => {
  it('tells a learner who is not a moderator that the page is not for them, without asking', async () => {
    const { fetchMock } = renderAdmin({}, testUser)
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument()
    expect(screen.getByText('This page is for moderators.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await waitFor(() => expect(document.title).toBe('Admin | Frontloop'))
  })

  it('shows Moderation with its three sections, in heading order', async () => {
    renderAdmin()
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Reports',
      'Suspended learners',
      'Audit log',
    ])
    const nav = screen.getByRole('navigation', { name: 'Moderation sections' })
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '#audit-log',
    )
    await waitFor(() => expect(document.title).toBe('Moderation | Frontloop'))
  })

  it('shows a reported item with its context, author, excerpt, reports and actions', async () => {
    renderAdmin()
    const post = await card('Post on Pixel Card')
    expect(within(post).getByRole('heading', { level: 3 })).toHaveTextContent('Post on Pixel Card')
    expect(within(post).getByRole('link', { name: 'Post on Pixel Card' })).toHaveAttribute(
      'href',
      '/community/posts/5',
    )
    expect(within(post).getByText('Hidden')).toBeInTheDocument()
    expect(within(post).getByText('Grace Hopper')).toBeInTheDocument()
    expect(within(post).getByText('Suspended')).toBeInTheDocument()
    expect(within(post).getByText('Buy followers at spam.example')).toBeInTheDocument()
    expect(within(post).getByRole('heading', { level: 4 })).toHaveTextContent('2 reports')
    const reports = within(post).getAllByRole('listitem')
    expect(reports[0]).toHaveTextContent('Spam·by alan·Nov 20, 2026')
    expect(reports[1]).toHaveTextContent('Other·by linus·Nov 21, 2026Links to a scam site.')
    // Hidden already, author suspended already.
    expect(
      within(post)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore', 'Delete'])
    expect(within(post).getByRole('button', { name: 'Restore' })).toHaveAccessibleDescription(
      'Post on Pixel Card',
    )

    const solution = await card('Solution of Pixel Card')
    expect(within(solution).queryByText('Hidden')).not.toBeInTheDocument()
    expect(within(solution).queryByText('Suspended')).not.toBeInTheDocument()
    expect(within(solution).getByRole('heading', { level: 4 })).toHaveTextContent('1 report')
    expect(within(solution).getByRole('listitem')).toHaveTextContent(
      'Plagiarism·by alan·Nov 21, 2026Copied from alan/pixel-card',
    )
    // A solution is hidden, never deleted.
    expect(
      within(solution)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide', 'Restore', 'Suspend author'])
  })

  it('asks for a reason before an action, then posts it, refetches and announces the result', async () => {
    const user = userEvent.setup()
    const { calls, body } = renderAdmin({
      'GET /api/admin/reports': inSequence(page([HIDDEN_POST, SOLUTION]), page([SOLUTION])),
      'POST /api/admin/items/post/5/restore': noContent,
    })
    const post = await card('Post on Pixel Card')
    await user.click(within(post).getByRole('button', { name: 'Restore' }))

    const dialog = screen.getByRole('dialog', { name: 'Restore this post?' })
    expect(dialog).toHaveAccessibleDescription(
      'Everyone will see it again, and its open reports will be closed.',
    )
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    expect(reason).toHaveFocus()
    expect(reason).toHaveAttribute('aria-required', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give a reason (1 to 500 characters).',
    )
    expect(reason).toHaveFocus()
    expect(calls('POST', '/api/admin/items/post/5/restore')).toHaveLength(0)

    await user.type(reason, '  Not spam: a real project.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(body('POST', '/api/admin/items/post/5/restore')).toEqual([
      { reason: 'Not spam: a real project.' },
    ])
    expect(screen.getByRole('status')).toHaveTextContent('Post restored.')
    expect(screen.getByRole('heading', { level: 2, name: 'Reports' })).toHaveFocus()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Post on Pixel Card' })).not.toBeInTheDocument(),
    )
    expect(calls('GET', '/api/admin/reports')).toHaveLength(2)
    expect(calls('GET', '/api/admin/suspensions')).toHaveLength(2)
    expect(calls('GET', '/api/admin/log')).toHaveLength(2)
  })

  it("keeps the dialog open with the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderAdmin({
      'POST /api/admin/users/bob/suspend': () =>
        jsonResponse(
          { success: false, code: 'forbidden', message: 'A moderator cannot be suspended.' },
          403,
        ),
    })
    const solution = await card('Solution of Pixel Card')
    await user.click(within(solution).getByRole('button', { name: 'Suspend author' }))
    const dialog = screen.getByRole('dialog', { name: 'Suspend bob?' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Copied work')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A moderator cannot be suspended.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(solution).getByRole('button', { name: 'Suspend author' })).toHaveFocus()
  })

  it('hides and deletes through their own endpoints', async () => {
    const user = userEvent.setup()
    const { body } = renderAdmin({
      'POST /api/admin/items/solution/9/hide': noContent,
      'POST /api/admin/items/post/5/delete': noContent,
    })
    await user.click(
      within(await card('Solution of Pixel Card')).getByRole('button', { name: 'Hide' }),
    )
    let dialog = screen.getByRole('dialog', { name: 'Hide this solution?' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Plagiarism')
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText('Solution hidden.')).toBeInTheDocument()
    expect(body('POST', '/api/admin/items/solution/9/hide')).toEqual([{ reason: 'Plagiarism' }])

    await user.click(
      within(await card('Post on Pixel Card')).getByRole('button', { name: 'Delete' }),
    )
    dialog = screen.getByRole('dialog', { name: 'Delete this post?' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scam')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument()
    expect(body('POST', '/api/admin/items/post/5/delete')).toEqual([{ reason: 'Scam' }])
  })

  it('says "No open reports." and "No moderator actions yet." when there are none', async () => {
    renderAdmin({ 'GET /api/admin/reports': page([]) })
    expect(await screen.findByText('No open reports.')).toBeInTheDocument()
    expect(await screen.findByText('Nobody is suspended.')).toBeInTheDocument()
    expect(await screen.findByText('No moderator actions yet.')).toBeInTheDocument()
  })

  it('loads more reports with the next cursor', async () => {
    const user = userEvent.setup()
    const { calls } = renderAdmin({
      'GET /api/admin/reports': (_init: RequestInit | undefined, url: string) =>
        jsonResponse(
          new URL(url, 'http://localhost').searchParams.get('cursor') === 'c2'
            ? page([SOLUTION])
            : page([HIDDEN_POST], 'c2'),
        ),
    })
    await card('Post on Pixel Card')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await card('Solution of Pixel Card')).toBeInTheDocument()
    expect(String(calls('GET', '/api/admin/reports')[1][0])).toBe('/api/admin/reports?cursor=c2')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('lists suspended learners and reinstates one after a reason', async () => {
    const user = userEvent.setup()
    const { body } = renderAdmin({
      'GET /api/admin/suspensions': inSequence({ items: [makeSuspension()] }, { items: [] }),
      'POST /api/admin/users/grace/reinstate': noContent,
    })
    const section = screen.getByRole('region', { name: 'Suspended learners' })
    const row = await within(section).findByRole('listitem')
    expect(row).toHaveTextContent('Grace Hopper @grace')
    expect(row).toHaveTextContent('Suspended on Nov 22, 2026')
    expect(row).toHaveTextContent('Reason: Spam after a warning.')

    await user.click(within(row).getByRole('button', { name: 'Reinstate grace' }))
    const dialog = screen.getByRole('dialog', { name: 'Reinstate grace?' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Appeal accepted')
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }))

    expect(await screen.findByText('grace reinstated.')).toBeInTheDocument()
    expect(body('POST', '/api/admin/users/grace/reinstate')).toEqual([
      { reason: 'Appeal accepted' },
    ])
    expect(await within(section).findByText('Nobody is suspended.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Suspended learners' })).toHaveFocus()
  })

  it('suspends a learner by login with the form, which needs both fields', async () => {
    const user = userEvent.setup()
    const { body } = renderAdmin({ 'POST /api/admin/users/mallory/suspend': noContent })
    const form = screen.getByRole('region', { name: 'Suspend a learner' })
    const login = within(form).getByRole('textbox', { name: 'Login' })
    const reason = within(form).getByRole('textbox', { name: 'Reason' })

    await user.click(within(form).getByRole('button', { name: 'Suspend' }))
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(["Enter the learner's GitHub login.", 'Give a reason (1 to 500 characters).'])
    expect(login).toHaveAttribute('aria-invalid', 'true')
    expect(login).toHaveFocus()

    await user.type(login, '@mallory')
    await user.click(within(form).getByRole('button', { name: 'Suspend' }))
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Give a reason (1 to 500 characters).',
    )
    expect(reason).toHaveFocus()

    await user.type(reason, 'Harassment in comments')
    await user.click(within(form).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('mallory suspended.')).toBeInTheDocument()
    expect(body('POST', '/api/admin/users/mallory/suspend')).toEqual([
      { reason: 'Harassment in comments' },
    ])
    expect(login).toHaveValue('')
    expect(reason).toHaveValue('')
  })

  it('shows the audit log as a table with its action labels', async () => {
    renderAdmin({
      'GET /api/admin/log': page([
        makeLogEntry({ id: 6, action: 'hide', reason: 'Spam links' }),
        makeLogEntry({ id: 5, action: 'restore' }),
        makeLogEntry({ id: 4, action: 'delete' }),
        makeLogEntry({
          id: 3,
          action: 'suspend',
          item_type: null,
          item_id: null,
          summary: 'Suspended grace',
          reason: 'Repeated spam',
        }),
        makeLogEntry({
          id: 2,
          action: 'reinstate',
          item_type: null,
          item_id: null,
          summary: 'Reinstated grace',
        }),
        makeLogEntry({ id: 1, action: 'auto_hide', moderator: null, reason: '3 reports' }),
      ]),
    })
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Moderator', 'Action', 'Item', 'Reason'])
    const rows = within(table).getAllByRole('row').slice(1)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(rows.map((row) => cells(row)[2])).toEqual([
      'Hid',
      'Restored',
      'Deleted',
      'Suspended',
      'Reinstated',
      'Hidden by reports',
    ])
    expect(cells(rows[0])).toEqual([
      expect.stringMatching(/^Nov 22, 2026, \d\d:\d\d$/),
      'ada',
      'Hid',
      'Post on Pixel Card@grace',
      'Spam links',
    ])
    expect(cells(rows[3]).slice(1)).toEqual([
      'ada',
      'Suspended',
      'Suspended grace@grace',
      'Repeated spam',
    ])
    expect(cells(rows[5]).slice(1, 3)).toEqual(['Automatic', 'Hidden by reports'])
    // The table scrolls sideways on a phone, and can be scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Audit log, newest first' })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })
})
