/**
 * The build's description of the app for the server (scripts/build-shell.mjs
 * writes it to dist/.vite/pages.json): every page of the table with its
 * route, module and metadata, and the first views rendered from the app's
 * own components. Runs in Node at build time, never in the browser.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { MAIN_CLASS, MAIN_ID } from '@/app/main-element'
import { PAGE_LIST, type PageId, type StaticMeta } from '@/app/pages'
import { ChallengesIntro } from '@/features/challenges/components/challenges-intro'
import { CHALLENGES_CONTAINER } from '@/features/challenges/lib/page-frame'
import { Hero } from '@/features/home/components/hero'
import { DEFAULT_OG_IMAGE } from '@/lib/config'
import { withProductName } from '@/lib/meta'

/**
 * The first views that need no data: the top of the page as a signed-out
 * visitor sees it before anything has loaded. What depends on the viewer
 * holds its place, invisible.
 */
const STATIC_FIRST_VIEWS: Partial<Record<PageId, () => ReactElement>> = {
  home: () => <Hero signedIn={undefined} tasksLoading={false} />,
  challenges: () => (
    <div className={CHALLENGES_CONTAINER}>
      <ChallengesIntro />
    </div>
  ),
}

/**
 * `view` inside the layout's `<main>`, as static HTML, and what React
 * hoisted out of it for the `<head>` (the preload of its picture).
 */
function renderFirstView(view: () => ReactElement): { head: string; html: string } {
  const client = new QueryClient()
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main id={MAIN_ID} tabIndex={-1} className={MAIN_CLASS}>
          {view()}
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const at = markup.indexOf('<main')
  return { head: markup.slice(0, at), html: markup.slice(at) }
}

/** Metadata as the server reads it. */
interface DeclaredMeta {
  /** The full title (with the product's name). */
  title: string
  description: string
  canonical_path: string | null
  noindex: boolean
  type: string
  json_ld: Record<string, unknown> | null
}

function declared(meta: StaticMeta): DeclaredMeta {
  return {
    title: withProductName(meta.title),
    description: meta.description,
    canonical_path: meta.canonicalPath ?? null,
    noindex: Boolean(meta.noindex),
    type: meta.type ?? 'website',
    json_ld: meta.jsonLd ?? null,
  }
}

/** One page as the server reads it. */
export interface ShellPage {
  id: PageId
  /** The route as a path: `/`, `/challenges/:slug`, `/*`. */
  path: string
  module: string
  signed_in: boolean
  meta: DeclaredMeta
  data_meta: boolean
  missing_meta: DeclaredMeta | null
  first_view: 'static' | 'data' | null
  first_view_html: string | null
  first_view_head: string | null
}

/** The sharing image of a page that names none. */
export const defaultImage = DEFAULT_OG_IMAGE

/** The layout's `<main>` start tag, which the server's first views start with. */
export function mainOpen(): string {
  const html = renderToStaticMarkup(<main id={MAIN_ID} tabIndex={-1} className={MAIN_CLASS} />)
  return html.slice(0, html.indexOf('</main>'))
}

/** Every page of the table, in matching order. */
export function shellPages(): ShellPage[] {
  return PAGE_LIST.map((page) => {
    const view = STATIC_FIRST_VIEWS[page.id]
    const rendered = view ? renderFirstView(view) : null
    if (view && !page.firstView)
      throw new Error(`${page.id} has a first view the table does not declare`)
    return {
      id: page.id,
      path: `/${page.path}`,
      module: page.module,
      signed_in: Boolean(page.signedIn),
      meta: declared(page.meta),
      data_meta: Boolean(page.dataMeta),
      missing_meta: 'missing' in page && page.missing ? declared(page.missing) : null,
      first_view: page.firstView ? (view ? 'static' : 'data') : null,
      first_view_html: rendered?.html ?? null,
      first_view_head: rendered?.head || null,
    }
  })
}
