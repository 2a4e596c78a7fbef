import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AuthorLink } from './author-link'

describe('AuthorLink', () => {
  it("links a learner's name to their portfolio, with a visible focus ring", () => {
    render(
      <MemoryRouter>
        <AuthorLink login="grace" className="font-semibold">
          Grace Hopper
        </AuthorLink>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'Grace Hopper' })
    expect(link).toHaveAttribute('href', '/u/grace')
    expect(link).toHaveClass('font-semibold', 'focus-visible:outline-2')
  })

  it('escapes the login in the address and takes an accessible name', () => {
    render(
      <MemoryRouter>
        <AuthorLink login="a/b?c" aria-label="Portfolio of a/b?c">
          <span aria-hidden="true">A</span>
        </AuthorLink>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Portfolio of a/b?c' })).toHaveAttribute(
      'href',
      '/u/a%2Fb%3Fc',
    )
  })
})
