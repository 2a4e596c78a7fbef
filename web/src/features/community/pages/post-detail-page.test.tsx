import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectTo } from '@/lib/browser'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { makeComment, makePost, page } from '../testing/posts'
import type { CommunityPost } from '../types'
import { PostDetailPage } from './post-detail-page'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }))

type Routes = Parameters<typeof mockFetch>[0]

const POST = makePost({
  content: 'First line\nSecond line <script>alert("x")</script>',
  code: 'const x = 1\nconsole.log(x)',
  comments_count: 1,
  likes_count: 4,
})

function renderPost({
  post = POST,
  routes = {},
  signedIn = false,
  route = '/community/posts/1',
}: {
  post?: CommunityPost
  routes?: Routes
  signedIn?: boolean
  route?: string
} = {}) {
  if (signedIn) window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'GET /api/community/posts/1': post,
    'GET /api/community/posts/1/comments': page([makeComment()]),
    ...routes,
  })
  const result = renderWithProviders(<PostDetailPage />, {
    route,
    path: '/community/posts/:postId',
    auth: { user: signedIn ? testUser : null },
  })
  return { ...result, fetchMock }
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  )

function deferred() {
  let resolve: (response: Response) => void = () => {}
  const promise = new Promise<Response>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  vi.mocked(redirectTo).mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})

describe('PostDetailPage: the post', () => {
  it('shows the author, date, task, content as text, likes, comments and the page metadata', async () => {
    const { container } = renderPost()
    expect(screen.getByRole('status', { name: 'Loading post' })).toBeInTheDocument()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'FAQ Accordion' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/u/grace')
    const time = screen.getByText('Nov 22, 2026')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-11-22T12:00:00Z')
    expect(screen.getByRole('link', { name: 'View Task' })).toHaveAttribute(
      'href',
      '/challenges/faq-accordion',
    )
    expect(screen.getByRole('link', { name: /Back to community/ })).toHaveAttribute(
      'href',
      '/community',
    )

    const content = screen.getByText(/First line/)
    expect(content).toHaveClass('whitespace-pre-wrap')
    expect(content.textContent).toBe('First line\nSecond line <script>alert("x")</script>')
    expect(container.querySelector('script')).toBeNull()

    expect(screen.getByRole('button', { name: 'Like post' })).toHaveAccessibleDescription('4 likes')
    expect(screen.getAllByText('1 comment').length).toBeGreaterThan(0)
    expect(await screen.findByText('Lovely work!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/u/alan')
    // Anyone may read; only the author may delete.
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()

    await waitFor(() =>
      expect(document.title).toBe('FAQ Accordion — shared by Grace Hopper | Frontloop'),
    )
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'First line Second line <script>alert("x")</script>',
    )
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/social/posts/1.png`,
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/community/posts/1`,
    )
  })

  it('cuts the description to the first 160 characters of the content', async () => {
    renderPost({ post: makePost({ content: 'a'.repeat(300) }) })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'a'.repeat(160),
      ),
    )
  })

  it("shows the 'Shared Code' block and copies it with a toast", async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    renderPost()
    const block = await screen.findByRole('region', { name: 'Shared Code' })
    const code = within(block).getByText(/const x = 1/)
    expect(code.tagName).toBe('CODE')
    expect(code.parentElement?.tagName).toBe('PRE')
    expect(code.parentElement).toHaveClass('overflow-x-auto')

    await user.click(within(block).getByRole('button', { name: 'Copy code' }))
    expect(writeText).toHaveBeenCalledWith('const x = 1\nconsole.log(x)')
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code copied to clipboard!'))
  })

  it('has no code block when the code is missing or blank', async () => {
    renderPost({ post: makePost({ code: '  \n ' }) })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText('Shared Code')).not.toBeInTheDocument()
  })

  it("says 'Post not found' for a missing post, with a way back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock } = renderPost({
      routes: {
        'GET /api/community/posts/1': () =>
          jsonResponse({ success: false, code: 'not_found', message: 'Post not found' }, 404),
      },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to community' })).toHaveAttribute(
      'href',
      '/community',
    )
    expect(toast.error).not.toHaveBeenCalled()
    // A 404 is not retried.
    expect(calls(fetchMock, 'GET', '/api/community/posts/1')).toHaveLength(1)
  })

  it("says 'Post not found' for an id that cannot be one, without asking", async () => {
    const { fetchMock } = renderPost({ route: '/community/posts/abc' })
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("toasts 'Failed to load post details' when the post cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPost({
      routes: {
        'GET /api/community/posts/1': () =>
          jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
      },
    })
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This post could not be loaded' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to load post details', expect.anything())
  })

  it("toggles the post's like with a 'Post liked!' toast", async () => {
    const user = userEvent.setup()
    let liked = false
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: {
        'GET /api/community/posts/1': () =>
          jsonResponse({ ...POST, liked_by_user: liked, likes_count: liked ? 5 : 4 }),
        'POST /api/community/posts/1/like': () => {
          liked = true
          return jsonResponse({ success: true, liked: true, likes_count: 5 })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Like post' }))
    expect(await screen.findByRole('button', { name: 'Unlike post' })).toHaveAccessibleDescription(
      '5 likes',
    )
    expect(toast.success).toHaveBeenCalledWith('Post liked!')
    // Then the post reloads from the server.
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/community/posts/1').length).toBeGreaterThan(1),
    )
  })
})

