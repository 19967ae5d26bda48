import { z } from 'zod';

/**
 * Issue 24 §3: one notification model for brands and creators. Each notification has a category, which the e-mail
 * preferences are kept by; in the app every category always shows.
 */
export const NOTIFICATION_CATEGORIES = ['reviews', 'deadlines', 'money', 'collaborations', 'messages', 'campaigns'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, { label: string; description: string }> = {
  reviews: { label: 'Reviews waiting', description: 'A video or post link waits for a decision, or a decision was made on your work.' },
  deadlines: {
    label: 'Warnings before a deadline',
    description: '24 hours before Amplio decides on your behalf, or an invitation expires.',
  },
  money: { label: 'Money', description: 'Fundings, refunds, payments and withdrawals.' },
  collaborations: {
    label: 'Invitations and applications',
    description: 'Invitations and applications sent, accepted, declined or expired.',
  },
  messages: { label: 'Messages', description: 'A digest of unread messages, at most one e-mail every 15 minutes.' },
  campaigns: { label: 'Campaigns', description: 'A campaign starting or ending.' },
};

export const NOTIFICATION_LIMITS = { perPage: 20, readIdsMax: 100, digestMinutes: 15, warnHoursBefore: 24 } as const;

export const NOTIFICATION_MESSAGES = {
  beforeInvalid: 'before must be the id of one of your notifications.',
  preferencesInvalid: 'Send each category as true or false.',
  unsubscribed: (label: string) =>
    `You will no longer get e-mails about ${label.toLowerCase()}. You can turn them back on in your settings.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your e-mail settings from your account instead.',
} as const;

export const ZNotification = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications?before= : newest first, 20 a page. */
export const ZNotificationsQuery = z.object({ before: z.uuid(NOTIFICATION_MESSAGES.beforeInvalid).optional() });
export const ZNotificationsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZNotification),
  unread_count: z.number().int(),
  has_more: z.boolean(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** POST /api/notifications/read: the given ones, or all without `ids`. */
export const ZNotificationsReadRequest = z.object({ ids: z.array(z.uuid()).max(NOTIFICATION_LIMITS.readIdsMax).optional() });
export const ZNotificationsReadResponse = z.object({ success: z.literal(true), unread_count: z.number().int() });

/** GET|PUT /api/notification-preferences: e-mail per category (in the app, everything always shows). */
export const ZEmailPreferences = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean({ error: NOTIFICATION_MESSAGES.preferencesInvalid })])) as Record<
    NotificationCategory,
    z.ZodBoolean
  >,
);
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;
export const ZPreferencesRequest = z.object({ email: ZEmailPreferences.partial() });
export const ZPreferencesResponse = z.object({ success: z.literal(true), data: z.object({ email: ZEmailPreferences }) });
