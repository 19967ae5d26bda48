import type { StoredAlertKind } from '@amplio/shared/constants/alerts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creatorAlerts } from '../../db/schema/index';

export interface NewCreatorAlert {
  userId: string;
  kind: StoredAlertKind;
  title: string;
  message: string;
  link?: string | null;
  scriptId?: string | null;
  payoutId?: string | null;
  /** Unique per event, e.g. `review:{script id}:{decision}:{at}`: a job that runs again writes nothing new. */
  dedupeKey: string;
}

/**
 * Writes an in-app alert in the caller's transaction, so it exists exactly when the change it reports commits.
 * The same dedupe key again is ignored. Review decisions and payout events both report through here.
 */
export async function recordCreatorAlert(input: NewCreatorAlert & { tx: DbOrTx; at: Date }): Promise<void> {
  const { tx, at, ...alert } = input;
  await tx
    .insert(creatorAlerts)
    .values({ ...alert, link: alert.link ?? null, scriptId: alert.scriptId ?? null, payoutId: alert.payoutId ?? null, createdAt: at })
    .onConflictDoNothing({ target: creatorAlerts.dedupeKey });
}

/** How many stored alerts the creator has not read (creator_alerts_user_unread_idx). */
export async function countUnreadAlerts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creatorAlerts)
    .where(and(eq(creatorAlerts.userId, userId), isNull(creatorAlerts.readAt)));
  return row?.n ?? 0;
}
