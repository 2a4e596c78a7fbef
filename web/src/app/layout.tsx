import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { Header } from './header/header'
import { MAIN_CLASS, MAIN_ID } from './main-element'
import { ScrollToTop } from './scroll-to-top'

// Below the fold on every page: loaded beside the page, not before it.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }))

/** Shell around every page: skip link, header, the page, footer. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        Skip to content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={MAIN_CLASS}>
        {/* Pages are lazy: the shell shows at once, each page's code on demand. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </div>
  )
}
