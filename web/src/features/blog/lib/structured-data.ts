import { PRODUCT_NAME, DEFAULT_OG_IMAGE } from '@/lib/config'
import { absoluteUrl } from '@/lib/meta'
import type { BlogPost } from '../types'
import { postPath } from './urls'

/** docs/screens.md: the blog's structured data covers this many posts. */
export const JSON_LD_POSTS = 10

/*
 * The server pre-renders the same JSON-LD into the page. Keys are written in
 * the order it serializes them (alphabetical), so the script's text is the
 * same after the app takes over.
 */

/** /blog: a Blog with its first 10 posts. */
export function blogJsonLd(posts: readonly BlogPost[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    blogPost: posts.slice(0, JSON_LD_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      datePublished: post.created_at,
      headline: post.title,
      image: post.featured_image ? absoluteUrl(post.featured_image) : null,
      url: absoluteUrl(postPath(post.slug)),
    })),
    name: `${PRODUCT_NAME} Blog`,
    url: absoluteUrl('/blog'),
  }
}

/** /blog/{slug}: one BlogPosting, written and published by Frontloop. */
export function blogPostJsonLd(post: BlogPost, description: string) {
  const url = absoluteUrl(postPath(post.slug))
  const organization = { '@type': 'Organization', name: PRODUCT_NAME }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    author: organization,
    dateModified: post.updated_at,
    datePublished: post.created_at,
    description,
    headline: post.title,
    image: absoluteUrl(post.featured_image || DEFAULT_OG_IMAGE),
    keywords: post.categories.join(', '),
    mainEntityOfPage: url,
    publisher: {
      '@type': 'Organization',
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
      name: PRODUCT_NAME,
    },
    url,
  }
}
