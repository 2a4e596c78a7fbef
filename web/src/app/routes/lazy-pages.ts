import type { ComponentProps } from 'react'
import type { ChallengeDetailPage as ChallengeDetail } from '@/features/challenges/pages/challenge-detail-page'
import { lazyPage, type LazyPage } from '../lazy-page'
import { PAGES, type PageId } from '../pages'

// Every page's module, each its own chunk, found by the path the page table
// names (src/app/pages.ts): the table is the one list of pages.
// scripts/check-bundle-size.mjs looks for the home page's chunk by its path.
const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/pages/*-page.tsx')

/** The lazily loaded page of the table's entry `id`. */
function pageOf<P extends object>(id: PageId): LazyPage<P> {
  const { module, component } = PAGES[id]
  const load = modules[`/${module}`]
  if (!load) throw new Error(`src/app/pages.ts names ${module}, which is not a page module`)
  return lazyPage<Record<string, unknown>, string, P>(load, component)
}

/** Every page of the table, lazily loaded. */
export const LAZY_PAGES = Object.fromEntries(
  (Object.keys(PAGES) as PageId[]).map((id) => [id, pageOf(id)]),
) as Record<PageId, LazyPage<object>>

// The pages that a route wrapper composes with the session.
export const HomePage = LAZY_PAGES.home as unknown as LazyPage<{ signedIn: boolean }>
export const ChallengeDetailPage = LAZY_PAGES.challenge as unknown as LazyPage<
  ComponentProps<typeof ChallengeDetail>
>
