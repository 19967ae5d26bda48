import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoredAlertKind } from '@amplio/shared/constants/alerts';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { DbOrTx } from '../../db/client';
import { campaigns, type NotificationRow, notifications, scripts } from '../../db/schema/index';

export { countUnreadAlerts } from './creator-alerts';

/** The creator's newest stored alerts of one kind (notifications_user_created_idx). */
export function listStoredAlerts(db: DbOrTx, input: { userId: string; kind: StoredAlertKind; limit: number }): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), eq(notifications.kind, input.kind)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
}

/** Marks the creator's own unread alerts read: the given ones, or all of them. Another creator's ids change nothing. */
export async function markAlertsRead(db: DbOrTx, input: { userId: string; ids?: string[]; at: Date }): Promise<void> {
  const conditions = [eq(notifications.userId, input.userId), isNull(notifications.readAt)];
  if (input.ids) conditions.push(inArray(notifications.id, input.ids));
  await db
    .update(notifications)
    .set({ readAt: input.at })
    .where(and(...conditions));
}

/** The creator's open scripts that wait for a video from them, soonest campaign end first. */
export function listContentDue(db: DbOrTx, input: { creatorId: string; statuses: readonly ScriptStatus[]; limit: number }) {
  return db
    .select({
      scriptId: scripts.id,
      campaignId: scripts.campaignId,
      status: scripts.status,
      rejectionCount: scripts.rejectionCount,
      scriptApprovalRequired: scripts.scriptApprovalRequired,
      createdAt: scripts.createdAt,
      updatedAt: scripts.updatedAt,
      productName: campaigns.productName,
      endDate: campaigns.endDate,
    })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .where(and(eq(scripts.creatorId, input.creatorId), isNull(scripts.closedAt), inArray(scripts.status, [...input.statuses])))
    .orderBy(sql`${campaigns.endDate} asc nulls last`, asc(scripts.createdAt), asc(scripts.id))
    .limit(input.limit);
}
