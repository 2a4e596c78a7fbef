import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { NotificationItem } from '@/components/notification-item'
import {
  bellLabel,
  unreadBadge,
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadCount,
} from '@/lib/notifications'
import type { Notification } from '@/lib/reviews-types'

const TEXT_BUTTON =
  'rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400'

/**
 * The bell: the unread count (polled while the tab is visible) as a badge
 * and in its name, and a menu of the newest notifications with "Mark all
 * as read" and a link to them all. Escape, a click outside, leaving it
 * with Tab or following a link closes the menu; Escape returns the focus
 * to the bell.
 */
export function NotificationBell() {
  const panelId = useId()
  const titleId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  // Open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const close = () => setOpenOn(null)

  const unread = useUnreadCount().data ?? 0
  const badge = unreadBadge(unread)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onPointerDown)
    }
  }, [open])

  // Tabbing out of the bell and its menu closes the menu.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) close()
  }

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {badge && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>

      {open && (
        <NotificationMenu id={panelId} titleId={titleId} unread={unread} onNavigate={close} />
      )}
    </div>
  )
}

interface NotificationMenuProps {
  id: string
  titleId: string
  unread: number
  onNavigate: () => void
}

function NotificationMenu({ id, titleId, unread, onNavigate }: NotificationMenuProps) {
  const latest = useLatestNotifications(true)
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const items = latest.data ?? []
  const anyUnread = unread > 0 || items.some((item) => !item.read)

  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id)
    onNavigate()
  }

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="fixed inset-x-4 top-16 z-50 rounded-2xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
        <button
          type="button"
          className={TEXT_BUTTON}
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </button>
      </div>
      {markAll.isError && (
        <p role="alert" className="px-4 pt-3 text-sm font-medium text-rose-700">
          {markAll.error.message}
        </p>
      )}

      <div className="max-h-[min(28rem,calc(100svh-10rem))] overflow-y-auto p-2">
        {latest.isPending ? (
          <p role="status" className="px-3 py-6 text-center text-sm text-slate-600">
            Loading notifications…
          </p>
        ) : latest.isError && !latest.data ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">
            Your notifications could not be loaded.{' '}
            <button type="button" className={TEXT_BUTTON} onClick={() => void latest.refetch()}>
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">No notifications yet</p>
        ) : (
          <ul className="space-y-1">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={openNotification} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-slate-100 px-4 py-3 text-center">
        <Link
          to="/notifications"
          onClick={onNavigate}
          className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          See all notifications
        </Link>
      </div>
    </section>
  )
}
