import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { makePost } from '../testing/posts'
import type { BlogPost } from '../types'
import { BlogPage } from './blog-page'
import { BlogPostPage } from './blog-post-page'

const GRID = makePost(20, {
  slug: 'css-grid-vs-flexbox',
  title: 'CSS Grid vs Flexbox',
  categories: ['CSS', 'Layout'],
  content:
    '<h2 id="short">The short version</h2><p>Use <code>grid</code> for layout.</p><pre><code>.a { display: grid; }</code></pre>',
  meta_title: 'CSS Grid vs Flexbox, When to Use Each',
  meta_description: 'Choosing between Grid and Flexbox.',
  created_at: '2026-03-20T09:00:00Z',
  read_time: '6 min read',
})

// Newest first, as the API answers; three of them share a category with GRID.
const OTHERS: BlogPost[] = [
  makePost(19, { title: 'Career Moves', categories: ['Career'] }),
  makePost(18, { title: 'Container Queries', categories: ['CSS'] }),
  makePost(17, { title: 'Event Loop', categories: ['JavaScript'] }),
  makePost(16, { title: 'Subgrid', categories: ['Layout', 'CSS'] }),
  makePost(15, { title: 'Forms', categories: ['HTML'] }),
  makePost(14, { title: 'Cascade Layers', categories: ['CSS'] }),
  makePost(13, { title: 'Old CSS Post', categories: ['CSS'] }),
]
const ALL = [GRID, ...OTHERS]

function renderPost(post: BlogPost | null = GRID, list: BlogPost[] = ALL) {
  const routes = {
    'GET /api/posts': list,
    ...(post ? { [`GET /api/posts/by-slug/${post.slug}`]: post } : {}),
  }
  const fetchMock = mockFetch(routes)
  const slug = post?.slug ?? 'no-such-post'
  const view = renderWithProviders(<BlogPostPage />, {
    route: `/blog/${slug}`,
    path: '/blog/:slug',
  })
  return { ...view, fetchMock }
}

const titleHeading = () => screen.findByRole('heading', { level: 1 })

