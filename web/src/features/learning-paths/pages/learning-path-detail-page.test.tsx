import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { inSequence, jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { enrolledAt, makeAchievement, makeDetail, makeItem } from '../testing/paths'
import type { LearningPathDetail, PathAchievement } from '../types'
import { LearningPathDetailPage } from './learning-path-detail-page'

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))

const URL_PATH = '/api/learning-paths/html-css'

const ITEMS = [
  makeItem(1, {
    item_type: 'post',
    item_id: 12,
    item_slug: 'semantic-html',
    item_title: 'Semantic HTML That Works',
  }),
  makeItem(2, {
    item_type: 'task',
    item_id: 10,
    item_slug: 'recipe-page',
    item_title: 'Semantic Recipe Page',
    difficulty: 'beginner',
  }),
  makeItem(3, {
    item_type: 'post',
    item_id: 5,
    item_slug: '',
    item_title: 'Grid vs Flexbox',
    item_image: null,
  }),
  makeItem(4, {
    item_type: 'task',
    item_id: 8,
    item_slug: '',
    item_title: 'Product Card',
    difficulty: 'advanced',
    item_image: null,
  }),
]

/** A deferred answer, to look at the page while a call is in flight. */
function deferred() {
  let resolve: (response: Response) => void = () => {}
  const promise = new Promise<Response>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

interface Setup {
  path?: LearningPathDetail | (() => Response)
  signedIn?: boolean
  routes?: Record<string, unknown>
  achievements?: PathAchievement[]
}

function renderDetail({
  path = makeDetail({ items: ITEMS }),
  signedIn = true,
  routes = {},
  achievements = [],
}: Setup = {}) {
  const fetchMock = mockFetch({
    [`GET ${URL_PATH}`]: typeof path === 'function' ? path : { success: true, data: path },
    'GET /api/learning-paths/achievements': { success: true, data: achievements },
    'POST /api/learning-paths/1/celebrated': () => new Response(null, { status: 204 }),
    'POST /api/learning-paths/1/visit': () => new Response(null, { status: 204 }),
    ...routes,
  })
  const result = renderWithProviders(<LearningPathDetailPage />, {
    route: '/learning-paths/html-css',
    path: '/learning-paths/:id',
    auth: { user: signedIn ? testUser : null },
  })
  return { ...result, fetchMock }
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      `${(init?.method ?? 'GET').toUpperCase()} ${String(url).split('?')[0]}` === key,
  )

/** The item's status ('Read', 'Done', 'Pending'), not its 'Read' link. */
const status = (row: HTMLElement) => row.querySelector('[data-status]')

const itemRow = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
})

