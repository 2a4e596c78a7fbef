import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { HomePage } from './home-page'

function renderHome(signedIn: boolean) {
  mockFetch({
    'GET /api/tasks': [
      {
        id: 1,
        slug: 'a',
        title: 'A',
        description: '',
        difficulty: 'beginner',
        tags: [],
        image_url: null,
      },
    ],
    'GET /api/stats': { users: 50_312, projects: 1_234, code_reviews: 12_000 },
  })
  return renderWithProviders(<HomePage signedIn={signedIn} />)
}

describe('HomePage', () => {
  it('signed out: GitHub sign-in goes to /login, closing CTA offers a free start', () => {
    renderHome(false)
    const hero = screen.getByRole('region', { name: /Level up your front-end skills/ })
    expect(within(hero).getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(within(hero).getByRole('link', { name: 'Explore Community' })).toHaveAttribute(
      'href',
      '/community',
    )
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: 'Start Learning Now' })).not.toBeInTheDocument()
  })

  it('signed in: both calls to action start learning at /challenges', () => {
    renderHome(true)
    const links = screen.getAllByRole('link', { name: 'Start Learning Now' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', '/challenges')
    expect(screen.queryByRole('link', { name: 'Continue with GitHub' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).not.toBeInTheDocument()
  })

  it("shows 'Loading...' while the task list loads, then the live community claim", async () => {
    renderHome(false)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(await screen.findByText('50,000+')).toBeInTheDocument()
    expect(screen.getByText('50,000+').parentElement).toHaveTextContent(
      'Trusted by 50,000+ frontend developers',
    )
    await vi.waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument())
  })

  it('has one h1 and the sections docs/screens.md lists', () => {
    renderHome(false)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const title of [
      'Industry-aligned projects',
      'Expert code reviews',
      'Structured growth path',
      'Portfolio building',
      'Master the fundamentals',
      'Build real projects',
      'Get expert review',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { name: 'Our learners work at' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visit the community' })).toHaveAttribute(
      'href',
      '/community',
    )
    expect(screen.getByRole('figure')).toHaveTextContent('Maya Okafor')

    const technologies = screen.getByRole('region', { name: 'Master the tools teams hire for' })
    const names = within(technologies)
      .getAllByRole('listitem')
      .map((item) => item.lastElementChild?.textContent)
    expect(names).toEqual([
      'React',
      'JavaScript',
      'TypeScript',
      'HTML5',
      'CSS3',
      'Sass',
      'Tailwind',
      'Vue.js',
      'Git',
      'Redux',
      'Next.js',
      'Angular',
    ])
  })
})
