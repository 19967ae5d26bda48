import { and, desc, eq, inArray, isNull, lt, or, type sql } from 'drizzle-orm';
import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type TNotificationsResponse,
  ZNotificationsQuery,
  ZNotificationsReadRequest,
  ZPreferencesRequest,
} from '@amplio/shared/schemas/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { countUnreadAlerts } from '../alerts/creator-alerts';
import { notificationView } from './notify';
import { emailOffFor, emailPreferencesView, readUnsubscribeToken, saveEmailPreferences } from './preferences';

async function pageOf(db: DbOrTx, input: { userId: string; before?: string }) {
  let cursor: SQL | undefined;
  if (input.before) {
    const [anchor] = await db
      .select({ createdAt: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, input.before), eq(notifications.userId, input.userId)));
    if (!anchor) throw fieldError('before', NOTIFICATION_MESSAGES.beforeInvalid);
    cursor = or(
      lt(notifications.createdAt, anchor.createdAt),
      and(eq(notifications.createdAt, anchor.createdAt), lt(notifications.id, anchor.id)),
    );
  }
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), cursor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIMITS.perPage + 1);
}
type SQL = ReturnType<typeof sql>;

/** The bell (issue 24 §3): one list for brands and creators, read state, and e-mail preferences per category. */
export function createNotificationsService(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock, secret } = deps;
  return {
    async list(input: { userId: string; query: unknown }): Promise<TNotificationsResponse> {
      const q = parseOrThrow(ZNotificationsQuery, input.query);
      const [rows, unread] = await Promise.all([
        pageOf(db, { userId: input.userId, before: q.before }),
        countUnreadAlerts(db, input.userId),
      ]);
      return {
        success: true,
        data: rows.slice(0, NOTIFICATION_LIMITS.perPage).map(notificationView),
        unread_count: unread,
        has_more: rows.length > NOTIFICATION_LIMITS.perPage,
      };
    },

    async markRead(input: { userId: string; body: unknown }) {
      const body = parseOrThrow(ZNotificationsReadRequest, input.body);
      const conditions = [eq(notifications.userId, input.userId), isNull(notifications.readAt)];
      if (body.ids) conditions.push(inArray(notifications.id, body.ids));
      await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(...conditions));
      return { success: true as const, unread_count: await countUnreadAlerts(db, input.userId) };
    },

    async preferences(input: { userId: string }) {
      return { success: true as const, data: { email: emailPreferencesView(await emailOffFor(db, input.userId)) } };
    },

    async savePreferences(input: { userId: string; body: unknown }) {
      const body = parseOrThrow(ZPreferencesRequest, input.body);
      const off = await saveEmailPreferences(db, { userId: input.userId, email: body.email, at: clock.now() });
      return { success: true as const, data: { email: emailPreferencesView(off) } };
    },

    /** The category an unsubscribe link names, or null for a forged or broken link. */
    checkUnsubscribe: (input: { token: string | undefined }) => (input.token ? readUnsubscribeToken(secret, input.token.trim()) : null),

    /** One-click unsubscribe (RFC 8058): the category's e-mail goes off. Answers the message to show, or null. */
    async unsubscribe(input: { token: string | undefined }): Promise<string | null> {
      const found = input.token ? readUnsubscribeToken(secret, input.token.trim()) : null;
      if (!found) return null;
      await saveEmailPreferences(db, { userId: found.userId, email: { [found.category]: false }, at: clock.now() });
      return NOTIFICATION_MESSAGES.unsubscribed(NOTIFICATION_CATEGORY_LABELS[found.category].label);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