describe('BlogPostPage', () => {
  it('shows the post: image, linked categories, title, date, read time, content and share links', async () => {
    renderPost()
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...')
    expect(await titleHeading()).toHaveTextContent('CSS Grid vs Flexbox')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)

    const article = screen.getByRole('article', { name: 'CSS Grid vs Flexbox' })
    const img = article.querySelector('img')
    expect(img).toHaveAttribute('src', '/media/blog/css-grid-vs-flexbox.svg')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')

    const categories = within(article).getByRole('list', { name: 'Post categories' })
    expect(within(categories).getByRole('link', { name: 'CSS' })).toHaveAttribute(
      'href',
      '/blog?category=CSS',
    )
    expect(within(categories).getByRole('link', { name: 'Layout' })).toHaveAttribute(
      'href',
      '/blog?category=Layout',
    )

    expect(within(article).getByText('Mar 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-20T09:00:00Z',
    )
    expect(within(article).getByText('6 min read')).toBeInTheDocument()
    expect(
      within(article).getByRole('heading', { level: 2, name: 'The short version' }),
    ).toHaveAttribute('id', 'short')
    expect(article.querySelector('.blog-prose pre code')).toHaveTextContent('.a { display: grid; }')

    const url = encodeURIComponent(`${window.location.origin}/blog/css-grid-vs-flexbox`)
    const share = [
      ['Share on X', `https://twitter.com/intent/tweet?url=${url}&text=CSS%20Grid%20vs%20Flexbox`],
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ]
    for (const [name, href] of share) {
      const link = within(article).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('sets the metadata: meta title and description, article type, image, canonical and JSON-LD', async () => {
    renderPost()
    await titleHeading()
    // The meta title names no product, so PageMeta appends it.
    await waitFor(() =>
      expect(document.title).toBe('CSS Grid vs Flexbox, When to Use Each | Frontloop'),
    )
    const origin = window.location.origin
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Choosing between Grid and Flexbox.',
    )
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    )
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${origin}/social/blog/css-grid-vs-flexbox.png`,
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/blog/css-grid-vs-flexbox`,
    )
    const jsonLd = JSON.parse(
      document.getElementById('page-jsonld')?.textContent ?? '{}',
    ) as Record<string, unknown>
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'CSS Grid vs Flexbox',
      description: 'Choosing between Grid and Flexbox.',
      url: `${origin}/blog/css-grid-vs-flexbox`,
      datePublished: '2026-03-20T09:00:00Z',
      dateModified: GRID.updated_at,
      author: { '@type': 'Organization', name: 'Frontloop' },
      publisher: { '@type': 'Organization', name: 'Frontloop' },
    })
  })

  it("without meta fields: title plus ' - Frontloop Blog', the excerpt, and '5 min read'", async () => {
    const plain = {
      ...GRID,
      meta_title: null,
      meta_description: null,
      excerpt: 'Grid or flex?',
      read_time: '',
    }
    renderPost(plain, [plain, ...OTHERS])
    await titleHeading()
    await waitFor(() => expect(document.title).toBe('CSS Grid vs Flexbox - Frontloop Blog'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Grid or flex?',
    )
    expect(screen.getByText('5 min read')).toBeInTheDocument()
  })

  it("the sidebar: 'Popular Posts' are the 5 newest other posts, 'Categories' links every category", async () => {
    renderPost()
    await titleHeading()
    const sidebar = screen.getByRole('complementary', { name: 'More from the blog' })
    const popular = await within(sidebar).findByRole('region', { name: 'Popular Posts' })
    const links = within(popular).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Career Moves',
      'Container Queries',
      'Event Loop',
      'Subgrid',
      'Forms',
    ])
    expect(links[0]).toHaveAttribute('href', '/blog/post-19')
    expect(within(popular).getByText('Mar 19, 2026').tagName).toBe('TIME')

    const categories = within(sidebar).getByRole('navigation', { name: 'Categories' })
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['CSS', '/blog?category=CSS'],
      ['Layout', '/blog?category=Layout'],
      ['Career', '/blog?category=Career'],
      ['JavaScript', '/blog?category=JavaScript'],
      ['HTML', '/blog?category=HTML'],
    ])
  })

  it("'Related Posts' are at most 3 other posts sharing a category, newest first, as cards", async () => {
    renderPost()
    await titleHeading()
    const related = await screen.findByRole('region', { name: 'Related Posts' })
    const cards = within(related).getAllByRole('article')
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Container Queries', 'Subgrid', 'Cascade Layers'])
    expect(
      within(cards[0]).getByRole('link', { name: 'Read more: Container Queries' }),
    ).toHaveAttribute('href', '/blog/post-18')
  })

  it("omits 'Related Posts' when no other post shares a category", async () => {
    const lonely = { ...GRID, categories: ['Rust'] }
    renderPost(lonely, [lonely, ...OTHERS])
    await titleHeading()
    await screen.findByRole('region', { name: 'Popular Posts' })
    expect(screen.queryByRole('region', { name: 'Related Posts' })).not.toBeInTheDocument()
    expect(screen.queryByText('Related Posts')).not.toBeInTheDocument()
  })

  it("says 'Post not found' with a link back to the blog when the post is missing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock } = renderPost(null)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog')
    // A 404 is not retried.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/by-slug/'))).toHaveLength(
      1,
    )
    await waitFor(() => expect(document.title).toBe('Post not found | Frontloop'))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    )
  })

  it("also says 'Post not found' when loading fails, and logs it", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({
      // Not in the list either (otherwise the list's copy would show).
      'GET /api/posts': OTHERS,
      'GET /api/posts/by-slug/css-grid-vs-flexbox': () =>
        jsonResponse({ success: false, code: 'x', message: 'down' }, 503),
    })
    renderWithProviders(<BlogPostPage />, {
      route: '/blog/css-grid-vs-flexbox',
      path: '/blog/:slug',
    })
    // Unlike a 404, a failure gets one more try first.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith('Error fetching post:', expect.anything())
  })

  it('shows a placeholder when the post has no image', async () => {
    const bare = { ...GRID, featured_image: null }
    renderPost(bare, [bare, ...OTHERS])
    const article = await screen.findByRole('article', { name: 'CSS Grid vs Flexbox' })
    expect(within(article).getByTestId('post-image-placeholder')).toBeInTheDocument()
    expect(article.querySelector('img')).toBeNull()
  })

  it('retries a broken image once from /uploads/posts/, then shows the placeholder', async () => {
    renderPost()
    const article = await screen.findByRole('article', { name: 'CSS Grid vs Flexbox' })
    const image = () => article.querySelector('img') as HTMLImageElement
    fireEvent.error(image())
    expect(image()).toHaveAttribute('src', '/uploads/posts/css-grid-vs-flexbox.svg')
    fireEvent.error(image())
    expect(image()).toBeNull()
    expect(within(article).getByTestId('post-image-placeholder')).toBeInTheDocument()
  })

  it('opens at once from the list, from its cache, without fetching the post again', async () => {
    const user = userEvent.setup()
    const fetchMock = mockFetch({ 'GET /api/posts': ALL })
    // The app's query defaults (src/app/providers.tsx): data stays fresh for a minute.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: false } },
    })
    const router = createMemoryRouter(
      [
        { path: '/blog', element: <BlogPage /> },
        { path: '/blog/:slug', element: <BlogPostPage /> },
      ],
      { initialEntries: ['/blog'] },
    )
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    await user.click(await screen.findByRole('link', { name: 'Read more: CSS Grid vs Flexbox' }))
    expect(
      screen.getByRole('heading', { level: 1, name: 'CSS Grid vs Flexbox' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Related Posts' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/posts?status=published',
    ])
  })

  it('keeps showing a cached post when refreshing it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    // The test client treats data as stale at once, so opening the post refreshes it; that fails here.
    mockFetch({ 'GET /api/posts': ALL })
    renderWithProviders(<BlogPage />, {
      route: '/blog',
      path: '/blog',
      routes: [{ path: '/blog/:slug', element: <BlogPostPage /> }],
    })
    await user.click(await screen.findByRole('link', { name: 'Read more: CSS Grid vs Flexbox' }))
    expect(
      screen.getByRole('heading', { level: 1, name: 'CSS Grid vs Flexbox' }),
    ).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      screen.getByRole('heading', { level: 1, name: 'CSS Grid vs Flexbox' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument()
  })
})
