import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { makePost } from '../testing/posts'
import type { BlogPost } from '../types'
import { BlogPage } from './blog-page'

const POSTS: BlogPost[] = [
  makePost(14, {
    slug: 'css-grid-vs-flexbox',
    title: 'CSS Grid vs Flexbox',
    categories: ['CSS', 'Layout'],
    created_at: '2026-03-14T09:00:00Z',
  }),
  makePost(12, {
    slug: 'event-loop',
    title: 'The Event Loop',
    categories: ['JavaScript'],
    excerpt: null,
    content: `<p>${'Tasks and microtasks. '.repeat(20)}</p>`,
  }),
  makePost(10, { slug: 'forms', title: 'Accessible Forms', categories: ['HTML', 'Accessibility'] }),
  makePost(8, { slug: 'container-queries', title: 'Container Queries', categories: ['CSS'] }),
  makePost(6, {
    slug: 'portfolio',
    title: 'Portfolio Tips',
    categories: ['Career'],
    featured_image: null,
  }),
]

function renderPage(search = '', posts: BlogPost[] | (() => Response) = POSTS) {
  const fetchMock = mockFetch({ 'GET /api/posts': posts })
  const view = renderWithProviders(<BlogPage />, { route: `/blog${search}`, path: '/blog' })
  return { ...view, fetchMock }
}

async function cardTitles() {
  await screen.findAllByRole('article')
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)
}

const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name })

describe('BlogPage', () => {
  it("shows 'Loading posts...' then a card per published post", async () => {
    const { fetchMock } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...')

    expect(await cardTitles()).toEqual([
      'CSS Grid vs Flexbox',
      'The Event Loop',
      'Accessible Forms',
      'Container Queries',
      'Portfolio Tips',
    ])
    expect(fetchMock.mock.calls[0][0]).toBe('/api/posts?status=published')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('article')[0].closest('ul')).toHaveClass(
      'grid-cols-1',
      'md:grid-cols-2',
      'lg:grid-cols-3',
    )
  })

  it('cards show image, categories, linked title, excerpt, date and an accessible Read more', async () => {
    renderPage()
    await screen.findAllByRole('article')
    const card = screen.getAllByRole('article')[0]

    const img = card.querySelector('img')
    expect(img).toHaveAttribute('src', '/media/blog/css-grid-vs-flexbox.svg')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('loading', 'eager')
    // Below the first row (3 cards on large screens) pictures load lazily; a post without one has none.
    expect(screen.getAllByRole('article')[2].querySelector('img')).toHaveAttribute(
      'loading',
      'eager',
    )
    expect(screen.getAllByRole('article')[3].querySelector('img')).toHaveAttribute(
      'loading',
      'lazy',
    )
    expect(screen.getAllByRole('article')[4].querySelector('img')).toBeNull()

    const chips = within(card).getByRole('list', { name: 'Categories' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CSS', 'Layout'])
    expect(within(card).getByRole('link', { name: 'CSS Grid vs Flexbox' })).toHaveAttribute(
      'href',
      '/blog/css-grid-vs-flexbox',
    )
    expect(within(card).getByText('Excerpt of post 14.')).toBeInTheDocument()
    const date = within(card).getByText('Mar 14, 2026')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', '2026-03-14T09:00:00Z')
    const readMore = within(card).getByRole('link', { name: 'Read more: CSS Grid vs Flexbox' })
    expect(readMore).toHaveAttribute('href', '/blog/css-grid-vs-flexbox')
    expect(readMore).toHaveTextContent('Read more')
  })

  it('without an excerpt, a card shows the first 150 characters of the stripped content', async () => {
    renderPage()
    await screen.findAllByRole('article')
    const card = screen.getAllByRole('article')[1]
    const text = 'Tasks and microtasks. '.repeat(20).trim()
    expect(within(card).getByText(`${text.slice(0, 150).trimEnd()}…`)).toBeInTheDocument()
  })

  it("category buttons: 'All' plus every category in order of first appearance, as toggle buttons", async () => {
    renderPage()
    await screen.findAllByRole('article')
    const group = screen.getByRole('group', { name: 'Filter by category' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'CSS', 'Layout', 'JavaScript', 'HTML', 'Accessibility', 'Career'])
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton('CSS')).toHaveAttribute('aria-pressed', 'false')
  })

  it('reads the category from the URL', async () => {
    renderPage('?category=CSS')
    expect(await cardTitles()).toEqual(['CSS Grid vs Flexbox', 'Container Queries'])
    expect(filterButton('CSS')).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Showing 2 of 5 posts')).toBeInTheDocument()
  })

  it("writes the chosen category to the URL, and 'All' removes it", async () => {
    const user = userEvent.setup()
    const { router } = renderPage('?ref=home')
    await screen.findAllByRole('article')

    await user.click(filterButton('Accessibility'))
    expect(router.state.location.search).toBe('?ref=home&category=Accessibility')
    expect(await cardTitles()).toEqual(['Accessible Forms'])
    expect(filterButton('Accessibility')).toHaveAttribute('aria-pressed', 'true')

    await user.click(filterButton('All'))
    expect(router.state.location.search).toBe('?ref=home')
    expect(await cardTitles()).toHaveLength(5)
  })

  it("shows 'No posts found' for a category without posts, with a way back to all", async () => {
    const user = userEvent.setup()
    const { router } = renderPage('?category=Rust')
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters or check back later.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all posts' }))
    expect(router.state.location.search).toBe('')
    expect(await cardTitles()).toHaveLength(5)
  })

  it("shows 'No posts found' when there are no posts", async () => {
    renderPage('', [])
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters or check back later.')).toBeInTheDocument()
  })

  it('logs a failed load and shows the empty state', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPage('', () => jsonResponse({ success: false, code: 'internal', message: 'boom' }, 500))
    expect(
      await screen.findByRole('heading', { name: 'No posts found' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters or check back later.')).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith('Error fetching posts:', expect.anything())
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument()
  })

  it('a broken image is retried once from /uploads/posts/, then hidden', async () => {
    renderPage()
    await screen.findAllByRole('article')
    const card = screen.getAllByRole('article')[0]
    fireEvent.error(card.querySelector('img') as HTMLImageElement)
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/posts/css-grid-vs-flexbox.svg',
    )
    fireEvent.error(card.querySelector('img') as HTMLImageElement)
    expect(card.querySelector('img')).toBeNull()
    expect(within(card).getByRole('link', { name: 'CSS Grid vs Flexbox' })).toBeInTheDocument()
  })

  it('sets the page metadata with structured data for the first 10 posts', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makePost(12 - i))
    renderPage('?category=CSS', many)
    await screen.findAllByRole('article')
    await waitFor(() => expect(document.title).toBe('Blog | Frontloop'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Articles on modern front-end development: CSS, JavaScript, accessibility, performance and careers.',
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog`,
    )
    const jsonLd = JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}') as {
      '@type': string
      name: string
      url: string
      blogPost: { headline: string; url: string }[]
    }
    expect(jsonLd['@type']).toBe('Blog')
    expect(jsonLd.name).toBe('Frontloop Blog')
    expect(jsonLd.url).toBe(`${window.location.origin}/blog`)
    expect(jsonLd.blogPost).toHaveLength(10)
    expect(jsonLd.blogPost[0]).toMatchObject({
      headline: 'Post 12',
      url: `${window.location.origin}/blog/post-12`,
    })
  })
})
