import { act, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { PageMeta } from './page-meta'

const origin = window.location.origin

function content(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content')
}

/** The parsed `#page-jsonld` block (throws when it is not JSON). */
function jsonLd(): unknown {
  return JSON.parse(document.getElementById('page-jsonld')?.textContent ?? 'null')
}

describe('PageMeta', () => {
  beforeEach(() => {
    // What the server pre-renders into index.html.
    document.head.innerHTML = `
      <title>Server title</title>
      <meta name="description" content="server description">
      <meta property="og:title" content="server og title">
      <meta property="og:image" content="https://old.example/og.png">
      <meta name="twitter:card" content="summary">
      <link rel="canonical" href="https://old.example/">
      <meta name="robots" content="noindex,nofollow">
      <script type="application/ld+json" id="page-jsonld">{"old":true}</script>`
  })

  it('updates the pre-rendered tags in place without duplicating them', async () => {
    renderWithProviders(
      <PageMeta
        title="Challenges"
        description="Browse challenges"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'CollectionPage' }}
      />,
      { route: '/challenges?difficulty=beginner' },
    )

    await waitFor(() => expect(document.title).toBe('Challenges | Frontloop'))
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)

    expect(content('meta[name="description"]')).toBe('Browse challenges')
    expect(content('meta[property="og:title"]')).toBe('Challenges | Frontloop')
    expect(content('meta[property="og:description"]')).toBe('Browse challenges')
    expect(content('meta[property="og:type"]')).toBe('website')
    expect(content('meta[property="og:url"]')).toBe(`${origin}/challenges`)
    expect(content('meta[property="og:image"]')).toBe(`${origin}/social/site/frontloop.png`)
    expect(content('meta[property="og:image:width"]')).toBe('1200')
    expect(content('meta[property="og:image:height"]')).toBe('630')
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(content('meta[name="twitter:title"]')).toBe('Challenges | Frontloop')
    expect(content('meta[name="twitter:image"]')).toBe(`${origin}/social/site/frontloop.png`)
    // Canonical never carries the query.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/challenges`,
    )
    // Indexable pages drop a pre-rendered robots tag.
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
    })
  })

  it('creates missing tags, honours noindex, canonicalPath and absolute images', async () => {
    document.head.innerHTML = ''
    renderWithProviders(
      <PageMeta
        title="Frontloop — Home"
        description="d"
        image="https://cdn.example.com/card.png"
        canonicalPath="/blog/css-grid"
        noindex
      />,
      { route: '/blog/css-grid?utm_source=x' },
    )

    await waitFor(() => expect(document.title).toBe('Frontloop — Home'))
    expect(content('meta[name="robots"]')).toBe('noindex,nofollow')
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example.com/card.png')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/blog/css-grid`,
    )
    // No JSON-LD given: the page's WebPage, never none.
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Frontloop — Home',
      url: `${origin}/blog/css-grid`,
      description: 'd',
    })
  })

  it("replaces the server's block with the page's WebPage when the page gives no JSON-LD", async () => {
    renderWithProviders(<PageMeta title="Privacy Policy" description="How we handle data." />, {
      route: '/privacy?ref=footer',
    })

    await waitFor(() => expect(jsonLd()).toMatchObject({ '@type': 'WebPage' }))
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    const script = document.getElementById('page-jsonld')
    expect(script?.getAttribute('type')).toBe('application/ld+json')
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Privacy Policy | Frontloop',
      url: `${origin}/privacy`,
      description: 'How we handle data.',
    })
  })

  it('keeps exactly one block as pages with and without JSON-LD follow each other', async () => {
    const { router } = renderWithProviders(
      <PageMeta
        title="Challenges"
        description="Browse challenges"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'CollectionPage' }}
      />,
      {
        route: '/challenges',
        path: '/challenges',
        routes: [{ path: '/terms', element: <PageMeta title="Terms" description="The terms." /> }],
      },
    )
    const blocks = () => document.head.querySelectorAll('script[type="application/ld+json"]')

    await waitFor(() => expect(jsonLd()).toMatchObject({ '@type': 'CollectionPage' }))
    expect(blocks()).toHaveLength(1)

    await act(() => router.navigate('/terms'))
    await waitFor(() =>
      expect(jsonLd()).toMatchObject({ '@type': 'WebPage', name: 'Terms | Frontloop' }),
    )
    expect(blocks()).toHaveLength(1)

    await act(() => router.navigate('/challenges'))
    await waitFor(() => expect(jsonLd()).toMatchObject({ '@type': 'CollectionPage' }))
    expect(blocks()).toHaveLength(1)
  })
})
