import { useRef } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '@/lib/format'
import type { BlockedLearner } from '@/lib/moderation'
import { useBlocks } from '../api/get-blocks'
import { useUnblockLearner } from '../api/unblock-learner'
import { SettingsSection } from './settings-section'

const DESCRIPTION =
  'Their posts, comments and reviews are hidden from you, and they cannot comment on your posts, review your solutions or see your feedback requests. They are never told.'

/** "Blocked learners": who the viewer blocked, each with Unblock (docs/moderation.md, Blocks). */
export function BlockedLearnersSection() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const blocks = useBlocks()
  const unblock = useUnblockLearner()
  const items = blocks.data?.items ?? []

  const unblockLearner = (login: string) => {
    unblock.mutateAsync(login).then(
      () => {
        toast.success(`You unblocked ${login}.`)
        // Their row (and its focused button) is leaving.
        headingRef.current?.focus()
      },
      () => {},
    )
  }

  return (
    <SettingsSection title="Blocked learners" description={DESCRIPTION} headingRef={headingRef}>
      {blocks.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading blocked learners
          </p>
          <div className="space-y-4 text-slate-900" aria-hidden="true">
            {[0, 1].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-28" />
                </div>
                <Skeleton className="h-9 w-24 rounded-lg" />
              </div>
            ))}
          </div>
        </>
      ) : blocks.isError && !blocks.data ? (
        <div className="rounded-xl border border-slate-200 px-4 py-8 text-center">
          <h3 className="font-semibold text-slate-900">
            Your blocked learners could not be loaded
          </h3>
          <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
          <Button
            className="mt-4"
            size="sm"
            onClick={() => void blocks.refetch()}
            disabled={blocks.isFetching}
          >
            {blocks.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          You haven&apos;t blocked anyone.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((learner) => (
            <li key={learner.login}>
              <BlockedLearnerRow
                learner={learner}
                pending={unblock.isPending && unblock.variables === learner.login}
                onUnblock={() => unblockLearner(learner.login)}
              />
            </li>
          ))}
        </ul>
      )}
      {unblock.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {unblock.error.message}
        </p>
      )}
    </SettingsSection>
  )
}

function BlockedLearnerRow({
  learner,
  pending,
  onUnblock,
}: {
  learner: BlockedLearner
  pending: boolean
  onUnblock: () => void
}) {
  const name = learner.name || learner.login
  const blockedOn = formatDate(learner.blocked_at)
  return (
    <div className="flex flex-wrap items-center gap-3 py-3">
      <UserAvatar user={{ ...learner, name }} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">
          {name}
          {name !== learner.login && (
            <span className="font-normal text-slate-600"> @{learner.login}</span>
          )}
        </p>
        {blockedOn && (
          <p className="text-sm text-slate-600">
            Blocked on <time dateTime={learner.blocked_at}>{blockedOn}</time>
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Unblock ${learner.login}`}
        onClick={onUnblock}
        disabled={pending}
      >
        {pending ? 'Unblocking…' : 'Unblock'}
      </Button>
    </div>
  )
}
