import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { NotificationItem } from '@/components/notification-item'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { Skeleton } from '@/components/ui/skeleton'
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useUnreadCount,
} from '@/lib/notifications'
import type { Notification } from '@/lib/reviews-types'

/** /notifications (signed in): every notification, newest first, a page at a time. */
export function NotificationsPage() {
  const list = useNotificationList()
  // The count the header's bell polls (and each page of the list brings):
  // read here, never polled a second time.
  const unread = useUnreadCount(false).data ?? 0
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const anyUnread = unread > 0 || items.some((item) => !item.read)

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id)
  }

  return (
    <>
      <PageMeta {...PAGES.notifications.meta} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Notifications
          </h1>
          {items.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              disabled={!anyUnread || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </Button>
          )}
        </div>
        {markAll.isError && (
          <p role="alert" className="mt-4 text-sm font-medium text-rose-700">
            {markAll.error.message}
          </p>
        )}

        <div className="mt-8">
          {list.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading notifications
              </p>
              <div
                className="space-y-2 rounded-2xl border border-slate-200 bg-white p-2 text-slate-900 shadow-sm"
                aria-hidden="true"
              >
                {[0, 1, 2, 3].map((index) => (
                  <div key={index} className="flex items-center gap-3 px-3 py-3">
                    <Skeleton className="size-8 rounded-full" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-3/4" />
                      <Skeleton className="h-3 w-20" />
                    </div>
                  </div>
                ))}
              </div>
            </>
          ) : list.isError && !list.data ? (
            <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">
                Your notifications could not be loaded
              </h2>
              <p className="mt-2 text-slate-600">Check your connection and try again.</p>
              <Button
                className="mt-6"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
              >
                {list.isFetching ? 'Trying again…' : 'Try again'}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No notifications yet</h2>
              <p className="mt-2 text-slate-600">
                Reviews, comments, likes and achievements will show up here.
              </p>
            </div>
          ) : (
            <>
              <ul
                aria-label="Notifications"
                className="space-y-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
              >
                {items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} onOpen={open} />
                  </li>
                ))}
              </ul>
              <LoadMore
                pages={list}
                failedText="More notifications could not be loaded. Check your connection and try again."
              />
            </>
          )}
        </div>
      </div>
    </>
  )
}
