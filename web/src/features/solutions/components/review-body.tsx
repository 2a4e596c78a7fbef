import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

// react-markdown and its parser would be most of this page's code: as
// their own chunk (shared with challenge briefs), they load once there is a
// review to show, and the report shows without waiting for them.
const Markdown = lazy(async () => ({ default: (await import('@/components/markdown')).Markdown }))

/**
 * A review's Markdown, rendered like a challenge brief: no raw HTML, only
 * http(s) and mailto links. Its headings start at h4, under the review's h3.
 */
export function ReviewBody({ markdown }: { markdown: string }) {
  return (
    <Suspense
      fallback={
        <div className="mt-3 space-y-2 text-slate-900" aria-hidden="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      }
    >
      <Markdown
        urls="web"
        userContent
        headingShift={3}
        topHeadingLevel={4}
        className="mt-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
      >
        {markdown}
      </Markdown>
    </Suspense>
  )
}
