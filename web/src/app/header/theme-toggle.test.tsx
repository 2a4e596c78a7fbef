import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { followAccountTheme, THEME_STORAGE_KEY } from '@/lib/theme'
import { mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { Header } from './header'
import { ThemeToggle } from './theme-toggle'

const root = document.documentElement

describe('ThemeToggle', () => {
  beforeEach(() => {
    delete root.dataset.theme
    followAccountTheme(null)
  })

  it('names the current choice and cycles system → light → dark → system', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ThemeToggle />)
    const button = screen.getByRole('button', { name: 'Theme: System' })
    expect(button).toHaveAttribute('title', 'Theme: System (switch to Light)')

    await user.click(button)
    expect(button).toHaveAccessibleName('Theme: Light')
    expect(root.dataset.theme).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')

    await user.click(button)
    expect(button).toHaveAccessibleName('Theme: Dark')
    expect(root.dataset.theme).toBe('dark')

    await user.click(button)
    expect(button).toHaveAccessibleName('Theme: System')
    expect(root).not.toHaveAttribute('data-theme')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })

  it('shows the stored choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    renderWithProviders(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument()
  })

  it('is in the header, reached with the keyboard, and pressed with Enter', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)
    const button = screen.getByRole('button', { name: 'Theme: System' })
    for (let i = 0; i < 10 && document.activeElement !== button; i++) await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(button).toHaveAccessibleName('Theme: Dark')
    expect(root.dataset.theme).toBe('dark')
  })

  it('is a row of the menu for a signed-in learner, whose bar has no room for it on a phone', async () => {
    const user = userEvent.setup()
    mockFetch({ 'PATCH /api/users/settings': { theme: 'light' } })
    renderWithProviders(<Header />, { auth: { user: testUser } })
    // In the bar from 640 px up only.
    expect(screen.getByRole('button', { name: 'Theme: System' })).toHaveClass(
      'hidden',
      'sm:inline-flex',
    )
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    const row = within(menu).getByRole('button', { name: 'Theme: System' })
    await user.click(row)
    expect(row).toHaveAccessibleName('Theme: Light')
    expect(screen.getAllByRole('button', { name: 'Theme: Light' })).toHaveLength(2)
    expect(root.dataset.theme).toBe('light')
  })

  it('is not in the menu when signed out (it is in the bar)', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)
    expect(screen.getByRole('button', { name: 'Theme: System' })).toHaveClass('inline-flex')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(menu).queryByRole('button', { name: /^Theme/ })).not.toBeInTheDocument()
  })

  it("saves a signed-in learner's choice on the account", async () => {
    const user = userEvent.setup()
    localStorage.setItem('token', 'session-token')
    const fetchMock = mockFetch({ 'PATCH /api/users/settings': { theme: 'light' } })
    renderWithProviders(<ThemeToggle />, { auth: { user: testUser } })
    await user.click(screen.getByRole('button', { name: 'Theme: System' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ theme: 'light' })
  })
})
