import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import type { Profile, ProfileStats, ProgressRecord } from '../types'
import { ProfilePage } from './profile-page'

const stats = (overrides: Partial<ProfileStats> = {}): ProfileStats => ({
  completed: 2,
  in_progress: 1,
  saved: 1,
  total: 4,
  overall_progress: 50,
  current_streak: 3,
  longest_streak: 5,
  ...overrides,
})

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 1,
  github_id: 4242,
  login: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  avatar_url: 'https://avatars.example.com/u/4242',
  html_url: 'https://github.com/ada',
  joined_at: '2026-01-05T12:00:00Z',
  is_moderator: false,
  theme: 'system',
  profile_visibility: 'public',
  joinedAt: '2026-01-05T12:00:00Z',
  time_zone: 'Europe/London',
  stats: stats(),
  activity: [
    { date: '2026-11-22', count: 3 },
    { date: '2026-11-20', count: 1 },
  ],
  today: '2026-11-22',
  ...overrides,
})

const base = {
  github_pages_url: null,
  updated_at: null,
  tags: ['CSS'],
  difficulty: 'beginner' as const,
  image_url: null,
  solution_id: null,
  score: null,
}

const PROGRESS: ProgressRecord[] = [
  {
    ...base,
    task_id: 1,
    slug: 'faq-accordion',
    title: 'FAQ Accordion',
    status: 'in_progress',
    github_repo_url: null,
    created_at: '2026-11-20T12:00:00Z',
    completion_date: null,
  },
  {
    ...base,
    task_id: 2,
    slug: '',
    title: 'Todo App (LocalStorage)',
    status: 'completed',
    github_repo_url: 'https://github.com/ada/todo',
    created_at: '2026-11-01T12:00:00Z',
    completion_date: '2026-11-22T12:00:00Z',
  },
  {
    ...base,
    task_id: 3,
    slug: 'pricing-table',
    title: 'Pricing Table',
    status: 'saved',
    github_repo_url: null,
    created_at: '2026-11-02T12:00:00Z',
    completion_date: null,
  },
]

const achievement = (id: string, title: string, progress: number, unlocked = false) => ({
  id,
  title,
  description: `${title} description`,
  icon: '🏅',
  progress,
  unlocked,
})

const ACHIEVEMENTS = [
  achievement('task-master', 'Task Master', 10),
  achievement('first-step', 'First Step', 100, true),
  achievement('streak-3', 'On a Roll', 33),
  achievement('night-owl', 'Night Owl', 0),
  achievement('helper', 'Helper', 66),
  achievement('viral', 'Viral', 3),
]

function renderProfile({
  data = profile(),
  progress = PROGRESS,
  achievements = ACHIEVEMENTS,
}: {
  data?: Profile | (() => Response)
  progress?: ProgressRecord[] | (() => Response)
  achievements?: typeof ACHIEVEMENTS
} = {}) {
  const fetchMock = mockFetch({
    'GET /api/users/profile': typeof data === 'function' ? data : { success: true, data },
    'GET /api/users/progress': progress,
    'GET /api/users/community-stats': {
      postsCount: 3,
      commentsCount: 1,
      likesGiven: 4,
      maxPostLikes: 2,
      helpedUsers: 2,
    },
    'GET /api/achievements': { success: true, data: achievements },
  })
  const result = renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    auth: { user: testUser },
  })
  return { ...result, fetchMock }
}

const failing = () => jsonResponse({ success: false, code: 'x', message: 'down' }, 500)

