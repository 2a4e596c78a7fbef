import type { ReactNode } from 'react'
import { PageMeta } from './page-meta'

interface PlaceholderPageProps {
  title: string
  description: string
  /** The page's single h1. */
  heading: string
  children: ReactNode
  noindex?: boolean
}

/** A page whose content is still being built: a heading and an honest line. */
export function PlaceholderPage({ title, description, heading, children, noindex }: PlaceholderPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} noindex={noindex} />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{children}</p>
      </section>
    </>
  )
}
