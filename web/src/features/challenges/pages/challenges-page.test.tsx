import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import type { Task } from '../types'
import { ChallengesPage } from './challenges-page'

const task = (
  id: number,
  slug: string,
  title: string,
  difficulty: string,
  tags: string[],
  description = '',
): Task => ({
  id,
  slug,
  title,
  summary: `${title}, in one sentence.`,
  description,
  // Tests also pass levels the server may add later.
  difficulty: difficulty as Task['difficulty'],
  tags,
  image_url: `/media/challenges/${slug}.svg`,
  archived: false,
})

const TASKS: Task[] = [
  task(
    1,
    'grid-gallery',
    'Grid Gallery',
    'beginner',
    ['CSS', 'Responsive Design'],
    'Lay out photos with CSS grid.',
  ),
  task(2, 'todo-app', 'Todo App', 'intermediate', ['JavaScript', 'Web APIs'], 'Persist items.'),
  task(3, 'signup-form', 'Signup Form', 'beginner', ['HTML', 'CSS'], 'An accessible form.'),
  task(4, 'virtual-list', 'Virtual List', 'advanced', ['JavaScript', 'React'], 'Render many rows.'),
]

function renderPage(search = '') {
  mockFetch({ 'GET /api/tasks': TASKS })
  return renderWithProviders(<ChallengesPage />, {
    route: `/challenges${search}`,
    path: '/challenges',
  })
}

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

async function visibleTitles() {
  await screen.findAllByRole('article')
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)
}

describe('ChallengesPage', () => {
  it("shows 'Loading challenges...' then a card per challenge linking to it", async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Challenges' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading challenges...')

    expect(await visibleTitles()).toEqual([
      'Grid Gallery',
      'Todo App',
      'Signup Form',
      'Virtual List',
    ])
    expect(screen.queryByText('Loading challenges...')).not.toBeInTheDocument()

    const card = screen.getAllByRole('article')[0]
    expect(within(card).getByRole('link', { name: 'Grid Gallery' })).toHaveAttribute(
      'href',
      '/challenges/grid-gallery',
    )
    expect(within(card).getByText('Beginner')).toHaveClass('bg-emerald-100')
    expect(within(card).getByText('CSS')).toHaveClass('bg-blue-100')
    expect(within(card).getByText('Responsive Design')).toHaveClass('bg-teal-100')
    const img = card.querySelector('img')
    expect(img).toHaveAttribute(
      'src',
      `${window.location.origin}/media/challenges/grid-gallery.svg`,
    )
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(screen.getAllByRole('article')[3].querySelector('img')).toHaveAttribute(
      'loading',
      'lazy',
    )

    const grid = screen.getAllByRole('article')[0].closest('ul')
    expect(grid).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3')
  })

  it('has a labelled search box and labelled Difficulty and Category button groups', async () => {
    renderPage()
    await screen.findAllByRole('article')
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toHaveAttribute(
      'type',
      'search',
    )

    const difficulty = screen.getByRole('group', { name: 'Difficulty' })
    expect(
      within(difficulty)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Beginner', 'Intermediate', 'Advanced'])
    expect(within(difficulty).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    const category = screen.getByRole('group', { name: 'Category' })
    expect(
      within(category)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'HTML', 'CSS', 'JavaScript', 'DOM', 'Responsive Design', 'Web APIs'])
    expect(within(category).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('reads the filters and search from the URL', async () => {
    renderPage('?difficulty=beginner&category=CSS&q=grid')
    expect(await visibleTitles()).toEqual(['Grid Gallery'])
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toHaveValue('grid')
    const difficulty = screen.getByRole('group', { name: 'Difficulty' })
    expect(within(difficulty).getByRole('button', { name: 'Beginner' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(difficulty).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const category = screen.getByRole('group', { name: 'Category' })
    expect(within(category).getByRole('button', { name: 'CSS' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText('Showing 1 of 4 challenges')).toBeInTheDocument()
  })

  it('keeps filter choices in the URL as new history entries, leaving defaults out', async () => {
    const user = userEvent.setup()
    const { router } = renderPage()
    await screen.findAllByRole('article')

    await user.click(
      within(screen.getByRole('group', { name: 'Difficulty' })).getByRole('button', {
        name: 'Beginner',
      }),
    )
    expect(router.state.location.search).toBe('?difficulty=beginner')
    expect(router.state.historyAction).toBe('PUSH')
    expect(await visibleTitles()).toEqual(['Grid Gallery', 'Signup Form'])

    await user.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'HTML' }),
    )
    expect(router.state.location.search).toBe('?difficulty=beginner&category=HTML')
    expect(await visibleTitles()).toEqual(['Signup Form'])

    await user.click(
      within(screen.getByRole('group', { name: 'Difficulty' })).getByRole('button', {
        name: 'All',
      }),
    )
    expect(router.state.location.search).toBe('?category=HTML')

    // Back restores the previous view.
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?difficulty=beginner&category=HTML')
    expect(
      within(screen.getByRole('group', { name: 'Difficulty' })).getByRole('button', {
        name: 'Beginner',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters as you type and writes the search to the URL with replace once typing pauses', async () => {
    const user = userEvent.setup()
    const { router } = renderPage('?difficulty=beginner')
    await screen.findAllByRole('article')
    const box = screen.getByRole('searchbox', { name: 'Search challenges' })

    await user.type(box, 'form')
    // Not yet: the URL follows once typing pauses.
    expect(router.state.location.search).toBe('?difficulty=beginner')
    await waitFor(() => expect(cardTitles()).toEqual(['Signup Form']))
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=beginner&q=form'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(box).toHaveValue('form')

    // The search matches tags and descriptions, case-insensitively.
    await user.clear(box)
    await user.type(box, 'REACT')
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=beginner&q=REACT'))
    expect(screen.getByRole('heading', { name: 'No challenges found' })).toBeInTheDocument()

    await user.clear(box)
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=beginner'))
  })

  it("is the home page's search: /challenges?q={term} alone filters the grid", async () => {
    // The SearchAction's urlTemplate (docs/screens.md, Page metadata), with
    // the term percent-encoded as a search engine sends it.
    renderPage('?q=todo%20app')
    expect(await visibleTitles()).toEqual(['Todo App'])
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toHaveValue('todo app')
    expect(screen.getByText('Showing 1 of 4 challenges')).toBeInTheDocument()
  })

  it('follows the URL when it changes elsewhere (back/forward, a shared link)', async () => {
    const { router } = renderPage('?q=todo')
    expect(await visibleTitles()).toEqual(['Todo App'])
    await act(() => router.navigate('/challenges?q=virtual'))
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toHaveValue('virtual')
    expect(await visibleTitles()).toEqual(['Virtual List'])
  })

  it('shows the empty state with its hint, and clears the filters', async () => {
    const user = userEvent.setup()
    const { router } = renderPage('?difficulty=advanced&category=HTML')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No challenges found' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters or search query.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
    expect(await visibleTitles()).toHaveLength(4)
  })

  it('a failed load leaves an empty list and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({
      'GET /api/tasks': () => jsonResponse({ success: false, code: 'x', message: 'down' }, 500),
    })
    renderWithProviders(<ChallengesPage />, { route: '/challenges', path: '/challenges' })
    expect(await screen.findByRole('heading', { name: 'No challenges found' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('Error fetching challenges:', expect.any(Error))
  })

  it('sets the page title', async () => {
    renderPage()
    await waitFor(() => expect(document.title).toBe('Challenges | Frontloop'))
  })
})