describe('LearningPathDetailPage', () => {
  it('shows a loading state, then the path with its stat tiles', async () => {
    renderDetail({
      path: makeDetail({
        items: ITEMS,
        estimated_hours: 14,
        enrollment_count: 3,
        completion_count: 1,
        difficulty_level: 'intermediate',
      }),
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading learning path...')

    expect(await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: /Back to Learning Paths/ })).toHaveAttribute(
      'href',
      '/learning-paths',
    )
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument()
    expect(screen.getByText('Intermediate')).toBeInTheDocument()
    expect(screen.getByText('What path 1 teaches.')).toBeInTheDocument()
    const hero = document.querySelector('img[src="/media/paths/path-1.svg"]')
    expect(hero).toHaveAttribute('width', '1200')

    const tile = (label: string) =>
      (screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).textContent
    expect(tile('Duration')).toBe('14 hours')
    expect(tile('Items')).toBe('4')
    expect(tile('Students')).toBe('3')
    expect(tile('Success Rate')).toBe('33%')
    // Not enrolled: no progress bar.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it("offers 'Login to Enroll' to a visitor, with no statuses or rating", async () => {
    const user = userEvent.setup()
    renderDetail({ signedIn: false })
    const login = await screen.findByRole('link', { name: 'Login to Enroll' })
    expect(login).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument()
    expect(screen.queryByText('Pending')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Rate this path' })).not.toBeInTheDocument()

    // Signing in comes back here.
    await user.click(login)
    expect(window.sessionStorage.getItem('prevPath')).toBe('/learning-paths/html-css')
    expect(await screen.findByTestId('location')).toHaveTextContent('at /login')
  })

  it("enrolls: 'Enroll Now', 'Enrolling...', then the reloaded path says 'Enrolled'", async () => {
    const user = userEvent.setup()
    let path = makeDetail({ items: ITEMS })
    const answer = deferred()
    const { fetchMock } = renderDetail({
      path: () => jsonResponse({ success: true, data: path }),
      routes: { 'POST /api/learning-paths/1/enroll': () => answer.promise },
    })
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }))
    expect(screen.getByRole('button', { name: 'Enrolling...' })).toBeDisabled()

    path = makeDetail({ items: ITEMS, ...enrolledAt(0), enrollment_count: 1 })
    answer.resolve(
      jsonResponse({
        success: true,
        data: {
          enrollment_status: 'enrolled',
          unlocked_achievements: [
            makeAchievement('joined', { name: 'Path Finder', icon_url: '🧭' }),
          ],
        },
      }),
    )
    expect(await screen.findByText('Enrolled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument()
    expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2)
    expect(toast.success).toHaveBeenCalledWith('Achievement unlocked: 🧭 Path Finder')
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
  })

  it("shows 'Completed!' at 100%", async () => {
    renderDetail({ path: makeDetail({ items: ITEMS, ...enrolledAt(100) }) })
    expect(await screen.findByText('Completed!')).toBeInTheDocument()
    expect(screen.queryByText('Enrolled')).not.toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(screen.getByText('100%')).toBeInTheDocument()
  })

  it("stays 'Completed!' once completed, when items were added since", async () => {
    renderDetail({
      path: makeDetail({
        items: ITEMS,
        ...enrolledAt(67),
        enrollment_status: 'completed',
      }),
    })
    expect(await screen.findByText('Completed!')).toBeInTheDocument()
    expect(screen.getByText('67%')).toBeInTheDocument()
  })

  it('says what is new since the last visit, badges it, and records the visit once', async () => {
    const user = userEvent.setup()
    const items = ITEMS.map((item, index) => ({ ...item, is_new: index >= ITEMS.length - 2 }))
    const first = makeDetail({ items, ...enrolledAt(50), new_items: 2 })
    const seen = makeDetail({
      items: ITEMS.map((item) => ({ ...item, is_new: false })),
      ...enrolledAt(50),
      new_items: 0,
    })
    const { fetchMock } = renderDetail({
      path: inSequence({ success: true, data: first }, { success: true, data: seen }),
    })
    expect(await screen.findByText('2 new items since you last visited')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getAllByText('New')).toHaveLength(2)
    await waitFor(() =>
      expect(calls(fetchMock, 'POST /api/learning-paths/1/visit')).toHaveLength(1),
    )

    // A reload during the visit keeps what was new when it began.
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }))
    await waitFor(() => expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2))
    expect(screen.getByText('2 new items since you last visited')).toBeInTheDocument()
    expect(calls(fetchMock, 'POST /api/learning-paths/1/visit')).toHaveLength(1)
  })

  it('says nothing is new to a visitor and records no visit', async () => {
    const { fetchMock } = renderDetail({ signedIn: false })
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByText(/since you last visited/)).not.toBeInTheDocument()
    expect(calls(fetchMock, 'POST /api/learning-paths/1/visit')).toHaveLength(0)
  })

  it("silently reloads the path when the server says 'Already enrolled'", async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    let path = makeDetail({ items: ITEMS })
    const { fetchMock } = renderDetail({
      path: () => jsonResponse({ success: true, data: path }),
      routes: {
        'POST /api/learning-paths/1/enroll': () => {
          path = makeDetail({ items: ITEMS, ...enrolledAt(50) })
          return jsonResponse(
            {
              success: false,
              code: 'conflict',
              message: 'Already enrolled in this learning path.',
            },
            409,
          )
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }))
    expect(await screen.findByText('Enrolled')).toBeInTheDocument()
    expect(alert).not.toHaveBeenCalled()
    expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2)
  })

  it.each([
    [
      { success: false, code: 'unavailable', message: 'The database is unavailable.' },
      'The database is unavailable.',
    ],
    [{}, 'Failed to enroll'],
  ])('alerts any other enrollment error (%j)', async (body, message) => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderDetail({ routes: { 'POST /api/learning-paths/1/enroll': () => jsonResponse(body, 503) } })
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message))
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
  })

  it('lists the items in order with their badges, pictures and links', async () => {
    renderDetail({ signedIn: false })
    const list = await screen.findByRole('list', { name: '' })
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)

    const post = itemRow('Semantic HTML That Works')
    expect(within(post).getByText('Blog Post')).toBeInTheDocument()
    expect(within(post).queryByText('Beginner')).not.toBeInTheDocument()
    expect(within(post).getByText('About item 1.')).toHaveClass('line-clamp-2')
    expect(post.querySelector('img')).toHaveAttribute('src', '/media/post/1.svg')
    expect(
      within(post).getByRole('link', { name: 'Read Semantic HTML That Works' }),
    ).toHaveAttribute('href', '/blog/semantic-html')

    const task = itemRow('Semantic Recipe Page')
    expect(within(task).getByText('Practical Task')).toBeInTheDocument()
    expect(within(task).getByText('Beginner')).toBeInTheDocument()
    expect(
      within(task).getByRole('link', { name: 'Practice Semantic Recipe Page' }),
    ).toHaveAttribute('href', '/challenges/recipe-page')

    // Without a slug, the item's id; without a picture, an icon.
    const grid = itemRow('Grid vs Flexbox')
    expect(within(grid).getByRole('link', { name: 'Read Grid vs Flexbox' })).toHaveAttribute(
      'href',
      '/blog/5',
    )
    expect(grid.querySelector('img')).toBeNull()
    const card = itemRow('Product Card')
    expect(within(card).getByRole('link', { name: 'Practice Product Card' })).toHaveAttribute(
      'href',
      '/challenges/8',
    )
    expect(within(card).getByText('Advanced')).toBeInTheDocument()
  })

  it("shows enrolled learners 'Mark as Read', 'Read', 'Done' and 'Pending'", async () => {
    renderDetail({
      path: makeDetail({
        ...enrolledAt(50),
        items: [
          makeItem(1, { item_type: 'post', item_title: 'Unread Post' }),
          makeItem(2, { item_type: 'post', item_title: 'Read Post', is_completed: true }),
          makeItem(3, { item_type: 'task', item_title: 'Done Task', is_completed: true }),
          makeItem(4, { item_type: 'task', item_title: 'Open Task' }),
        ],
      }),
    })
    const unread = await screen.findByRole('button', { name: 'Mark as Read' })
    expect(unread).toHaveAccessibleDescription('Unread Post')
    expect(status(itemRow('Unread Post'))).toBeNull()
    expect(status(itemRow('Read Post'))).toHaveTextContent('Read')
    expect(within(itemRow('Read Post')).queryByRole('button')).not.toBeInTheDocument()
    expect(status(itemRow('Done Task'))).toHaveTextContent('Done')
    expect(status(itemRow('Open Task'))).toHaveTextContent('Pending')
    expect(within(itemRow('Open Task')).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Mark as Read' })).toHaveLength(1)
  })

  it("marks a post read: 'Marking Read...', then the reloaded path shows 'Read'", async () => {
    const user = userEvent.setup()
    const items = [
      makeItem(1, { item_type: 'post', item_id: 12, item_title: 'Unread Post' }),
      makeItem(2, { item_type: 'task', item_title: 'Open Task' }),
    ]
    let path = makeDetail({ ...enrolledAt(0), items })
    const answer = deferred()
    const { fetchMock } = renderDetail({
      path: () => jsonResponse({ success: true, data: path }),
      routes: { 'POST /api/learning-paths/mark-completed': () => answer.promise },
    })
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }))
    expect(screen.getByRole('button', { name: 'Marking Read...' })).toBeDisabled()
    const [, init] = calls(fetchMock, 'POST /api/learning-paths/mark-completed')[0]
    expect(JSON.parse(String(init?.body))).toEqual({ pathId: 1, itemType: 'post', itemId: 12 })

    path = makeDetail({ ...enrolledAt(50), items: [{ ...items[0], is_completed: true }, items[1]] })
    answer.resolve(
      jsonResponse({
        success: true,
        data: { is_completed: true, path_completed: false, unlocked_achievements: [] },
      }),
    )
    await waitFor(() => expect(status(itemRow('Unread Post'))).toHaveTextContent('Read'))
    // The button became the status: keyboard focus follows it.
    expect(status(itemRow('Unread Post'))).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('congratulates on finishing the path: up to 3 achievements, focus kept inside, Continue Learning closes', async () => {
    const user = userEvent.setup()
    const items = [makeItem(1, { item_type: 'post', item_id: 12, item_title: 'Last Post' })]
    let path = makeDetail({ ...enrolledAt(0), items })
    const achievements = [
      makeAchievement('a', {
        name: 'Path Finder',
        icon_url: '🧭',
        description: 'Finish a learning path.',
      }),
      makeAchievement('b', { name: 'Bookworm' }),
      makeAchievement('c', { name: 'First Step' }),
      makeAchievement('d', { name: 'Too Many' }),
    ]
    const { fetchMock } = renderDetail({
      path: () => jsonResponse({ success: true, data: path }),
      achievements,
      routes: {
        'POST /api/learning-paths/mark-completed': () => {
          path = makeDetail({
            ...enrolledAt(100),
            items: [{ ...items[0], is_completed: true }],
            show_celebration: true,
          })
          return jsonResponse({
            success: true,
            data: {
              is_completed: true,
              path_completed: true,
              unlocked_achievements: [achievements[0]],
            },
          })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }))

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByText(/You completed the/)).toHaveTextContent(
      'You completed the HTML & CSS learning path.',
    )
    expect(toast.success).toHaveBeenCalledWith('Achievement unlocked: 🧭 Path Finder')

    const list = await within(dialog).findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByText('Path Finder')).toBeInTheDocument()
    expect(within(list).getByText('Finish a learning path.')).toBeInTheDocument()
    expect(within(list).getByText('🧭')).toHaveAttribute('aria-hidden', 'true')
    expect(within(dialog).queryByText('Too Many')).not.toBeInTheDocument()

    const close = within(dialog).getByRole('button', { name: 'Continue Learning' })
    expect(close).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
    // The page behind is out of reach.
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull()

    await waitFor(() =>
      expect(calls(fetchMock, 'POST /api/learning-paths/1/celebrated')).toHaveLength(1),
    )
    await user.click(close)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).toBeNull()
    expect(await screen.findByText('Completed!')).toBeInTheDocument()
    // The reload said show_celebration too: still shown only once.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls(fetchMock, 'POST /api/learning-paths/1/celebrated')).toHaveLength(1)
  })

  it('congratulates on arrival when the server says so, once, and Escape closes it', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDetail({
      path: makeDetail({ ...enrolledAt(100), show_celebration: true, items: ITEMS }),
      achievements: [makeAchievement('a', { name: 'Path Finder' })],
    })
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
    expect(await within(dialog).findByText('Path Finder')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls(fetchMock, 'POST /api/learning-paths/1/celebrated')).toHaveLength(1),
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Focus returns to the page, not lost.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Refresh Status' }))
    await waitFor(() => expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls(fetchMock, 'POST /api/learning-paths/1/celebrated')).toHaveLength(1)
  })

  it('lets enrolled learners rate the path with a radio group of stars', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderDetail({
      path: makeDetail({ ...enrolledAt(50), items: ITEMS }),
      routes: {
        'POST /api/learning-paths/1/rating': (init: RequestInit | undefined) => {
          const { rating } = JSON.parse(String(init?.body)) as { rating: number }
          return jsonResponse({
            success: true,
            data: makeDetail({
              ...enrolledAt(50),
              rating_average: rating,
              rating_count: 1,
              user_rating: rating,
            }),
          })
        },
      },
    })
    const group = await screen.findByRole('group', { name: 'Rate this path' })
    expect(within(group).getAllByRole('radio')).toHaveLength(5)
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument()

    await user.click(within(group).getByRole('radio', { name: '4 stars' }))
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(await screen.findByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('(1 rating)')).toBeInTheDocument()
    const [, init] = calls(fetchMock, 'POST /api/learning-paths/1/rating')[0]
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4 })
  })

  it('refetches the path on Refresh Status', async () => {
    const user = userEvent.setup()
    let path = makeDetail({ ...enrolledAt(0), items: ITEMS })
    const { fetchMock } = renderDetail({ path: () => jsonResponse({ success: true, data: path }) })
    await screen.findByText('Enrolled')
    path = makeDetail({
      ...enrolledAt(25),
      items: [{ ...ITEMS[0], is_completed: true }, ...ITEMS.slice(1)],
    })
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }))
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
        'aria-valuenow',
        '25',
      ),
    )
    expect(calls(fetchMock, `GET ${URL_PATH}`)).toHaveLength(2)
  })

  it("says 'No Content Available' for a path without items", async () => {
    renderDetail({ path: makeDetail({ items: [] }) })
    expect(await screen.findByRole('heading', { name: 'No Content Available' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it("says 'Learning Path Not Found' for a missing path, with a way back", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDetail({
      path: () =>
        jsonResponse(
          { success: false, code: 'not_found', message: 'Learning path not found' },
          404,
        ),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Path Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Learning Paths' })).toHaveAttribute(
      'href',
      '/learning-paths',
    )
    expect(consoleError).toHaveBeenCalledWith('Error fetching learning path:', expect.anything())
  })

  it('sets the metadata, with a rating only once learners rated', async () => {
    const { unmount } = renderDetail({
      path: makeDetail({ items: ITEMS, image_url: '/media/paths/html-css.svg' }),
    })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe('HTML & CSS learning path | Frontloop'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What path 1 teaches.',
    )
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/social/paths/html-css.png`,
    )
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/learning-paths/html-css`,
    )
    const unrated = JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}')
    expect(unrated).toMatchObject({ '@type': 'Course', name: 'HTML & CSS' })
    expect(unrated).not.toHaveProperty('aggregateRating')
    unmount()

    renderDetail({ path: makeDetail({ items: ITEMS, rating_average: 3.7, rating_count: 3 }) })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(
        JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}').aggregateRating,
      ).toMatchObject({
        ratingValue: 3.7,
        ratingCount: 3,
      }),
    )
  })
})
