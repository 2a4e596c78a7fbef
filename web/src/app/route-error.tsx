import { Link } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { buttonClasses } from '@/components/ui/button-classes'

/**
 * Shown when a page throws or its code fails to load (for instance after
 * a deploy replaced the hashed chunks the open tab expects).
 */
export function RouteError() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta title="Something went wrong" description="This page couldn't be shown." noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        This page couldn't be shown. Reloading usually fixes it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Back to home
        </Link>
      </div>
    </section>
  )
}
