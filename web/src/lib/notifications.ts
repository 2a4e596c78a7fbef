// A learner's notifications (docs/reviews.md, "Notifications"): the
// header's bell and the /notifications page share these queries, so a
// notification read in one is read in the other, and the unread count
// follows both.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import { api, ApiError } from './api-client'
import { formatDate } from './format'
import { safeReturnPath } from './safe-path'
import type { Notification, NotificationPage, UnreadCount } from './reviews-types'

/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000

/** How many notifications the bell's menu shows. */
export const MENU_NOTIFICATIONS = 5

export const notificationsRootKey = ['notifications'] as const
export const unreadCountQueryKey = [...notificationsRootKey, 'unread-count'] as const
export const latestNotificationsQueryKey = [...notificationsRootKey, 'latest'] as const
export const notificationListQueryKey = [...notificationsRootKey, 'list'] as const

/** The unread count and the ETag it came with, sent back as If-None-Match. */
export interface UnreadState {
  count: number
  etag: string | null
}

/**
 * GET /api/notifications/unread-count with If-None-Match: a 304 keeps the
 * count already known (the same object, so nothing renders again). A count
 * changed here (a notification read, a list's `unread_count`) has no ETag,
 * so the next request asks afresh.
 */
async function fetchUnreadCount(queryClient: QueryClient, signal: AbortSignal) {
  const known = queryClient.getQueryData<UnreadState>(unreadCountQueryKey)
  const answer = await api.getIfChanged<UnreadCount>(
    '/api/notifications/unread-count',
    known?.etag ?? null,
    // A background poll never sends the learner to /login: the next thing
    // they do will, if the session has really ended.
    { signal, redirectOnUnauthorized: false },
  )
  if (!answer.modified) return known ?? { count: 0, etag: null }
  return { count: answer.data.count, etag: answer.etag } satisfies UnreadState
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * The unread count, asked for every 60 seconds while the tab is visible
 * (not at all while it is hidden) and once each time it becomes visible
 * again; a 304 answers "unchanged". It stops after a 401. With `enabled`
 * false it only reads the count that another observer (the bell) keeps.
 */
export function useUnreadCount(enabled = true) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => fetchUnreadCount(queryClient, signal),
    select: (state: UnreadState) => state.count,
    enabled,
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : UNREAD_POLL_MS),
    refetchIntervalInBackground: false,
    // TanStack Query's focus is the page's visibility: becoming visible asks once.
    refetchOnWindowFocus: (query) => (isUnauthorized(query.state.error) ? false : 'always'),
    retry: false,
  })
}

/** A count learned here replaces the known one, without an ETag (see fetchUnreadCount). */
function setUnreadCount(queryClient: QueryClient, update: (count: number) => number) {
  queryClient.setQueryData<UnreadState>(unreadCountQueryKey, (known) =>
    known ? { count: Math.max(0, update(known.count)), etag: null } : known,
  )
}

/** GET /api/notifications?cursor=: newest first, 20 a page, with the unread count. */
async function getNotificationsPage(
  queryClient: QueryClient,
  cursor: string | null,
  signal: AbortSignal,
): Promise<NotificationPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : ''
  const page = await api.get<NotificationPage>(`/api/notifications${query}`, { signal })
  queryClient.setQueryData<UnreadState>(unreadCountQueryKey, {
    count: page.unread_count,
    etag: null,
  })
  return page
}

/** The newest notifications, for the bell's menu: asked for each time it opens. */
export function useLatestNotifications(enabled: boolean) {
  const queryClient = useQueryClient()
  return useQuery(
    queryOptions({
      queryKey: latestNotificationsQueryKey,
      queryFn: ({ signal }) => getNotificationsPage(queryClient, null, signal),
      select: (page) => page.items.slice(0, MENU_NOTIFICATIONS),
      enabled,
      staleTime: 0,
    }),
  )
}

/** Every notification, a page at a time, for /notifications. */
export function useNotificationList() {
  const queryClient = useQueryClient()
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationListQueryKey,
      queryFn: ({ pageParam, signal }) => getNotificationsPage(queryClient, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      staleTime: 0,
    }),
  )
}

/**
 * Marks the cached notifications that `matches` as read, in the menu's
 * list and the page's, and lowers the unread count by how many of them
 * were unread.
 */
function markReadInCache(queryClient: QueryClient, matches: (item: Notification) => boolean) {
  const newlyRead = new Set<number>()
  const readItems = (items: Notification[]) =>
    items.map((item) => {
      if (item.read || !matches(item)) return item
      newlyRead.add(item.id)
      return { ...item, read: true }
    })
  queryClient.setQueryData<NotificationPage>(latestNotificationsQueryKey, (page) =>
    page ? { ...page, items: readItems(page.items) } : page,
  )
  queryClient.setQueryData<InfiniteData<NotificationPage, string | null>>(
    notificationListQueryKey,
    (data) =>
      data
        ? { ...data, pages: data.pages.map((p) => ({ ...p, items: readItems(p.items) })) }
        : data,
  )
  return newlyRead.size
}

/** POST /api/notifications/{id}/read (204): read at once here; a failure brings back the truth. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/api/notifications/${id}/read`),
    onMutate: (id) => {
      const read = markReadInCache(queryClient, (item) => item.id === id)
      setUnreadCount(queryClient, (count) => count - read)
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
  })
}

/** POST /api/notifications/read-all (204): everything read, the count 0. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onMutate: () => {
      markReadInCache(queryClient, () => true)
      setUnreadCount(queryClient, () => 0)
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
  })
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'

/** The bell's badge: the count up to 99, then "99+"; nothing at 0. */
export const unreadBadge = (unread: number) =>
  unread <= 0 ? null : unread > 99 ? '99+' : String(unread)

/** A notification's link when it is a path in the app, else the notifications page. */
export const notificationHref = (link: string): string =>
  safeReturnPath(link) === link ? link : '/notifications'

/** "just now", "5 min ago", "3 h ago", then the date ("Nov 22, 2026"). */
export function notificationTime(createdAt: string, now = Date.now()): string {
  const at = Date.parse(createdAt)
  if (Number.isNaN(at)) return ''
  const minutes = Math.floor((now - at) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`
  return formatDate(createdAt)
}
