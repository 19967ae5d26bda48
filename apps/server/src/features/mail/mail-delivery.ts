import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import { claimMail, findMail, markFailed, markRetry, markSent } from './mail.repository';
import type { MailLogger, MailTransport } from './mail-transports';

/** The queue whose jobs send one outbox row each, and the dead letter queue of those that failed for good. */
export const MAIL_SEND_QUEUE = 'mail.send';
export const MAIL_FAILED_QUEUE = 'mail.failed';
/** Retries after the first attempt: 30 s, then doubling (with jitter), so about 30 minutes in all. */
export const MAIL_RETRY_LIMIT = 5;
export const MAIL_RETRY_DELAY_SECONDS = 30;
/** A send that takes longer is treated as crashed: its job is retried and the row's claim has lapsed by then. */
export const MAIL_SEND_TIMEOUT_SECONDS = 120;
/**
 * Sends each node runs side by side. A send mostly waits on the SMTP peer, so a backlog (a busy hour's codes and
 * notices) drains at about this many times one send's speed; the transport's pool caps the connections it opens.
 */
export const MAIL_SENDS_AT_ONCE = 20;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export interface MailDelivery {
  /**
   * Sends one row, once: a row already sent (or being sent by another worker) is not sent again. Throws to retry. A
   * `retry` of the row's job takes over the claim an earlier run of it left: pg-boss runs one attempt of a job at a
   * time, so that run is gone (its node died or shut down mid-send), and waiting out its claim would hold the mail.
   */
  deliver(mailId: string, options?: { retry?: boolean }): Promise<void>;
  /** Marks a row whose job ran out of retries as failed. */
  giveUp(mailId: string): Promise<void>;
}

export function createMailDelivery(deps: { db: Db; clock: Clock; transport: MailTransport; logger: MailLogger }): MailDelivery {
  const { db, clock, transport, logger } = deps;
  return {
    async deliver(mailId, options = {}) {
      const now = clock.now();
      const lockedUntil = new Date(now.getTime() + MAIL_SEND_TIMEOUT_SECONDS * 1000);
      const row = await claimMail(db, { id: mailId, now, lockedUntil, takeOver: options.retry === true });
      if (!row) {
        const current = await findMail(db, mailId);
        if (current?.status === 'sending') throw new Error('another worker is sending this mail');
        return;
      }
      try {
        await transport.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.headers ? { headers: row.headers } : {}),
        });
      } catch (err) {
        const error = errorText(err);
        await markRetry(db, { id: row.id, error });
        logger.warn({ mailId: row.id, attempts: row.attempts, err: error }, 'mail send failed');
        throw err;
      }
      await markSent(db, { id: row.id, transport: transport.name, now: clock.now() });
    },
    async giveUp(mailId) {
      const row = await markFailed(db, { id: mailId });
      if (row) logger.error({ mailId, attempts: row.attempts, err: row.lastError }, 'mail failed for good');
    },
  };
}

/** Registers the send queue (retries with backoff) and its dead letter queue, which marks the row failed. */
export async function registerMailJobs(
  jobs: Pick<JobQueueRuntime, 'work'>,
  deps: { db: Db; clock: Clock; transport: MailTransport; logger: MailLogger },
): Promise<MailDelivery> {
  const delivery = createMailDelivery(deps);
  await jobs.work<{ mailId: string }>(MAIL_FAILED_QUEUE, ({ data }) => delivery.giveUp(data.mailId));
  await jobs.work<{ mailId: string }>(MAIL_SEND_QUEUE, ({ data, retryCount }) => delivery.deliver(data.mailId, { retry: retryCount > 0 }), {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: MAIL_SEND_TIMEOUT_SECONDS,
    deadLetter: MAIL_FAILED_QUEUE,
    batchSize: MAIL_SENDS_AT_ONCE,
  });
  return delivery;
}
