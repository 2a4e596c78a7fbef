import type { RefObject } from 'react'
import { LoadMore } from '@/components/ui/load-more'
import { Skeleton } from '@/components/ui/skeleton'
import { useReportedItems } from '../api/get-reported-items'
import type { ItemAction, ReportedItem } from '../types'
import { AdminSection } from './admin-section'
import { EmptyState, LoadFailed } from './load-failed'
import { ReportCard } from './report-card'

interface ReportsSectionProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  onItemAction: (item: ReportedItem, action: ItemAction) => void
  onSuspendAuthor: (item: ReportedItem) => void
}

/** "Reports": items with open reports, the oldest first report first, a page at a time. */
export function ReportsSection({ headingRef, onItemAction, onSuspendAuthor }: ReportsSectionProps) {
  const reports = useReportedItems()
  const items = reports.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <AdminSection
      id="reports"
      title="Reports"
      description="Items with open reports, the longest waiting first."
      headingRef={headingRef}
    >
      {reports.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading reports
          </p>
          <div className="space-y-4 text-slate-900" aria-hidden="true">
            {[0, 1].map((index) => (
              <div
                key={index}
                className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-9 w-64 rounded-lg" />
              </div>
            ))}
          </div>
        </>
      ) : reports.isError && !reports.data ? (
        <LoadFailed
          title="The reports could not be loaded"
          retrying={reports.isFetching}
          onRetry={() => void reports.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>No open reports.</EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={`${item.item_type}-${item.item_id}`}>
                <ReportCard
                  item={item}
                  onItemAction={(action) => onItemAction(item, action)}
                  onSuspendAuthor={() => onSuspendAuthor(item)}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            pages={reports}
            failedText="More reports could not be loaded. Check your connection and try again."
          />
        </>
      )}
    </AdminSection>
  )
}
