import { PRODUCT_NAME } from '@/lib/config'
import { absoluteUrl } from '@/lib/meta'
import type { LearningPath } from '../types'
import { pathHref } from './paths'

/** docs/screens.md: the list's structured data covers this many paths. */
export const JSON_LD_PATHS = 10

/*
 * The server pre-renders the same JSON-LD into the page; keys follow the
 * order it serializes them (alphabetical), so the script's text stays the
 * same when the app takes over. A rating is published only from real
 * learners' ratings (docs/screens.md, Page metadata): never a fixed one.
 */

function aggregateRating(path: LearningPath) {
  if (path.rating_count <= 0 || path.rating_average == null) return undefined
  return {
    '@type': 'AggregateRating',
    bestRating: 5,
    ratingCount: path.rating_count,
    ratingValue: path.rating_average,
    worstRating: 1,
  }
}

function course(path: LearningPath) {
  const rating = aggregateRating(path)
  return {
    '@type': 'Course',
    ...(rating ? { aggregateRating: rating } : {}),
    description: path.description,
    educationalLevel: path.difficulty_level,
    name: path.title,
    provider: { '@type': 'Organization', name: PRODUCT_NAME },
    timeRequired: `PT${path.estimated_hours}H`,
    url: absoluteUrl(pathHref(path)),
  }
}

/** /learning-paths: an ItemList of the first 10 paths as Courses. */
export function learningPathsJsonLd(paths: readonly LearningPath[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.slice(0, JSON_LD_PATHS).map((path, index) => ({
      '@type': 'ListItem',
      item: course(path),
      position: index + 1,
    })),
    name: `${PRODUCT_NAME} learning paths`,
  }
}

/** /learning-paths/{slug}: one Course. */
export function learningPathJsonLd(path: LearningPath) {
  return { '@context': 'https://schema.org', ...course(path) }
}
