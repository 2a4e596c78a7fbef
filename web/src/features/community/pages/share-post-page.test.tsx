import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { makePost } from '../testing/posts'
import type { LearnerTaskRecord } from '../types'
import { SharePostPage } from './share-post-page'

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }))

const RECORDS: LearnerTaskRecord[] = [
  { task_id: 7, slug: 'faq-accordion', title: 'FAQ Accordion', status: 'completed' },
  { task_id: 3, slug: 'pricing-table', title: 'Pricing Table', status: 'in_progress' },
  { task_id: 5, slug: 'todo-app', title: 'Todo App', status: 'saved' },
]

type Routes = Parameters<typeof mockFetch>[0]

function renderShare(routes: Routes = {}) {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/users/progress': RECORDS,
    'POST /api/community/posts': () =>
      jsonResponse({ success: true, data: makePost({ id: 42 }) }, 201),
    ...routes,
  })
  const result = renderWithProviders(<SharePostPage />, {
    route: '/community/share',
    path: '/community/share',
    auth: { user: testUser },
  })
  return { ...result, fetchMock }
}

const postBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

/** A response the test releases when it wants. */
function deferred() {
  let resolve: (response: Response) => void = () => {}
  const promise = new Promise<Response>((r) => (resolve = r))
  return { promise, resolve }
}

async function tasksLoaded() {
  await screen.findByRole('option', { name: 'FAQ Accordion (Completed)' })
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})

describe('SharePostPage: the form', () => {
  it("offers the started and completed tasks, labelled '(Completed)' or '(In Progress)'", async () => {
    renderShare()
    expect(screen.getByRole('heading', { level: 1, name: 'Share a post' })).toBeInTheDocument()
    await tasksLoaded()
    const select = screen.getByRole('combobox', { name: 'Task' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a task', 'FAQ Accordion (Completed)', 'Pricing Table (In Progress)'])
    expect(within(select).getByRole('option', { name: 'Select a task' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'What did you build?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/community')
    await waitFor(() => expect(document.title).toBe('Share your work | Frontloop'))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    )
  })

  it('shows the code field only while Add code is switched on', async () => {
    const user = userEvent.setup()
    renderShare()
    const toggle = screen.getByRole('switch', { name: 'Add code' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveClass('font-mono')
    // The words beside it flip it too.
    await user.click(screen.getByText('Add code'))
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument()
  })

  it('says so, with a link to the challenges, when the learner has started none', async () => {
    renderShare({ 'GET /api/users/progress': [{ task_id: 5, title: 'Todo App', status: 'saved' }] })
    expect(await screen.findByRole('link', { name: 'browse the challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    )
    expect(screen.getByText(/You have not started any challenges yet/)).toBeInTheDocument()
  })

  it("toasts 'Failed to load your tasks' when they cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderShare({
      'GET /api/users/progress': () =>
        jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
    })
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load your tasks', expect.anything()),
    )
    expect(screen.getByText(/Your tasks could not be loaded/)).toBeInTheDocument()
  })
})

describe('SharePostPage: validation', () => {
  it('asks for content and a task, in toasts and beside the fields, and sends nothing', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderShare()
    await tasksLoaded()

    await user.click(screen.getByRole('button', { name: 'Share Post' }))
    expect(toast.error).toHaveBeenCalledWith('Please enter some content')
    expect(toast.error).toHaveBeenCalledWith('Please select a task')
    const content = screen.getByRole('textbox', { name: 'What did you build?' })
    expect(content).toHaveAttribute('aria-invalid', 'true')
    expect(content).toHaveAccessibleDescription(/^Please enter some content/)
    expect(content).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'Task' })).toHaveAccessibleDescription(
      /^Please select a task/,
    )

    // Blank after trimming is still blank; what was typed stays.
    vi.mocked(toast.error).mockClear()
    await user.type(content, '   ')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Task' }),
      'Pricing Table (In Progress)',
    )
    await user.click(screen.getByRole('button', { name: 'Share Post' }))
    expect(toast.error).toHaveBeenCalledWith('Please enter some content')
    expect(toast.error).not.toHaveBeenCalledWith('Please select a task')
    expect(content).toHaveValue('   ')
    expect(screen.getByRole('combobox', { name: 'Task' })).toHaveValue('3')

    vi.mocked(toast.error).mockClear()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Task' }), 'Select a task')
    await user.type(content, 'My accordion')
    await user.click(screen.getByRole('button', { name: 'Share Post' }))
    expect(toast.error).toHaveBeenCalledWith('Please select a task')
    expect(toast.error).not.toHaveBeenCalledWith('Please enter some content')
    expect(content).toHaveValue('   My accordion')

    expect(postBodies(fetchMock)).toEqual([])
  })
})

describe('SharePostPage: sharing', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await tasksLoaded()
    await user.type(
      screen.getByRole('textbox', { name: 'What did you build?' }),
      'Built it with <details>!',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Task' }),
      'FAQ Accordion (Completed)',
    )
  }

  it("shows 'Sharing...' while sending, then toasts and returns to /community", async () => {
    const user = userEvent.setup()
    const response = deferred()
    const { fetchMock } = renderShare({ 'POST /api/community/posts': () => response.promise })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Share Post' }))

    const sharing = await screen.findByRole('button', { name: 'Sharing...' })
    expect(sharing).toBeDisabled()
    expect(postBodies(fetchMock)).toEqual([{ content: 'Built it with <details>!', taskId: 7 }])

    response.resolve(jsonResponse({ success: true, data: makePost({ id: 42 }) }, 201))
    expect(await screen.findByTestId('location')).toHaveTextContent('at /community')
    expect(toast.success).toHaveBeenCalledWith('Post shared successfully!')
  })

  it('sends the code only when Add code is on and the code is not blank', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderShare({
      'POST /api/community/posts': () =>
        jsonResponse({ success: false, code: 'x', message: 'slow down' }, 500),
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await fillIn(user)
    const toggle = screen.getByRole('switch', { name: 'Add code' })
    const share = () => user.click(screen.getByRole('button', { name: 'Share Post' }))

    // On, but blank: no code.
    await user.click(toggle)
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '   ')
    await share()
    await screen.findByRole('button', { name: 'Share Post' })

    // On, with code: sent as typed.
    await user.clear(screen.getByRole('textbox', { name: 'Code' }))
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '  <details>')
    await share()
    await waitFor(() => expect(postBodies(fetchMock)).toHaveLength(2))
    await screen.findByRole('button', { name: 'Share Post' })

    // Switched off again: the code is kept in the form but not sent.
    await user.click(toggle)
    await share()
    await waitFor(() => expect(postBodies(fetchMock)).toHaveLength(3))

    expect(postBodies(fetchMock)).toEqual([
      { content: 'Built it with <details>!', taskId: 7 },
      { content: 'Built it with <details>!', taskId: 7, code: '  <details>' },
      { content: 'Built it with <details>!', taskId: 7 },
    ])
    await user.click(toggle)
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('  <details>')
  })

  it("toasts 'Failed to share post', shows the server's reason and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderShare({
      'POST /api/community/posts': () =>
        jsonResponse(
          {
            success: false,
            code: 'invalid',
            message: 'taskId must be a challenge you have started or completed',
          },
          422,
        ),
    })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Share Post' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'taskId must be a challenge you have started or completed',
    )
    expect(toast.error).toHaveBeenCalledWith('Failed to share post')
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'What did you build?' })).toHaveValue(
      'Built it with <details>!',
    )
    expect(screen.getByRole('combobox', { name: 'Task' })).toHaveValue('7')
    expect(screen.getByRole('button', { name: 'Share Post' })).toBeEnabled()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})
