import { Link } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { buttonClasses } from '@/components/ui/button-classes'

export function NotFoundPage() {
  return (
    <>
      <PageMeta {...PAGES.notFound.meta} />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Page not found
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The page you were looking for doesn't exist or has moved.
        </p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
          Go back home
        </Link>
      </section>
    </>
  )
}
