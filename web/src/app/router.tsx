import type { ReactNode } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { AppProviders } from './providers'
import { Layout } from './layout'
import type { LazyPage } from './lazy-page'
import { PageErrorBoundary } from './page-error-boundary'
import { ChallengeDetailRoute } from './routes/challenge-detail'
import { HomeRoute } from './routes/home'
import { LAZY_PAGES } from './routes/lazy-pages'
import { PAGE_LIST, PAGES, type PageId } from './pages'

/** What a route carries for `preloadPage`. */
interface PageHandle {
  preload: () => Promise<void>
}

const preloads = (page: Pick<LazyPage<never>, 'preload'>): PageHandle => ({ preload: page.preload })

/** The route of the table's page `id`, its element `element` (the page itself by default). */
function route(id: PageId, element?: ReactNode): RouteObject {
  const Page = LAZY_PAGES[id]
  const path = PAGES[id].path
  return {
    ...(path === '' ? { index: true } : { path }),
    element: element ?? <Page />,
    handle: preloads(Page),
  }
}

/** The routes of one kind of page (signed in or not), in the table's order. */
function routesOf(signedIn: boolean, except: PageId[] = []): RouteObject[] {
  return PAGE_LIST.filter(
    (page) => Boolean(page.signedIn) === signedIn && !except.includes(page.id),
  ).map((page) =>
    page.id === 'home'
      ? route('home', <HomeRoute />)
      : page.id === 'challenge'
        ? route('challenge', <ChallengeDetailRoute />)
        : route(page.id),
  )
}

/** Every route of docs/screens.md, from the page table (src/app/pages.ts); each page's code loads on demand. */
export const routes: RouteObject[] = [
  {
    element: (
      <AppProviders>
        <Layout />
      </AppProviders>
    ),
    children: [
      {
        // Inside the layout, so a failing page keeps the header and footer.
        element: <PageErrorBoundary />,
        children: [
          ...routesOf(false, ['notFound']),
          // Signed out, these send to /login. The admin page tells anyone
          // who is not a moderator so.
          { element: <ProtectedRoute />, children: routesOf(true) },
          route('notFound'),
        ],
      },
    ],
  },
]

/**
 * Loads the code of the page at `pathname` (main.tsx awaits it before the
 * first render, while the preloads that index.html's loader adds from the
 * server's `frontloop-preload` tags have usually fetched it already). A failure is left to the page's own loading, which
 * shows the error page.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  const handles = matches.map((match) => match.route.handle as PageHandle | undefined)
  await Promise.all(handles.map((handle) => handle?.preload().catch(() => {})))
}