describe('ProfilePage', () => {
  it("shows 'Loading...' while fetching, then who the learner is", async () => {
    renderProfile()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile of Ada Lovelace' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" })).toHaveAttribute(
      'src',
      'https://avatars.example.com/u/4242',
    )
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    expect(screen.getByText('Joined Jan 5, 2026')).toBeInTheDocument()
    const github = screen.getByRole('link', { name: /GitHub profile/ })
    expect(github).toHaveAttribute('href', 'https://github.com/ada')
    expect(github).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/challenges',
    )
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/u/ada',
    )
    expect(await screen.findByText(/3 posts · 1 comment · helped 2 learners/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Your profile | Frontloop'))
  })

  it('sends the time zone with its requests', async () => {
    window.localStorage.setItem('token', 'tok-ada')
    const { fetchMock } = renderProfile()
    await screen.findByRole('heading', { level: 1 })
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers['X-Time-Zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('shows the progress ring and the stat cards', async () => {
    renderProfile()
    expect(await screen.findByRole('img', { name: 'Overall progress: 50%' })).toBeInTheDocument()
    expect(screen.getByText('50%')).toBeInTheDocument()
    expect(screen.getByText('2 of 4 challenges completed')).toBeInTheDocument()

    const term = (name: string) =>
      screen.getAllByText(name).find((el) => el.tagName === 'DT') as HTMLElement
    expect(term('Completed').nextElementSibling).toHaveTextContent('2')
    expect(term('In Progress').nextElementSibling).toHaveTextContent('1')
    const streak = term('Current Streak').nextElementSibling as HTMLElement
    expect(streak).toHaveTextContent('3days')
    expect(
      within(streak).getByRole('img', { name: 'Streak: 3 of 7 segments filled' }),
    ).toBeInTheDocument()
    expect(within(streak).getByText('3 days of continuous learning')).toBeInTheDocument()
    expect(within(streak).getByText('Longest: 5 days')).toBeInTheDocument()
  })

  it.each([
    [0, 'Start your learning streak today!', 0],
    [1, '1 day of continuous learning', 1],
    [9, '9 days of continuous learning', 7],
  ])('a streak of %i reads %j with %i of 7 segments filled', async (days, text, filled) => {
    renderProfile({ data: profile({ stats: stats({ current_streak: days }) }) })
    expect(await screen.findByText(text)).toBeInTheDocument()
    const bar = screen.getByRole('img', { name: `Streak: ${filled} of 7 segments filled` })
    expect(bar.querySelectorAll('[data-filled="true"]')).toHaveLength(filled)
  })

  it('shows an honest empty Recent Achievements section with View All', async () => {
    renderProfile({ achievements: [] })
    const section = await screen.findByRole('region', { name: 'Recent Achievements' })
    expect(
      within(section).getByText('No achievements yet — complete a challenge to earn your first.'),
    ).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/achievements',
    )
  })

  it('lists in-progress and completed challenges with their dates and links', async () => {
    renderProfile()
    const inProgress = await screen.findByRole('region', { name: /^In Progress/ })
    const started = within(inProgress).getByRole('link', { name: 'FAQ Accordion' })
    expect(started).toHaveAttribute('href', '/challenges/faq-accordion')
    expect(within(inProgress).getByText('Started Nov 20, 2026')).toBeInTheDocument()
    // Saved challenges are in neither list.
    expect(screen.queryByText('Pricing Table')).not.toBeInTheDocument()

    const completed = screen.getByRole('region', { name: /^Completed/ })
    // No slug in the record: derived from the title.
    expect(
      within(completed).getByRole('link', { name: 'Todo App (LocalStorage)' }),
    ).toHaveAttribute('href', '/challenges/todo-app-localstorage')
    expect(within(completed).getByText('Completed Nov 22, 2026')).toBeInTheDocument()
    expect(within(completed).getByText('Successfully completed')).toBeInTheDocument()
    const repo = within(completed).getByRole('link', { name: /View repository/ })
    expect(repo).toHaveAttribute('href', 'https://github.com/ada/todo')
    expect(repo).toHaveAttribute('target', '_blank')
    expect(repo).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("shows each completion's score, linking to its solution's report", async () => {
    const completion = PROGRESS[1]
    renderProfile({
      progress: [
        { ...completion, solution_id: 5, score: 87 },
        {
          ...completion,
          task_id: 4,
          slug: 'faq-accordion',
          title: 'FAQ Accordion',
          solution_id: 6,
          score: null,
        },
        { ...completion, task_id: 8, slug: 'pricing-table', title: 'Pricing Table' },
      ],
    })
    const completed = await screen.findByRole('region', { name: /^Completed/ })
    const [todo, faq, pricing] = within(completed).getAllByRole('listitem')
    const scored = within(todo).getByRole('link', { name: /^Score 87/ })
    expect(scored).toHaveAttribute('href', '/solutions/5')
    expect(scored).toHaveAccessibleName('Score 87: solution report for Todo App (LocalStorage)')
    expect(within(faq).getByRole('link', { name: /^Not scored yet/ })).toHaveAttribute(
      'href',
      '/solutions/6',
    )
    // No solution to show (completed before solutions were checked): text only.
    expect(within(pricing).getByText('Not scored yet').closest('a')).toBeNull()
  })

  it('shows the empty states', async () => {
    renderProfile({ progress: [] })
    expect(await screen.findByText('No tasks in progress')).toBeInTheDocument()
    expect(screen.getByText('No completed tasks')).toBeInTheDocument()
  })

  it('labels every day of the activity calendar and sums it up', async () => {
    renderProfile()
    const calendar = await screen.findByRole('img', {
      name: '4 completions on 2 days in the last year',
    })
    expect(calendar.querySelector('[aria-label="3 completions on Nov 22, 2026"]')).toHaveAttribute(
      'data-level',
      '3',
    )
    expect(calendar.querySelector('[aria-label="1 completion on Nov 20, 2026"]')).toHaveAttribute(
      'data-level',
      '1',
    )
    expect(calendar.querySelector('[aria-label="No completions on Nov 21, 2026"]')).toHaveAttribute(
      'data-level',
      '0',
    )
    expect(calendar.querySelectorAll('rect')).toHaveLength(52 * 7 + 1)
    expect(screen.getByRole('region', { name: 'Activity calendar' })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })

  it('logs failures and shows empty lists', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderProfile({ data: failing, progress: failing })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No tasks in progress')).toBeInTheDocument()
    expect(screen.getByText('No completed tasks')).toBeInTheDocument()
    expect(screen.getByText('Start your learning streak today!')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Overall progress: 0%' })).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('Error fetching profile:', expect.any(Error))
    expect(consoleError).toHaveBeenCalledWith('Error fetching progress:', expect.any(Error))
  })

  it('shows an initial when there is no avatar', async () => {
    renderProfile({ data: profile({ avatar_url: null }) })
    expect(await screen.findByRole('img', { name: "Ada Lovelace's avatar" })).toHaveTextContent('A')
  })

  it('shows the top 4 achievements by progress, earned ones marked', async () => {
    renderProfile()
    const section = (await screen.findByRole('heading', { name: 'Recent Achievements' })).closest(
      'section',
    )
    expect(section).not.toBeNull()
    const titles = Array.from(section!.querySelectorAll('h3')).map((h) => h.textContent)
    expect(titles).toEqual(['First Step', 'Helper', 'On a Roll', 'Task Master'])
    expect(section!.textContent).toContain('Unlocked')
  })
})
