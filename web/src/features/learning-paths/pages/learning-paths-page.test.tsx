import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { enrolledAt, makePath } from '../testing/paths'
import type { LearningPath } from '../types'
import { LearningPathsPage } from './learning-paths-page'

const PATHS: LearningPath[] = [
  makePath(1, {
    slug: 'html-css-foundations',
    title: 'HTML & CSS Foundations',
    difficulty_level: 'beginner',
    estimated_hours: 14,
    item_count: 8,
    enrollment_count: 12,
    completion_count: 3,
    rating_average: 4.5,
    rating_count: 6,
  }),
  makePath(2, {
    slug: 'react-in-practice',
    title: 'React in Practice',
    difficulty_level: 'intermediate',
    estimated_hours: 26,
    item_count: 7,
    enrollment_count: 5,
    completion_count: 1,
    ...enrolledAt(40),
  }),
  makePath(3, {
    slug: '',
    title: 'Web APIs and Performance',
    image_url: null,
    difficulty_level: 'advanced',
    estimated_hours: 1,
    item_count: 1,
    ...enrolledAt(100),
    enrollment_count: 1,
    completion_count: 1,
  }),
  makePath(4, {
    title: 'Ghost Town',
    difficulty_level: 'beginner',
    estimated_hours: 5,
    ...enrolledAt(0),
  }),
]

function renderPage(paths: LearningPath[] | (() => Response) = PATHS) {
  mockFetch({
    'GET /api/learning-paths': typeof paths === 'function' ? paths : { success: true, data: paths },
  })
  return renderWithProviders(<LearningPathsPage />, { route: '/learning-paths' })
}

const card = (title: string) => screen.getByRole('article', { name: title })