describe('PostDetailPage: comments', () => {
  it('hides the comment form from signed-out visitors', async () => {
    renderPost()
    await screen.findByText('Lovely work!')
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))
    expect(redirectTo).toHaveBeenCalledWith('/api/auth/github?returnPath=%2Fcommunity%2Fposts%2F1')
  })

  it('shows no form while comments are off, and only the author can turn them on', async () => {
    renderPost({ post: makePost({ comments_enabled: false }), signedIn: true })
    expect(
      await screen.findByText('The author turned comments off for this post.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Lovely work!')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Turn comments on' })).not.toBeInTheDocument()
  })

  it("lets the author turn comments off with PATCH, keeping what's there", async () => {
    const owned = makePost({ is_owner: true })
    const { fetchMock } = renderPost({
      post: owned,
      signedIn: true,
      routes: { 'PATCH /api/community/posts/1': { ...owned, comments_enabled: false } },
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn comments off' }))
    expect(
      await screen.findByText('The author turned comments off for this post.'),
    ).toBeInTheDocument()
    const [[, init]] = calls(fetchMock, 'PATCH', '/api/community/posts/1')
    expect(JSON.parse(String(init?.body))).toEqual({ comments_enabled: false })
    expect(toast.success).toHaveBeenCalledWith('Comments turned off')
    expect(screen.getByRole('button', { name: 'Turn comments on' })).toBeInTheDocument()
  })

  it("shows 'No comments yet. Be the first to comment!' without comments", async () => {
    renderPost({ routes: { 'GET /api/community/posts/1/comments': page([]) } })
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument()
  })

  it("posts a comment: disabled while blank, 'Posting...' while sending, then a toast, a clear field and a reload", async () => {
    const user = userEvent.setup()
    const response = deferred()
    let posted = false
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: {
        'POST /api/community/posts/1/comments': () => response.promise,
        'GET /api/community/posts/1/comments': () =>
          jsonResponse(
            page(
              posted
                ? [makeComment(), makeComment({ id: 2, content: 'Nice one', is_owner: true })]
                : [makeComment()],
            ),
          ),
      },
    })
    const field = await screen.findByRole('textbox', { name: 'Add a comment' })
    const submit = screen.getByRole('button', { name: 'Post Comment' })
    expect(submit).toBeDisabled()
    await user.type(field, '   ')
    expect(submit).toBeDisabled()
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(calls(fetchMock, 'POST', '/api/community/posts/1/comments')).toHaveLength(0)

    await user.type(field, 'Nice one')
    await user.click(submit)
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled()
    const [[, init]] = calls(fetchMock, 'POST', '/api/community/posts/1/comments')
    expect(JSON.parse(String(init?.body))).toEqual({ content: '   Nice one' })

    posted = true
    response.resolve(
      jsonResponse({ success: true, data: makeComment({ id: 2, content: 'Nice one' }) }, 201),
    )
    await waitFor(() => expect(field).toHaveValue(''))
    expect(toast.success).toHaveBeenCalledWith('Comment added successfully!')
    expect(screen.getByText('Nice one').closest('article')).toBeInTheDocument()
    // The post reloads too (its comment count).
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/community/posts/1').length).toBeGreaterThan(1),
    )
  })

  it("toasts 'Failed to add comment' and keeps the text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderPost({
      signedIn: true,
      routes: {
        'POST /api/community/posts/1/comments': () =>
          jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
      },
    })
    const field = await screen.findByRole('textbox', { name: 'Add a comment' })
    await user.type(field, 'Nice one')
    await user.click(screen.getByRole('button', { name: 'Post Comment' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add comment'))
    expect(field).toHaveValue('Nice one')
  })

  it("shows each comment's author, date, text and likes; a failed like toasts 'Failed to like comment'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderPost({
      signedIn: true,
      routes: {
        'GET /api/community/posts/1/comments': page([
          makeComment({ content: '<img src=x onerror=alert(1)>', likes_count: 2 }),
        ]),
        'POST /api/community/comments/1/like': () =>
          jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
      },
    })
    const comment = (await screen.findByText('<img src=x onerror=alert(1)>')).closest(
      'article',
    ) as HTMLElement
    expect(within(comment).getByText('Alan Turing')).toBeInTheDocument()
    expect(within(comment).getByText('Nov 23, 2026').tagName).toBe('TIME')
    expect(comment.querySelector('img')).toBeNull()
    const like = within(comment).getByRole('button', { name: 'Like comment' })
    expect(like).toHaveAccessibleDescription('2 likes')
    await user.click(like)
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to like comment'))
  })

  it("loads older pages with 'Load more comments'", async () => {
    const user = userEvent.setup()
    renderPost({
      routes: {
        'GET /api/community/posts/1/comments': (_init: RequestInit | undefined, url: string) =>
          jsonResponse(
            url.includes('cursor=k1')
              ? page([makeComment({ id: 2, content: 'Second' })])
              : page([makeComment()], 'k1'),
          ),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Load more comments' }))
    expect(await screen.findByText('Second')).toBeInTheDocument()
    expect(screen.getByText('Lovely work!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument()
  })
})

describe('PostDetailPage: deleting', () => {
  it('asks in a modal dialog before deleting the post; Escape cancels and returns focus', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPost({
      signedIn: true,
      post: makePost({ is_owner: true }),
      routes: { 'DELETE /api/community/posts/1': () => new Response(null, { status: 204 }) },
    })
    const remove = await screen.findByRole('button', { name: 'Delete post' })
    await user.click(remove)

    let dialog = screen.getByRole('dialog', { name: 'Delete this post?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Delete post' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(remove).toHaveFocus()
    expect(calls(fetchMock, 'DELETE', '/api/community/posts/1')).toHaveLength(0)

    await user.click(remove)
    dialog = screen.getByRole('dialog', { name: 'Delete this post?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('at /community')
    expect(calls(fetchMock, 'DELETE', '/api/community/posts/1')).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Post deleted')
  })

  it('deletes an own comment after confirmation and reloads the comments', async () => {
    const user = userEvent.setup()
    let deleted = false
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: {
        'GET /api/community/posts/1/comments': () =>
          jsonResponse(
            page(deleted ? [] : [makeComment({ id: 9, is_owner: true, content: 'Mine' })]),
          ),
        'DELETE /api/community/comments/9': () => {
          deleted = true
          return new Response(null, { status: 204 })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete comment' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }))

    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls(fetchMock, 'DELETE', '/api/community/comments/9')).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Comment deleted')
    // The deleted comment's button is gone: focus lands on the section's heading.
    expect(screen.getByRole('heading', { name: /Comments/ })).toHaveFocus()
  })
})

describe('PostDetailPage: reports and blocks', () => {
  it('offers Report and Block on the post and on others’ comments to signed-in learners only', async () => {
    renderPost({
      signedIn: true,
      routes: {
        'GET /api/community/posts/1/comments': page([
          makeComment(),
          makeComment({ id: 2, is_owner: true, content: 'Mine' }),
        ]),
      },
    })
    expect(await screen.findByRole('button', { name: 'Report post' })).toHaveTextContent('Report')
    expect(screen.getByRole('button', { name: 'Block grace' })).toHaveTextContent('Block')
    expect(
      await screen.findByRole('button', { name: 'Report comment by Alan Turing' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Block alan' })).toBeInTheDocument()
    // Never on one's own comment.
    expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(2)
  })

  it('offers neither to visitors, nor to the author on their own post', async () => {
    const { unmount } = renderPost()
    await screen.findByText('Lovely work!')
    expect(screen.queryByRole('button', { name: /Report|Block/ })).not.toBeInTheDocument()
    unmount()

    renderPost({ signedIn: true, post: makePost({ is_owner: true }) })
    await screen.findByRole('button', { name: 'Delete post' })
    expect(screen.queryByRole('button', { name: 'Report post' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Block grace' })).not.toBeInTheDocument()
  })

  it('reports the post from its dialog', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: {
        'POST /api/reports': () =>
          jsonResponse({ message: 'Thanks, a moderator will look at it' }, 201),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Report post' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this post' })
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Thanks, a moderator will look at it')).toBeVisible()
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/reports')[0][1]?.body))).toEqual({
      item_type: 'post',
      item_id: 1,
      reason: 'spam',
    })
  })

  it('blocks the post’s author after confirmation and goes back to the feed', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: { 'POST /api/blocks': () => new Response(null, { status: 204 }) },
    })
    await user.click(await screen.findByRole('button', { name: 'Block grace' }))
    const dialog = screen.getByRole('dialog', { name: 'Block grace?' })
    expect(dialog).toHaveAccessibleDescription(
      'Their posts, comments and reviews will disappear for you, and they will no longer be able to comment on your posts, review your solutions or see your feedback requests. You can unblock them in Settings.',
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))

    expect(await screen.findByTestId('location')).toHaveTextContent('at /community')
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/blocks')[0][1]?.body))).toEqual({
      login: 'grace',
    })
    expect(toast.success).toHaveBeenCalledWith('You blocked grace.')
    // The post (gone for the viewer) is not asked for again before leaving.
    expect(calls(fetchMock, 'GET', '/api/community/posts/1')).toHaveLength(1)
  })

  it('blocks a commenter: their comments disappear and the focus goes to the heading', async () => {
    const user = userEvent.setup()
    let blocked = false
    const { fetchMock } = renderPost({
      signedIn: true,
      routes: {
        'GET /api/community/posts/1/comments': () =>
          jsonResponse(page(blocked ? [] : [makeComment()])),
        'POST /api/blocks': () => {
          blocked = true
          return new Response(null, { status: 204 })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Block alan' }))
    const dialog = screen.getByRole('dialog', { name: 'Block alan?' })
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))

    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('You blocked alan.')
    expect(screen.getByRole('heading', { name: /Comments/ })).toHaveFocus()
    expect(calls(fetchMock, 'GET', '/api/community/posts/1/comments')).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ Accordion' })).toBeInTheDocument()
  })
})
