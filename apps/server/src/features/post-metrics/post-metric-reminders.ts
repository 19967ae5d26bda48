import { POST_METRIC_CHECKPOINT_DAYS } from '@amplio/shared/constants/post-metrics';
import { POST_METRIC_NOTICES } from '@amplio/shared/schemas/post-metrics';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mailNotification, type NotificationMailer } from '../notifications/notification-mail';
import { recordNotification } from '../notifications/notify';
import { scriptsDueForReminder } from './post-metrics.repository';
import { creatorScriptPage } from './post-metrics.service';

/** The reminder sweep's queue: a pg-boss cron job every 15 minutes, one run whatever the number of nodes. */
export const POST_METRIC_REMINDER_QUEUE = 'post-metrics.remind-due';
export const POST_METRIC_REMINDER_CRON = '*/15 * * * *';
/** A report that came due up to this long ago still gets its reminder (a sweep missed while the server was down). */
export const REMINDER_WINDOW_MS = 3 * 86_400_000;
const BATCH = 200;

/**
 * Reminds each creator whose day-1, day-7 or day-30 report came due (within the window) and is not in: one in-app
 * notification and one e-mail per script and checkpoint. The notification's dedupe key makes a second run, or two
 * sweeps at once, write and mail nothing new. Answers how many reminders went out.
 */
export async function remindDueReports(deps: { db: Db; clock: Clock; mailer?: NotificationMailer }): Promise<number> {
  const now = deps.clock.now();
  const from = new Date(now.getTime() - REMINDER_WINDOW_MS);
  let sent = 0;
  for (const day of POST_METRIC_CHECKPOINT_DAYS) {
    const due = await scriptsDueForReminder(deps.db, { day, from, to: now, limit: BATCH });
    for (const script of due) {
      const notice = POST_METRIC_NOTICES.due(script.productName || 'your campaign', day);
      const link = creatorScriptPage(script.campaignId);
      await deps.db.transaction(async (tx) => {
        const row = await recordNotification({
          tx,
          at: now,
          userId: script.creatorId,
          category: 'deadlines',
          ...notice,
          link,
          scriptId: script.id,
          dedupeKey: `post-metrics:due:${script.id}:${day}`,
        });
        if (!row) return;
        sent++;
        if (deps.mailer)
          await mailNotification(deps.mailer, {
            tx,
            userId: script.creatorId,
            to: script.creatorEmail,
            name: script.creatorName,
            category: 'deadlines',
            ...notice,
            link,
            action: 'Report your numbers',
          });
      });
    }
  }
  return sent;
}
