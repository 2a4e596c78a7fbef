import type { ReactNode } from 'react'
import { PageMeta } from '@/components/page-meta'

interface LegalDocumentProps {
  title: string
  description: string
  lastUpdated: string
  children: ReactNode
}

/** Readable long-form layout shared by the privacy policy and the terms. */
export function LegalDocument({ title, description, lastUpdated, children }: LegalDocumentProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">Last updated {lastUpdated}</p>
        </div>
        <div className="mt-8 space-y-8 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </article>
    </>
  )
}
