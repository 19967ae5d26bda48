import type { Database } from '../../src/db/client';
import { MAIL_FAILED_QUEUE, MAIL_SEND_QUEUE, registerMailJobs } from '../../src/features/mail/mail-delivery';
import { enqueueMail } from '../../src/features/mail/mail.service';
import type { MailTransport, OutgoingMail } from '../../src/features/mail/mail-transports';
import type { FakeClock } from '../../src/lib/clock';
import { createJobQueue, type JobQueueRuntime } from '../../src/lib/jobs/pg-boss-queue';

export const silentLogger = { info() {}, warn() {}, error() {} };

export interface DrainResult {
  sent: number;
  /** Failed and queued to try again later. */
  retried: number;
  /** Failed for good. */
  failed: number;
}

/** Runs the mail jobs due now, then the dead letters of the ones that ran out of retries. */
export async function drainMailJobs(jobs: JobQueueRuntime, opts: { includeDelayed?: boolean } = {}): Promise<DrainResult> {
  const send = await jobs.runQueued({ name: MAIL_SEND_QUEUE, ...opts });
  await jobs.runQueued({ name: MAIL_FAILED_QUEUE });
  return { sent: send.completed, retried: send.retried, failed: send.failed };
}

/** A job queue on the database with only the mail jobs registered, sending through `transport`. */
export async function openMailQueue(input: { database: Database; clock: FakeClock; transport: MailTransport; background?: boolean }) {
  const jobs = await createJobQueue({ database: input.database, logger: silentLogger, background: input.background ?? false });
  await registerMailJobs(jobs, { db: input.database.db, clock: input.clock, transport: input.transport, logger: silentLogger });
  return {
    jobs,
    enqueue: (mail: OutgoingMail) => enqueueMail({ tx: input.database.db, jobs, clock: input.clock, ...mail }),
    drain: (opts?: { includeDelayed?: boolean }) => drainMailJobs(jobs, opts),
    close: () => jobs.stop({ timeoutMs: 1_000 }),
  };
}

/** A transport that records each send and fails while `failing` is set. */
export function recordingTransport(opts: { delayMs?: number } = {}) {
  const sends: OutgoingMail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (state.failing) throw new Error('relay unavailable');
      sends.push(mail);
    },
  };
  return { transport, sends, state };
}

/** Brings every retry of a queue forward to now, as if its backoff had passed. */
export async function makeRetriesDue(jobs: JobQueueRuntime, name = MAIL_SEND_QUEUE): Promise<void> {
  await jobs.boss.getDb().executeSql(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [name]);
}

/** The send job of an outbox row, with its state and start time. */
export async function mailJob(jobs: JobQueueRuntime, mailId: string) {
  const [job] = await jobs.boss.findJobs<{ mailId: string }>(MAIL_SEND_QUEUE, { data: { mailId } });
  return job;
}
