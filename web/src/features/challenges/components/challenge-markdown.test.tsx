import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChallengeMarkdown } from './challenge-markdown'

describe('ChallengeMarkdown', () => {
  it('empties javascript: links and data: images (docs/screens.md URL rule)', () => {
    render(
      <ChallengeMarkdown>
        {
          '[click me](javascript:alert(1)) and ![pixel](data:image/png;base64,iVBORw0KGgo=) and [v](vbscript:x)'
        }
      </ChallengeMarkdown>,
    )
    expect(screen.getByText('click me').closest('a')).toHaveAttribute('href', '')
    // Emptied: React leaves an empty src out altogether.
    expect(screen.getByRole('img', { name: 'pixel' }).getAttribute('src') ?? '').toBe('')
    expect(screen.getByText('v').closest('a')).toHaveAttribute('href', '')
  })

  it('keeps relative, http(s), mailto, irc(s) and xmpp addresses', () => {
    render(
      <ChallengeMarkdown>
        {[
          '[rel](/challenges/faq) [https](https://developer.mozilla.org/) [http](http://example.com/)',
          '[mail](mailto:help@frontloop.dev) [irc](irc://irc.libera.chat/web) [ircs](ircs://irc.libera.chat/web) [xmpp](xmpp:team@example.com)',
          '![shot](/media/challenges/a.png)',
        ].join('\n\n')}
      </ChallengeMarkdown>,
    )
    expect(screen.getByRole('link', { name: 'rel' })).toHaveAttribute('href', '/challenges/faq')
    expect(screen.getByRole('link', { name: 'https' })).toHaveAttribute(
      'href',
      'https://developer.mozilla.org/',
    )
    expect(screen.getByRole('link', { name: 'http' })).toHaveAttribute(
      'href',
      'http://example.com/',
    )
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:help@frontloop.dev',
    )
    expect(screen.getByRole('link', { name: 'irc' })).toHaveAttribute(
      'href',
      'irc://irc.libera.chat/web',
    )
    expect(screen.getByRole('link', { name: 'ircs' })).toHaveAttribute(
      'href',
      'ircs://irc.libera.chat/web',
    )
    expect(screen.getByRole('link', { name: 'xmpp' })).toHaveAttribute(
      'href',
      'xmpp:team@example.com',
    )
    expect(screen.getByRole('img', { name: 'shot' })).toHaveAttribute(
      'src',
      '/media/challenges/a.png',
    )
  })

  it('opens external links in a new tab safely', () => {
    render(
      <ChallengeMarkdown>
        {'[MDN](https://developer.mozilla.org/) [local](/blog)'}
      </ChallengeMarkdown>,
    )
    const external = screen.getByRole('link', { name: 'MDN' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'local' })).not.toHaveAttribute('target')
  })

  it('renders no raw HTML', () => {
    const { container } = render(
      <ChallengeMarkdown>{'<script>alert(1)</script><b>bold</b> text'}</ChallengeMarkdown>,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
  })

  it('shifts headings below the page h1 and draws task-list boxes without form controls', () => {
    render(
      <ChallengeMarkdown headingShift={0}>
        {'## Goal\n\n### Hints\n\n- [ ] Do this\n- [x] Done'}
      </ChallengeMarkdown>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Goal' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Hints' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByText('Do this')).toBeInTheDocument()
  })

  it('never renders a second h1', () => {
    render(<ChallengeMarkdown headingShift={0}>{'# Title'}</ChallengeMarkdown>)
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument()
  })
})
