import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { absoluteUrl, sameResource, withOrigin, withProductName } from '@/lib/meta'
import { DEFAULT_OG_IMAGE, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, PRODUCT_NAME } from '@/lib/config'

export type JsonLd = Record<string, unknown> | Record<string, unknown>[]

export interface PageMetaProps {
  title: string
  description: string
  /** Social-sharing image, 1200×630; relative paths are made absolute. */
  image?: string
  /** Path for the canonical link; defaults to the current path (never the query). */
  canonicalPath?: string
  noindex?: boolean
  /** Open Graph type, "website" unless the page is an article. */
  type?: string
  /** The page's structured data; without it, a `WebPage` built from the title, path and description. */
  jsonLd?: JsonLd
}

const JSON_LD_ID = 'page-jsonld'

/**
 * The structured data of a page that has none of its own: the same `WebPage`
 * the server renders for it (crates/frontloop/src/http/web/meta.rs, keys in
 * its alphabetical order), so the block is never left empty or removed.
 */
function webPageJsonLd(fullTitle: string, url: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    description,
    name: fullTitle,
    url,
  }
}

let served: string | null | undefined

/** The sharing image in the HTML the server sent, read before any page changes it. */
function servedImage(): string | null {
  if (served === undefined) {
    served =
      document.head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null
  }
  return served
}

/** Finds the element matching `selector` in <head>, creating it when missing. */
function upsert<K extends 'meta' | 'link' | 'script'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector)
  if (!element) {
    element = document.createElement(tag)
    document.head.appendChild(element)
  }
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value)
  }
  return element
}

function setMetaName(name: string, content: string) {
  upsert('meta', `meta[name="${name}"]`, { name, content })
}

function setMetaProperty(property: string, content: string) {
  upsert('meta', `meta[property="${property}"]`, { property, content })
}

/**
 * Sets the document title, description, Open Graph and Twitter tags,
 * canonical link, robots and JSON-LD. The server pre-renders the same tags
 * into index.html, so existing elements are updated, never duplicated: there
 * is always exactly one `#page-jsonld` block, the page's own `jsonLd` or its
 * `WebPage`.
 */
export function PageMeta({
  title,
  description,
  image = DEFAULT_OG_IMAGE,
  canonicalPath,
  noindex = false,
  type = 'website',
  jsonLd,
}: PageMetaProps) {
  const { pathname } = useLocation()
  const path = canonicalPath ?? pathname
  // `{origin}` in the structured data stands for the site's origin (src/app/pages.ts).
  const jsonLdText = jsonLd ? JSON.stringify(withOrigin(jsonLd, window.location.origin)) : ''

  useEffect(() => {
    const fullTitle = withProductName(title)
    const canonical = absoluteUrl(path.split(/[?#]/)[0] || '/')
    // The server links a card with its revision (a changed card is a new
    // address for the sites that cache it): kept while it is the same card.
    const served = servedImage()
    const imageUrl =
      served && sameResource(served, absoluteUrl(image)) ? served : absoluteUrl(image)

    document.title = fullTitle
    setMetaName('description', description)

    setMetaProperty('og:site_name', PRODUCT_NAME)
    setMetaProperty('og:title', fullTitle)
    setMetaProperty('og:description', description)
    setMetaProperty('og:type', type)
    setMetaProperty('og:url', canonical)
    setMetaProperty('og:image', imageUrl)
    setMetaProperty('og:image:width', String(OG_IMAGE_WIDTH))
    setMetaProperty('og:image:height', String(OG_IMAGE_HEIGHT))

    setMetaName('twitter:card', 'summary_large_image')
    setMetaName('twitter:title', fullTitle)
    setMetaName('twitter:description', description)
    setMetaName('twitter:image', imageUrl)

    upsert('link', 'link[rel="canonical"]', { rel: 'canonical', href: canonical })

    if (noindex) {
      setMetaName('robots', 'noindex,nofollow')
    } else {
      document.head.querySelector('meta[name="robots"]')?.remove()
    }

    const script = upsert('script', `script#${JSON_LD_ID}`, {
      type: 'application/ld+json',
      id: JSON_LD_ID,
    })
    script.textContent =
      jsonLdText || JSON.stringify(webPageJsonLd(fullTitle, canonical, description))
  }, [title, description, image, path, noindex, type, jsonLdText])

  return null
}
