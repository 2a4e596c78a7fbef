import { Link } from 'react-router'
import { UserAvatar } from '@/components/user-avatar'
import { notificationHref, notificationTime } from '@/lib/notifications'
import type { Notification, NotificationKind } from '@/lib/reviews-types'

/** The picture of a notification nobody caused: an achievement, finished checks. */
const KIND_ICONS: Partial<Record<NotificationKind, string>> = {
  achievement: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z',
  checks_finished: 'M5 12.5l4.5 4.5L19 7.5',
}

function KindIcon({ kind }: { kind: NotificationKind }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700"
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={KIND_ICONS[kind] ?? 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21h4'} />
      </svg>
    </span>
  )
}

interface NotificationItemProps {
  notification: Notification
  /** Called as its link is followed (to mark it read, close a menu). */
  onOpen: (notification: Notification) => void
  className?: string
}

/**
 * One notification as a link to what it is about: who did it (or what
 * kind it is), its text, when, and, while unread, a dot and "Unread" for
 * screen readers.
 */
export function NotificationItem({ notification, onOpen, className = '' }: NotificationItemProps) {
  const unread = !notification.read
  const time = notificationTime(notification.created_at)
  return (
    <Link
      to={notificationHref(notification.link)}
      onClick={() => onOpen(notification)}
      data-unread={unread ? 'true' : 'false'}
      className={`flex items-start gap-3 rounded-xl px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 ${
        unread ? 'bg-indigo-50 hover:bg-indigo-100/70' : 'hover:bg-slate-50'
      } ${className}`}
    >
      {notification.actor ? (
        <UserAvatar user={notification.actor} />
      ) : (
        <KindIcon kind={notification.kind} />
      )}
      <span className="min-w-0 flex-1">
        {unread && (
          <>
            <span className="sr-only">Unread:</span>{' '}
          </>
        )}
        <span
          className={`block text-sm [overflow-wrap:anywhere] ${
            unread ? 'font-semibold text-slate-900' : 'text-slate-700'
          }`}
        >
          {notification.message}
        </span>
        {time && (
          <time dateTime={notification.created_at} className="mt-0.5 block text-xs text-slate-600">
            {time}
          </time>
        )}
      </span>
      {unread && (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-indigo-600" />
      )}
    </Link>
  )
}
