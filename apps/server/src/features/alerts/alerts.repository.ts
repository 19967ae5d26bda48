import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoredAlertKind } from '@amplio/shared/constants/alerts';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { DbOrTx } from '../../db/client';
import { campaigns, type CreatorAlertRow, creatorAlerts, scripts } from '../../db/schema/index';

export { countUnreadAlerts } from './creator-alerts';

/** The creator's newest stored alerts of one kind (creator_alerts_user_created_idx). */
export function listStoredAlerts(db: DbOrTx, input: { userId: string; kind: StoredAlertKind; limit: number }): Promise<CreatorAlertRow[]> {
  return db
    .select()
    .from(creatorAlerts)
    .where(and(eq(creatorAlerts.userId, input.userId), eq(creatorAlerts.kind, input.kind)))
    .orderBy(desc(creatorAlerts.createdAt), desc(creatorAlerts.id))
    .limit(input.limit);
}

/** Marks the creator's own unread alerts read: the given ones, or all of them. Another creator's ids change nothing. */
export async function markAlertsRead(db: DbOrTx, input: { userId: string; ids?: string[]; at: Date }): Promise<void> {
  const conditions = [eq(creatorAlerts.userId, input.userId), isNull(creatorAlerts.readAt)];
  if (input.ids) conditions.push(inArray(creatorAlerts.id, input.ids));
  await db
    .update(creatorAlerts)
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
