import { sql } from 'drizzle-orm';
import type { StoredAlertKind } from '@amplio/shared/constants/alerts';
import type { NotificationCategory, TNotification } from '@amplio/shared/schemas/notifications';
import type { DbOrTx } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema/index';
import { recordUserEvent } from '../events/event-log';

export interface NewNotification {
  userId: string;
  category: NotificationCategory;
  title: string;
  message: string;
  link?: string | null;
  scriptId?: string | null;
  payoutId?: string | null;
  /** Unique per event, e.g. `review:{script id}:{decision}:{at}`: a job that runs again writes nothing new. */
  dedupeKey: string;
  /**
   * With `regroup`, the same key again refreshes the notification (new text, unread, on top) instead of being ignored:
   * one notification per conversation collects its new messages.
   */
  regroup?: boolean;
}

/** The creator overview's Alerts group a notification falls in (spec 3 §2.2). */
const kindOf = (category: NotificationCategory): StoredAlertKind => (category === 'money' ? 'paymentStatus' : 'campaignUpdates');

export const notificationView = (row: NotificationRow): TNotification => ({
  id: row.id,
  category: row.category,
  title: row.title,
  message: row.message,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change it reports commits, and
 * tells the user's open streams at that commit. Answers the row, or null when the key was already used.
 */
export async function recordNotification(input: NewNotification & { tx: DbOrTx; at: Date }): Promise<NotificationRow | null> {
  const { tx, at, regroup, ...n } = input;
  const values = {
    userId: n.userId,
    kind: kindOf(n.category),
    category: n.category,
    title: n.title,
    message: n.message,
    link: n.link ?? null,
    scriptId: n.scriptId ?? null,
    payoutId: n.payoutId ?? null,
    dedupeKey: n.dedupeKey,
    createdAt: at,
  };
  const insert = tx.insert(notifications).values(values);
  const [row] = regroup
    ? await insert
        .onConflictDoUpdate({
          target: notifications.dedupeKey,
          set: { title: values.title, message: values.message, link: values.link, createdAt: at, readAt: sql`null` },
        })
        .returning()
    : await insert.onConflictDoNothing({ target: notifications.dedupeKey }).returning();
  if (!row) return null;
  await recordUserEvent({ tx, userId: row.userId, type: 'notification', data: { notification: notificationView(row) }, at });
  return row;
}