describe('LearningPathsPage', () => {
  it('shows a loading state, then one h1 and the four stat cards summed over every path', async () => {
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Loading learning paths...')
    await screen.findByRole('article', { name: 'React in Practice' })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)

    const value = (label: string) =>
      (screen.getAllByText(label).find((el) => el.tagName === 'DT') as HTMLElement)
        .nextElementSibling
    expect(value('Total Paths')).toHaveTextContent('4')
    expect(value('Active Students')).toHaveTextContent('18')
    expect(value('Completed')).toHaveTextContent('5')
    expect(value('Total Hours')).toHaveTextContent('46')
  })

  it('filters by difficulty with toggle buttons, keeping the totals', async () => {
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('article', { name: 'React in Practice' })
    const all = screen.getByRole('button', { name: 'All' })
    expect(all).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Beginner' }))
    expect(screen.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true')
    expect(all).toHaveAttribute('aria-pressed', 'false')
    expect(
      screen.getAllByRole('article').map((el) => within(el).getByRole('heading').textContent),
    ).toEqual(['HTML & CSS Foundations', 'Ghost Town'])
    expect(screen.getByText('Showing 2 of 4 paths')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Advanced' }))
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(card('Web APIs and Performance')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Intermediate' }))
    expect(card('React in Practice')).toBeInTheDocument()
    expect(
      (screen.getAllByText('Total Paths')[0].nextElementSibling as HTMLElement).textContent,
    ).toBe('4')
  })

  it('shows a not-enrolled card: picture, badge, facts, students and success rate, Start Learning', async () => {
    renderPage()
    const html = await screen.findByRole('article', { name: 'HTML & CSS Foundations' })
    const img = html.querySelector('img') as HTMLImageElement
    expect(img).toHaveAttribute('src', '/media/paths/path-1.svg')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')
    expect(within(html).getByText('Beginner')).toBeInTheDocument()
    expect(within(html).getByText('What path 1 teaches.')).toBeInTheDocument()
    expect(within(html).getByText('14 hours')).toBeInTheDocument()
    expect(within(html).getByText('8 items')).toBeInTheDocument()
    expect(within(html).getByText('12 students')).toBeInTheDocument()
    expect(within(html).getByText('25% success rate')).toBeInTheDocument()
    expect(within(html).queryByText('Enrolled')).not.toBeInTheDocument()
    const start = within(html).getByRole('link', { name: 'Start Learning' })
    expect(start).toHaveAttribute('href', '/learning-paths/html-css-foundations')
    expect(start).toHaveAccessibleDescription('HTML & CSS Foundations')
  })

  it('shows ratings only when learners rated', async () => {
    renderPage()
    const html = await screen.findByRole('article', { name: 'HTML & CSS Foundations' })
    expect(within(html).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(within(html).getByText('(6 ratings)')).toBeInTheDocument()
    expect(
      within(card('React in Practice')).queryByRole('img', { name: /Rated/ }),
    ).not.toBeInTheDocument()
    expect(within(card('React in Practice')).queryByText(/rating/)).not.toBeInTheDocument()
  })

  it('shows the enrolled standing and the button for each state', async () => {
    renderPage()
    const react = await screen.findByRole('article', { name: 'React in Practice' })
    expect(within(react).getByText('Enrolled')).toBeInTheDocument()
    expect(within(react).getByText('Your progress: 40%')).toBeInTheDocument()
    expect(within(react).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    expect(within(react).queryByText(/success rate/)).not.toBeInTheDocument()
    expect(within(react).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/learning-paths/react-in-practice',
    )

    const web = card('Web APIs and Performance')
    expect(within(web).getByText('Your progress: 100%')).toBeInTheDocument()
    // No slug: the id.
    expect(within(web).getByRole('link', { name: 'Completed' })).toHaveAttribute(
      'href',
      '/learning-paths/3',
    )
    // No picture: the title's initial.
    expect(within(web).queryByRole('img')).not.toBeInTheDocument()
    expect(within(web).getByTestId('path-initial')).toHaveTextContent('W')
    expect(within(web).getByText('1 hour')).toBeInTheDocument()
    expect(within(web).getByText('1 item')).toBeInTheDocument()

    // Enrolled without progress yet.
    expect(
      within(card('Ghost Town')).getByRole('link', { name: 'Start Learning' }),
    ).toBeInTheDocument()
    expect(within(card('Ghost Town')).getByText('Your progress: 0%')).toBeInTheDocument()
  })

  it('shows a 0% success rate when nobody enrolled', async () => {
    renderPage([makePath(9, { title: 'New Path' })])
    const path = await screen.findByRole('article', { name: 'New Path' })
    expect(within(path).getByText('0 students')).toBeInTheDocument()
    expect(within(path).getByText('0% success rate')).toBeInTheDocument()
  })

  it('says when no path matches the filter, and offers to show all', async () => {
    const user = userEvent.setup()
    renderPage([makePath(1, { difficulty_level: 'beginner' })])
    await screen.findByRole('article')
    await user.click(screen.getByRole('button', { name: 'Advanced' }))
    expect(screen.getByRole('heading', { name: 'No learning paths found' })).toBeInTheDocument()
    expect(screen.getByText('No learning paths match your selected filter.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all paths' }))
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('logs a failed load and shows the empty state', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPage(() => jsonResponse({ success: false, code: 'unavailable', message: 'down' }, 503))
    expect(
      await screen.findByRole('heading', { name: 'No learning paths found' }, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(
      screen.queryByText('No learning paths match your selected filter.'),
    ).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('Error fetching learning paths:', expect.anything())
  })

  it('links to the challenges and the blog', async () => {
    renderPage()
    const cta = await screen.findByRole('region', { name: 'Prefer to learn your own way?' })
    expect(within(cta).getByRole('link', { name: 'Browse Challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    )
    expect(within(cta).getByRole('link', { name: 'Read the Blog' })).toHaveAttribute(
      'href',
      '/blog',
    )
  })

  it('sets the metadata with real ratings only', async () => {
    renderPage()
    await screen.findByRole('article', { name: 'React in Practice' })
    await waitFor(() => expect(document.title).toBe('Learning paths | Frontloop'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Curated learning paths that mix articles and hands-on challenges, from beginner to advanced.',
    )
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/learning-paths`,
    )
    const jsonLd = JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}')
    expect(jsonLd['@type']).toBe('ItemList')
    expect(jsonLd.itemListElement).toHaveLength(4)
    const ratings = jsonLd.itemListElement.map(
      (entry: { item: { aggregateRating?: { ratingValue: number } } }) =>
        entry.item.aggregateRating?.ratingValue,
    )
    expect(ratings).toEqual([4.5, undefined, undefined, undefined])
    expect(JSON.stringify(jsonLd)).not.toContain('4.8')
  })
})
