import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { TASK_GRADIENTS } from '../lib/task-visual'
import { makePost, page } from '../testing/posts'
import type { CommunityPost, LikeResult } from '../types'
import { CommunityPage } from './community-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }))

type Routes = Parameters<typeof mockFetch>[0]

function renderFeed({
  routes = {},
  route = '/community',
  signedIn = false,
}: { routes?: Routes; route?: string; signedIn?: boolean } = {}) {
  if (signedIn) window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({ 'GET /api/community/posts': page([makePost()]), ...routes })
  const result = renderWithProviders(<CommunityPage />, {
    route,
    path: '/community',
    auth: { user: signedIn ? testUser : null },
  })
  return { ...result, fetchMock }
}

const feedUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/community/posts?'))

const failing =
  (status = 500, message = 'down') =>
  () =>
    jsonResponse({ success: false, code: 'x', message }, status)

beforeEach(() => {
  vi.mocked(redirectTo).mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})

describe('CommunityPage: the feed', () => {
  it('shows a labelled spinner, then the hero, the Share Post link and the post cards', async () => {
    const { fetchMock } = renderFeed({
      routes: {
        'GET /api/community/posts': page([
          makePost({ comments_count: 3, likes_count: 5 }),
          makePost({
            id: 2,
            user: {
              id: 9,
              login: 'linus',
              name: 'Linus',
              avatar_url: 'https://avatars.example.com/l',
            },
          }),
        ]),
      },
    })
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument()

    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Share Post' })).toHaveAttribute(
      'href',
      '/community/share',
    )

    const first = within(cards[0])
    expect(
      first.getByRole('link', { name: 'FAQ Accordion, shared by Grace Hopper' }),
    ).toHaveAttribute('href', '/community/posts/1')
    expect(first.getByText('Beginner')).toHaveClass('bg-emerald-100')
    expect(first.getByText('Built an accessible accordion with the details element.')).toHaveClass(
      'line-clamp-3',
    )
    // The author's name and picture link to their portfolio.
    expect(first.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/u/grace')
    // Without a picture, the author's initial stands in.
    expect(first.getByText('G')).toHaveAttribute('aria-hidden', 'true')
    expect(first.getByRole('button', { name: 'Like post' })).toHaveAccessibleDescription('5 likes')
    expect(first.getByText('3 comments')).toBeInTheDocument()
    expect(within(cards[1]).getByText('Linus')).toBeInTheDocument()

    expect(feedUrls(fetchMock)).toEqual(['/api/community/posts?filter=latest&limit=12'])
    await waitFor(() => expect(document.title).toBe('Community | Frontloop'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'See what front-end developers are building on Frontloop, share your own work and help each other.',
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/community`,
    )
  })

  it('lays the grid out from 1 to 4 columns', async () => {
    renderFeed()
    const grid = (await screen.findByRole('article')).closest('ul')
    expect(grid).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4')
  })

  it('shows the empty state when nobody has shared yet', async () => {
    renderFeed({ routes: { 'GET /api/community/posts': page([]) } })
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it("toasts 'Failed to load community posts' when the feed fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFeed({ routes: { 'GET /api/community/posts': failing() } })
    expect(
      await screen.findByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to load community posts', expect.anything())
    expect(screen.queryByText('No posts yet. Be the first to share!')).not.toBeInTheDocument()
  })

  it('renders the content as text: markup shows literally', async () => {
    const { container } = renderFeed({
      routes: {
        'GET /api/community/posts': page([
          makePost({ content: '<script>alert("x")</script><b>bold</b>' }),
        ]),
      },
    })
    expect(await screen.findByText('<script>alert("x")</script><b>bold</b>')).toBeInTheDocument()
    expect(container.querySelector('script, b')).toBeNull()
  })
})

describe('CommunityPage: Latest / Popular', () => {
  it('reloads the feed from the first page with filter=popular and keeps the choice in the URL', async () => {
    const user = userEvent.setup()
    const { fetchMock, router } = renderFeed({
      routes: {
        'GET /api/community/posts': (_init: RequestInit | undefined, url: string) =>
          jsonResponse(
            url.includes('filter=popular')
              ? page([makePost({ id: 5, task: { ...makePost().task, title: 'Popular Pick' } })])
              : page([makePost()], 'c1'),
          ),
      },
    })
    const latest = await screen.findByRole('button', { name: 'Latest' })
    const popular = screen.getByRole('button', { name: 'Popular' })
    expect(screen.getByRole('group', { name: 'Sort posts' })).toContainElement(latest)
    expect(latest).toHaveAttribute('aria-pressed', 'true')
    expect(popular).toHaveAttribute('aria-pressed', 'false')
    await screen.findByText('FAQ Accordion')

    await user.click(popular)
    expect(await screen.findByText('Popular Pick')).toBeInTheDocument()
    expect(screen.queryByText('FAQ Accordion')).not.toBeInTheDocument()
    expect(popular).toHaveAttribute('aria-pressed', 'true')
    expect(latest).toHaveAttribute('aria-pressed', 'false')
    expect(router.state.location.search).toBe('?filter=popular')
    // The first page of the other order: no cursor carried over.
    expect(feedUrls(fetchMock).at(-1)).toBe('/api/community/posts?filter=popular&limit=12')

    await user.click(latest)
    expect(router.state.location.search).toBe('')
    expect(await screen.findByText('FAQ Accordion')).toBeInTheDocument()
  })

  it('starts on Popular when the URL says so', async () => {
    const { fetchMock } = renderFeed({ route: '/community?filter=popular' })
    await screen.findByRole('article')
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true')
    expect(feedUrls(fetchMock)).toEqual(['/api/community/posts?filter=popular&limit=12'])
  })
})

describe('CommunityPage: more posts', () => {
  const second = makePost({ id: 13, task: { ...makePost().task, title: 'Second Page Post' } })
  const pagedRoutes: Routes = {
    'GET /api/community/posts': (_init: RequestInit | undefined, url: string) =>
      jsonResponse(url.includes('cursor=c1') ? page([second]) : page([makePost()], 'c1')),
  }

  it("loads the next page with the cursor from the 'Load more' button", async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderFeed({ routes: pagedRoutes })
    await user.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Second Page Post')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(feedUrls(fetchMock).at(-1)).toBe('/api/community/posts?filter=latest&limit=12&cursor=c1')
    // No cursor left: no button.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('loads the next page when the sentinel near the end scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element }
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback }
          observers.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    renderFeed({ routes: pagedRoutes })
    await screen.findByRole('button', { name: 'Load more' })
    const observer = observers.at(-1)
    expect(observer?.target).toBeInstanceOf(HTMLElement)
    act(() => {
      observer?.callback(
        [{ isIntersecting: true, target: observer.target } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
    })
    expect(await screen.findByText('Second Page Post')).toBeInTheDocument()
  })
})

describe('CommunityPage: likes', () => {
  function likeRoutes(like: () => Response | Promise<Response>) {
    let liked = false
    return {
      'GET /api/community/posts': () =>
        jsonResponse(page([makePost({ liked_by_user: liked, likes_count: liked ? 3 : 2 })])),
      'POST /api/community/posts/1/like': async () => {
        const response = await like()
        if (response.ok) liked = !liked
        return response
      },
    }
  }

  it("toggles the like, reloads the feed and toasts 'Post liked!' only for a new like", async () => {
    const user = userEvent.setup()
    let liked = false
    const { fetchMock } = renderFeed({
      signedIn: true,
      routes: likeRoutes(() => {
        liked = !liked
        return jsonResponse({
          success: true,
          liked,
          likes_count: liked ? 3 : 2,
          unlocked_achievements: [],
        } satisfies LikeResult)
      }),
    })
    const like = await screen.findByRole('button', { name: 'Like post' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    const before = feedUrls(fetchMock).length

    await user.click(like)
    const unlike = await screen.findByRole('button', { name: 'Unlike post' })
    expect(unlike).toHaveAttribute('aria-pressed', 'true')
    expect(unlike).toHaveClass('text-indigo-700')
    expect(unlike).toHaveAccessibleDescription('3 likes')
    expect(toast.success).toHaveBeenCalledWith('Post liked!')
    await waitFor(() => expect(feedUrls(fetchMock).length).toBeGreaterThan(before))
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/community/posts/1/like',
      expect.objectContaining({ method: 'POST' }),
    )

    vi.mocked(toast.success).mockClear()
    await user.click(unlike)
    expect(await screen.findByRole('button', { name: 'Like post' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it("toasts 'Failed to like post' when the like fails, and the server's words for a rate limit", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let status = 500
    renderFeed({
      signedIn: true,
      routes: likeRoutes(() =>
        jsonResponse(
          {
            success: false,
            code: 'x',
            message: 'Too many likes from you. Please wait 30 seconds and try again.',
          },
          status,
        ),
      ),
    })
    await user.click(await screen.findByRole('button', { name: 'Like post' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to like post'))
    expect(screen.getByRole('button', { name: 'Like post' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    status = 429
    await user.click(screen.getByRole('button', { name: 'Like post' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Too many likes from you. Please wait 30 seconds and try again.',
      ),
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor to sign in and back instead of liking', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderFeed({ route: '/community?filter=popular' })
    await user.click(await screen.findByRole('button', { name: 'Like post' }))
    expect(redirectTo).toHaveBeenCalledWith(
      '/api/auth/github?returnPath=%2Fcommunity%3Ffilter%3Dpopular',
    )
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })
})

describe('CommunityPage: the card picture', () => {
  const withTask = (taskId: number, image_url: string | null): CommunityPost =>
    makePost({
      id: taskId,
      task_id: taskId,
      taskId,
      task: { ...makePost().task, id: taskId, image_url },
    })

  it('shows a gradient chosen from the task id when the task has no picture', async () => {
    renderFeed({
      routes: {
        'GET /api/community/posts': page([
          withTask(8, null),
          withTask(3, null),
          withTask(14, null),
        ]),
      },
    })
    const cards = await screen.findAllByRole('article')
    const gradients = cards.map((card) => within(card).getByTestId('task-gradient'))
    expect(gradients[0].className).toContain(TASK_GRADIENTS[8 % 6])
    expect(gradients[1].className).toContain(TASK_GRADIENTS[3])
    // Same task id modulo 6, same gradient.
    expect(gradients[2].className).toContain(TASK_GRADIENTS[14 % 6])
    expect(gradients[0].className).toBe(gradients[2].className)
    expect(cards[0].querySelector('img[width="1200"]')).toBeNull()
  })

  it('makes a relative picture absolute, retries it once from /uploads/tasks, then falls back to the gradient', async () => {
    renderFeed({
      routes: { 'GET /api/community/posts': page([withTask(9, '/media/challenges/faq.svg')]) },
    })
    const card = await screen.findByRole('article')
    const img = () => card.querySelector('img') as HTMLImageElement
    expect(img()).toHaveAttribute('src', `${window.location.origin}/media/challenges/faq.svg`)
    expect(img()).toHaveAttribute('alt', '')

    fireEvent.error(img())
    expect(img()).toHaveAttribute('src', `${window.location.origin}/uploads/tasks/faq.svg`)

    fireEvent.error(img())
    expect(card.querySelector('img')).toBeNull()
    expect(within(card).getByTestId('task-gradient').className).toContain(TASK_GRADIENTS[9 % 6])
  })
})

describe('CommunityPage: category chips', () => {
  it('colours the known categories and greys the others', async () => {
    renderFeed({
      routes: {
        'GET /api/community/posts': page([
          makePost({
            task: {
              ...makePost().task,
              tags: ['HTML', 'CSS', 'JavaScript', 'DOM', 'Responsive Design', 'Web APIs', 'React'],
            },
          }),
        ]),
      },
    })
    const chips = within(await screen.findByRole('list', { name: 'Tags' }))
    expect(chips.getByText('HTML')).toHaveClass('bg-orange-100')
    expect(chips.getByText('CSS')).toHaveClass('bg-blue-100')
    expect(chips.getByText('JavaScript')).toHaveClass('bg-yellow-100')
    expect(chips.getByText('DOM')).toHaveClass('bg-purple-100')
    expect(chips.getByText('Responsive Design')).toHaveClass('bg-teal-100')
    expect(chips.getByText('Web APIs')).toHaveClass('bg-green-100')
    expect(chips.getByText('React')).toHaveClass('bg-slate-100')
  })

  it.each([
    ['intermediate', 'Intermediate', 'bg-amber-100'],
    ['advanced', 'Advanced', 'bg-rose-100'],
    ['expert', 'Advanced', 'bg-rose-100'],
  ])('shows a %s badge in its colour', async (difficulty, label, colour) => {
    renderFeed({
      routes: {
        'GET /api/community/posts': page([
          makePost({
            // Also a level the server may add later ('expert').
            task: {
              ...makePost().task,
              difficulty: difficulty as CommunityPost['task']['difficulty'],
            },
          }),
        ]),
      },
    })
    expect(await screen.findByText(label)).toHaveClass(colour)
  })
})
