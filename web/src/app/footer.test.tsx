import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { Footer } from './footer'

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    renderWithProviders(<Footer />)
    const year = new Date().getFullYear()
    expect(screen.getByText(`© ${year} Frontloop. All rights reserved.`)).toBeInTheDocument()
  })

  it('has quick links, legal links and safe external social links', () => {
    renderWithProviders(<Footer />)
    const quick = screen.getByRole('navigation', { name: 'Quick Links' })
    expect(quick).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Challenges' })).toHaveAttribute('href', '/challenges')
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')

    for (const name of ['Frontloop on GitHub', 'Frontloop on Twitter', 'Frontloop on LinkedIn']) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
