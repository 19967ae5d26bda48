import { eq, sql } from 'drizzle-orm';
import { isUuid } from '@amplio/shared/domain/uuid';
import { NOTIFICATION_CATEGORIES, type NotificationCategory, type TEmailPreferences } from '@amplio/shared/schemas/notifications';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';
import { hmac, safeEqual } from '../../lib/tokens';

/** The categories whose e-mail the user switched off (none by default). */
export async function emailOffFor(db: DbOrTx, userId: string): Promise<Set<NotificationCategory>> {
  const [row] = await db
    .select({ off: notificationPreferences.emailOff })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Set((row?.off ?? []) as NotificationCategory[]);
}

export const emailPreferencesView = (off: Set<NotificationCategory>): TEmailPreferences =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, !off.has(c)])) as TEmailPreferences;

/** Switches e-mail per category on or off; categories not given keep their setting. */
export async function saveEmailPreferences(db: DbOrTx, input: { userId: string; email: Partial<TEmailPreferences>; at: Date }) {
  const off = await emailOffFor(db, input.userId);
  for (const [category, on] of Object.entries(input.email) as [NotificationCategory, boolean | undefined][]) {
    if (on === true) off.delete(category);
    if (on === false) off.add(category);
  }
  const list = NOTIFICATION_CATEGORIES.filter((c) => off.has(c));
  await db
    .insert(notificationPreferences)
    .values({ userId: input.userId, emailOff: list, updatedAt: input.at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOff: list, updatedAt: input.at } });
  return off;
}

/** Marks a digest sent now, if the last one is at least `minMs` old; false when another one went out since. */
export async function claimDigest(db: DbOrTx, input: { userId: string; at: Date; minMs: number }): Promise<boolean> {
  const since = new Date(input.at.getTime() - input.minMs).toISOString();
  const rows = await db
    .insert(notificationPreferences)
    .values({ userId: input.userId, lastDigestAt: input.at, updatedAt: input.at })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { lastDigestAt: input.at },
      setWhere: sql`${notificationPreferences.lastDigestAt} is null or ${notificationPreferences.lastDigestAt} <= ${since}::timestamptz`,
    })
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
}

export async function lastDigestAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: notificationPreferences.lastDigestAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.at ?? null;
}

/**
 * The one-click unsubscribe token of a user and category (RFC 8058): `{user id}.{category}.{HMAC}`. Nothing is stored,
 * so every link ever mailed keeps working, and nobody can forge one without the app secret.
 */
export const unsubscribeToken = (secret: string, userId: string, category: NotificationCategory) =>
  `${userId}.${category}.${hmac(secret, `notifications-unsubscribe:${userId}:${category}`)}`;

export function readUnsubscribeToken(secret: string, token: string): { userId: string; category: NotificationCategory } | null {
  const [userId, category] = token.split('.');
  if (!userId || !isUuid(userId) || !NOTIFICATION_CATEGORIES.includes(category as NotificationCategory)) return null;
  const expected = unsubscribeToken(secret, userId, category as NotificationCategory);
  return safeEqual(token, expected) ? { userId, category: category as NotificationCategory } : null;
}
