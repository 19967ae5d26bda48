import type { Db } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { claimDueMails, markFailed, markRetry, markSent } from './mail.repository';
import type { MailLogger, MailTransport } from './mail-transports';

/** Waits after the 1st..5th failed attempt; the 6th failure is final. */
export const MAIL_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
export const MAIL_CLAIM_MS = 60_000;
export const MAIL_POLL_MS = 1_000;
const BATCH_SIZE = 10;

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailWorker {
  /** Sends every row that is due now, batch after batch, and reports what happened. */
  drain(): Promise<DrainResult>;
  /** Polls every second until stop(). */
  start(): void;
  /** Waits for the drain in progress, if any. */
  stop(): Promise<void>;
  /** Wakes the poller now; call it after the transaction that enqueued mail has committed. */
  notify(): void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function createMailWorker(deps: { db: Db; clock: Clock; transport: MailTransport; logger: MailLogger }): MailWorker {
  const { db, clock, transport, logger } = deps;

  async function deliver(row: MailOutboxRow, result: DrainResult) {
    if (row.attempts > MAIL_MAX_ATTEMPTS) {
      // Claimed back from a worker that died mid-send, with no tries left.
      await markFailed(db, { id: row.id, error: row.lastError ?? 'the worker stopped while sending' });
      result.failed++;
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
      const delay = MAIL_RETRY_DELAYS_MS[row.attempts - 1];
      if (delay === undefined) {
        await markFailed(db, { id: row.id, error });
        result.failed++;
        logger.error({ mailId: row.id, attempts: row.attempts, err: error }, 'mail failed for good');
      } else {
        await markRetry(db, { id: row.id, nextAttemptAt: new Date(clock.now().getTime() + delay), error });
        result.retried++;
        logger.warn({ mailId: row.id, attempts: row.attempts, retryInMs: delay, err: error }, 'mail send failed, will retry');
      }
      return;
    }
    await markSent(db, { id: row.id, transport: transport.name, now: clock.now() });
    result.sent++;
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const now = clock.now();
      const rows = await claimDueMails(db, { now, lockedUntil: new Date(now.getTime() + MAIL_CLAIM_MS), limit: BATCH_SIZE });
      if (rows.length === 0) return result;
      for (const row of rows) await deliver(row, result);
    }
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    running = drain()
      .then(
        () => {},
        (err: unknown) => logger.error({ err: errorText(err) }, 'mail worker drain failed'),
      )
      .finally(() => {
        running = undefined;
        schedule(wokenWhileRunning ? 0 : MAIL_POLL_MS);
        wokenWhileRunning = false;
      });
  }

  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    notify() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
  };
}
