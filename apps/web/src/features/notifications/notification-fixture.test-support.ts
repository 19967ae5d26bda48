import type { TNotification, TNotificationsResponse } from '@amplio/shared/schemas/notifications';

let next = 0;

/** A notification as GET /api/notifications lists it (unread, with a link); tests override what they look at. */
export function notificationFixture(overrides: Partial<TNotification> = {}): TNotification {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    category: 'reviews',
    title: 'A video waits for your review',
    message: 'Ishita Banerjee uploaded a video for Glow serum.',
    link: '/brand/content-review?status=pending',
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    read: false,
    ...overrides,
  };
}

/** One page of GET /api/notifications. */
export const notificationsPage = (data: TNotification[], over: Partial<TNotificationsResponse> = {}): TNotificationsResponse => ({
  success: true,
  data,
  unread_count: data.filter((n) => !n.read).length,
  has_more: false,
  ...over,
});
