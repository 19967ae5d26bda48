import type { StoredAlertKind } from '@amplio/shared/constants/alerts';
import type { NotificationCategory } from '@amplio/shared/schemas/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { recordNotification } from '../notifications/notify';

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
  /** For e-mail preferences; by default payments are `money` and everything else `reviews`. */
  category?: NotificationCategory;
}

/**
 * Writes an in-app alert in the caller's transaction, so it exists exactly when the change it reports commits.
 * The same dedupe key again is ignored. Review decisions and payout events both report through here.
 */
export async function recordCreatorAlert(input: NewCreatorAlert & { tx: DbOrTx; at: Date }): Promise<void> {
  const { kind, category, ...alert } = input;
  await recordNotification({ ...alert, category: category ?? (kind === 'paymentStatus' ? 'money' : 'reviews') });
}

/** How many stored alerts the creator has not read (notifications_user_unread_idx). */
export async function countUnreadAlerts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
