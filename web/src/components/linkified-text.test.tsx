import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LinkifiedText, linkParts } from './linkified-text'

describe('linkParts', () => {
  it('cuts text around http(s) addresses, leaving trailing punctuation to the sentence', () => {
    expect(linkParts('See https://example.com/a?b=1. Thanks!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Thanks!' },
    ])
    expect(linkParts('(http://x.dev/page), done')).toEqual([
      { text: '(' },
      { text: 'http://x.dev/page', href: 'http://x.dev/page' },
      { text: '), done' },
    ])
  })

  it('leaves other schemes and bare words as text', () => {
    expect(linkParts('javascript:alert(1) and ftp://x and https://')).toEqual([
      { text: 'javascript:alert(1) and ftp://x and https://' },
    ])
  })
})

describe('LinkifiedText', () => {
  it('renders addresses as nofollow ugc links in a new tab', () => {
    render(
      <p>
        <LinkifiedText text="My demo: https://ada.github.io/card/ — feedback welcome" />
      </p>,
    )
    const link = screen.getByRole('link', { name: 'https://ada.github.io/card/' })
    expect(link).toHaveAttribute('href', 'https://ada.github.io/card/')
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.parentElement).toHaveTextContent(
      'My demo: https://ada.github.io/card/ — feedback welcome',
    )
  })
})
