import { describe, expect, it } from 'vitest';
import { notificationFixture, notificationsPage } from './notification-fixture.test-support';
import { markReadInPages, type NotificationPages, notificationsOf, prependNotification, unreadCountOf } from './notifications-cache';

const pages = (...data: Parameters<typeof notificationsPage>[0][]): NotificationPages => {
  const all = data.map((page) => notificationsPage(page));
  const unread = data.flat().filter((n) => !n.read).length;
  return { pages: all.map((p) => ({ ...p, unread_count: unread })), pageParams: data.map(() => undefined) };
};

describe('notifications cache', () => {
  it('puts a live notification on top and counts it once, even when it arrives twice', () => {
    const old = notificationFixture({ read: true });
    const fresh = notificationFixture();
    const once = prependNotification(pages([old]), fresh);
    const twice = prependNotification(once, fresh);
    expect(notificationsOf(twice).map((n) => n.id)).toEqual([fresh.id, old.id]);
    expect(unreadCountOf(twice)).toBe(1);
  });

  it('does not count a live notification that is already read', () => {
    expect(unreadCountOf(prependNotification(pages([]), notificationFixture({ read: true })))).toBe(0);
  });

  it('marks one notification read on every page and lowers the count by one', () => {
    const a = notificationFixture();
    const b = notificationFixture();
    const c = notificationFixture();
    const data = markReadInPages(pages([a, b], [c]), [c.id]);
    expect(notificationsOf(data).map((n) => n.read)).toEqual([false, false, true]);
    expect(data.pages.map((p) => p.unread_count)).toEqual([2, 2]);
  });

  it('marks everything read without ids, and takes the server’s count when it answers', () => {
    const data = pages([notificationFixture(), notificationFixture()]);
    expect(unreadCountOf(markReadInPages(data, undefined))).toBe(0);
    expect(unreadCountOf(markReadInPages(data, undefined, 1))).toBe(1);
    expect(notificationsOf(markReadInPages(data, undefined)).every((n) => n.read)).toBe(true);
  });
});
