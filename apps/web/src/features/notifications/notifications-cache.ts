import type { TNotification, TNotificationsResponse } from '@amplio/shared/schemas/notifications';
import type { InfiniteData } from '@tanstack/react-query';

export type NotificationPages = InfiniteData<TNotificationsResponse, unknown>;

/** The unread count the server last told us (every page carries it; the cache keeps them equal). */
export const unreadCountOf = (data: NotificationPages | undefined): number => data?.pages.at(-1)?.unread_count ?? 0;

/** Every notification loaded, newest first. */
export const notificationsOf = (data: NotificationPages | undefined): TNotification[] => data?.pages.flatMap((page) => page.data) ?? [];

const withUnreadCount = (data: NotificationPages, count: number): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, unread_count: Math.max(0, count) })),
});

/** A notification from the live stream goes on top, once; an unread one adds one to the count. */
export function prependNotification(data: NotificationPages, notification: TNotification): NotificationPages {
  if (notificationsOf(data).some((n) => n.id === notification.id)) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const next = { ...data, pages: [{ ...first, data: [notification, ...first.data] }, ...rest] };
  return withUnreadCount(next, unreadCountOf(data) + (notification.read ? 0 : 1));
}

/**
 * The given notifications (all of them without `ids`) shown as read. The count drops by the ones that were unread
 * here, or takes the server's answer when there is one.
 */
export function markReadInPages(data: NotificationPages, ids: readonly string[] | undefined, serverCount?: number): NotificationPages {
  const hits = (n: TNotification) => !ids || ids.includes(n.id);
  const newlyRead = notificationsOf(data).filter((n) => !n.read && hits(n)).length;
  const next = {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((n) => (hits(n) && !n.read ? { ...n, read: true } : n)) })),
  };
  return withUnreadCount(next, serverCount ?? (ids ? unreadCountOf(data) - newlyRead : 0));
}
