import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown } from './markdown'

describe('Markdown', () => {
  it("with urls='web' keeps only http(s) and mailto links and http(s) images", () => {
    render(
      <Markdown urls="web">
        {[
          '[https](https://developer.mozilla.org/) [http](http://example.com/) [mail](mailto:a@example.com)',
          '[rel](/challenges) [proto](//evil.example/) [js](javascript:alert(1)) [irc](irc://irc.libera.chat/web)',
          '![remote](https://example.com/a.png) ![data](data:image/png;base64,iVBORw0KGgo=) ![local](/a.png)',
        ].join('\n\n')}
      </Markdown>,
    )
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
      'mailto:a@example.com',
    )
    for (const name of ['rel', 'proto', 'js', 'irc']) {
      expect(screen.getByText(name).closest('a')).toHaveAttribute('href', '')
    }
    expect(screen.getByRole('img', { name: 'remote' })).toHaveAttribute(
      'src',
      'https://example.com/a.png',
    )
    expect(screen.getByRole('img', { name: 'data' }).getAttribute('src') ?? '').toBe('')
    expect(screen.getByRole('img', { name: 'local' }).getAttribute('src') ?? '').toBe('')
  })

  it('marks the external links of user content nofollow ugc, and only those', () => {
    const { unmount } = render(
      <Markdown userContent>{'[demo](https://example.com/demo)'}</Markdown>,
    )
    expect(screen.getByRole('link', { name: 'demo' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    )
    unmount()
    render(<Markdown>{'[docs](https://example.com/docs)'}</Markdown>)
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps headings at or below topHeadingLevel', () => {
    render(
      <Markdown headingShift={0} topHeadingLevel={4}>
        {'# One\n\n## Two\n\n##### Five'}
      </Markdown>,
    )
    expect(screen.getByRole('heading', { level: 4, name: 'One' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Two' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 5, name: 'Five' })).toBeInTheDocument()
  })

  it('renders no raw HTML', () => {
    const { container } = render(
      <Markdown urls="web">{'<img src=x onerror=alert(1)> hi'}</Markdown>,
    )
    expect(container.querySelector('img')).toBeNull()
  })
})
