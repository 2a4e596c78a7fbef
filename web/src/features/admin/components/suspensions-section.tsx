import { useId, type RefObject } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { Skeleton } from '@/components/ui/skeleton'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import { useSuspensions } from '../api/get-suspensions'
import type { Suspension } from '../types'
import { AdminSection } from './admin-section'
import { EmptyState, LoadFailed } from './load-failed'
import { SuspendForm } from './suspend-form'

interface SuspensionsSectionProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  onReinstate: (login: string) => void
  /** After the form suspended `login`. */
  onSuspended: (login: string) => void
}

/** "Suspended learners": who, since when and why, with Reinstate; and the form to suspend one. */
export function SuspensionsSection({
  headingRef,
  onReinstate,
  onSuspended,
}: SuspensionsSectionProps) {
  const suspensions = useSuspensions()
  const items = suspensions.data?.items ?? []

  return (
    <AdminSection
      id="suspensions"
      title="Suspended learners"
      description="A suspended learner cannot sign in, and what they wrote is hidden until they are reinstated."
      headingRef={headingRef}
    >
      {suspensions.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading suspended learners
          </p>
          <div
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm"
            aria-hidden="true"
          >
            {[0, 1].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-56" />
                </div>
              </div>
            ))}
          </div>
        </>
      ) : suspensions.isError && !suspensions.data ? (
        <LoadFailed
          title="The suspended learners could not be loaded"
          retrying={suspensions.isFetching}
          onRetry={() => void suspensions.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>Nobody is suspended.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
          {items.map((suspension) => (
            <li key={suspension.login}>
              <SuspensionRow
                suspension={suspension}
                onReinstate={() => onReinstate(suspension.login)}
              />
            </li>
          ))}
        </ul>
      )}

      <SuspendForm onSuspended={onSuspended} />
    </AdminSection>
  )
}

function SuspensionRow({
  suspension,
  onReinstate,
}: {
  suspension: Suspension
  onReinstate: () => void
}) {
  const nameId = useId()
  const name = suspension.name || suspension.login
  const since = formatDate(suspension.suspended_at)
  return (
    <div className="flex flex-wrap items-start gap-3 py-4">
      <UserAvatar user={{ ...suspension, name }} size="md" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {name}
          {name !== suspension.login && (
            <span className="font-normal text-slate-600"> @{suspension.login}</span>
          )}
        </p>
        {since && (
          <p className="text-sm text-slate-600">
            Suspended on <time dateTime={suspension.suspended_at}>{since}</time>
          </p>
        )}
        <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800">
          <span className="font-medium">Reason:</span> {suspension.reason}
        </p>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Reinstate ${suspension.login}`}
        onClick={onReinstate}
        className={buttonClasses('outline', 'sm')}
      >
        Reinstate
      </button>
    </div>
  )
}
