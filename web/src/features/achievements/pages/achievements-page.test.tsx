import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { makeAchievement, makeStats } from '../testing/achievements'
import type { Achievement } from '../types'
import { AchievementsPage } from './achievements-page'

const ACHIEVEMENTS: Achievement[] = [
  makeAchievement('first-step', 'Task Completion', {
    title: 'First Step',
    icon: '🎯',
    description: 'Complete your first challenge.',
    condition: 'Complete 1 challenge',
    target: 1,
    current: 1,
    progress: 100,
    unlocked: true,
    unlocked_at: '2026-11-22T12:00:00Z',
  }),
  makeAchievement('task-master', 'Task Completion', {
    title: 'Task Master',
    icon: '🏆',
    current: 4,
    progress: 40,
  }),
  makeAchievement('on-a-roll', 'Streaks', {
    title: 'On a Roll',
    icon: '🔥',
    colour: 'orange',
    current: 1,
    target: 3,
    progress: 33,
  }),
  makeAchievement('perfectionist', 'Task Completion', {
    title: 'Perfectionist',
    attainable: false,
  }),
  makeAchievement('team-player', 'Community', { title: 'Team Player', colour: 'sky' }),
]

function renderGallery({
  achievements = ACHIEVEMENTS,
  withToken = true,
  failing = false,
}: { achievements?: Achievement[]; withToken?: boolean; failing?: boolean } = {}) {
  if (withToken) window.localStorage.setItem('token', 'session-token')
  const down = () => jsonResponse({ success: false, code: 'unavailable', message: 'down' }, 503)
  const fetchMock = mockFetch({
    'GET /api/achievements': failing ? down : { success: true, data: achievements },
    'GET /api/users/profile': failing
      ? down
      : { success: true, data: { id: 1, login: 'ada', stats: makeStats() } },
  })
  const result = renderWithProviders(<AchievementsPage />, {
    route: '/achievements',
    auth: { user: testUser },
  })
  return { ...result, fetchMock }
}

const card = (title: string) => screen.getByRole('article', { name: title })

describe('AchievementsPage', () => {
  it("shows 'Loading...', then the gallery, its stat cards and metadata", async () => {
    renderGallery()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Achievement Gallery' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('1 of 5 unlocked')).toBeInTheDocument()

    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    expect(value('Completed')).toHaveTextContent('7')
    expect(value('In Progress')).toHaveTextContent('2')
    expect(value('Saved')).toHaveTextContent('3')
    expect(value('Current Streak')).toHaveTextContent('4days')

    await waitFor(() => expect(document.title).toBe('Achievements | Frontloop'))
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    )
  })

  it('shows an unlocked achievement in colour, with a check and its date', async () => {
    renderGallery()
    const first = await screen.findByRole('article', { name: 'First Step' })
    expect(first).toHaveAttribute('data-state', 'unlocked')
    expect(first).toHaveClass('border-t-emerald-500')
    expect(within(first).getByText('🎯')).toHaveAttribute('aria-hidden', 'true')
    expect(within(first).getByText('Complete your first challenge.')).toBeInTheDocument()
    expect(within(first).getByText('Complete 1 challenge')).toBeInTheDocument()
    expect(within(first).getByText('Unlocked Nov 22, 2026')).toBeInTheDocument()
    expect(within(first).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument()
    expect(within(first).getByRole('progressbar', { name: 'First Step progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
  })

  it('shows a locked achievement greyed, with a lock and its progress', async () => {
    renderGallery()
    const master = await screen.findByRole('article', { name: 'Task Master' })
    expect(master).toHaveAttribute('data-state', 'locked')
    expect(within(master).getByText('🏆')).toHaveClass('grayscale')
    expect(within(master).getByRole('img', { name: 'Locked' })).toBeInTheDocument()
    expect(within(master).queryByText(/Unlocked/)).not.toBeInTheDocument()
    expect(within(master).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    expect(within(master).getByText('40%')).toBeInTheDocument()
    expect(within(master).queryByText('Not available yet')).not.toBeInTheDocument()
    expect(within(card('Perfectionist')).getByText('Not available yet')).toBeInTheDocument()
  })

  it('filters by category with a tablist that arrow keys move through', async () => {
    const user = userEvent.setup()
    renderGallery()
    const tablist = await screen.findByRole('tablist', { name: 'Achievement categories' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Task Completion',
      'Streaks',
      'Frontend Mastery',
      'Speed Demon',
      'Community',
      'Special',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(5)

    await user.click(screen.getByRole('tab', { name: 'Streaks' }))
    expect(screen.getByRole('tab', { name: 'Streaks' })).toHaveAttribute('aria-selected', 'true')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false')
    expect(screen.getAllByRole('article').map((el) => el.getAttribute('data-state'))).toEqual([
      'locked',
    ])
    expect(card('On a Roll')).toBeInTheDocument()

    // One tab stop; arrows move and select.
    expect(screen.getByRole('tab', { name: 'Streaks' })).toHaveAttribute('tabindex', '0')
    expect(tabs[0]).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Task Completion' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Task Completion' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByText('1 of 3 unlocked')).toBeInTheDocument()

    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Special' })).toHaveFocus()
    expect(screen.getByText('No achievements in this category yet.')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    expect(screen.getAllByRole('article')).toHaveLength(5)
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true')
    expect(card('Team Player')).toBeInTheDocument()
  })

  it('loads nothing without a stored token', async () => {
    const { fetchMock } = renderGallery({ withToken: false })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Achievement Gallery' }),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByText('No achievements to show right now.')).toBeInTheDocument()
  })

  it('logs failures and shows zeros and an empty gallery', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderGallery({ failing: true })
    expect(await screen.findByText('No achievements to show right now.')).toBeInTheDocument()
    expect(screen.getByText('Completed', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '0',
    )
    expect(consoleError).toHaveBeenCalledWith('Error fetching achievements:', expect.anything())
    expect(consoleError).toHaveBeenCalledWith('Error fetching profile:', expect.anything())
  })
})
