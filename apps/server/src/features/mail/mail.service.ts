import type { DbOrTx } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema/index';
import { type Clock, systemClock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { insertMail } from './mail.repository';
import { MAIL_SEND_QUEUE } from './mail-delivery';
import type { OutgoingMail } from './mail-transports';

/**
 * Writes the mail to the outbox and queues the job that sends it. Call it with the transaction that makes the
 * change the mail is about, so the mail and its job exist exactly when the change does. Given the database
 * itself, it opens a transaction of its own; inside a transaction, a savepoint.
 */
export function enqueueMail(input: OutgoingMail & { tx: DbOrTx; jobs: Pick<JobQueue, 'send'>; clock?: Clock }): Promise<MailOutboxRow> {
  const { tx, jobs, clock = systemClock, ...mail } = input;
  return tx.transaction(async (inner) => {
    const row = await insertMail(inner, { ...mail, to: mail.to.trim(), now: clock.now() });
    await jobs.send({ tx: inner, name: MAIL_SEND_QUEUE, data: { mailId: row.id } });
    return row;
  });
}

export interface MailService {
  /** enqueueMail with the app's clock and queue; `tx` defaults to the database itself. */
  enqueue(input: OutgoingMail & { tx?: DbOrTx }): Promise<MailOutboxRow>;
  /** Wakes this process's mail worker; call it once the enqueuing transaction has committed. */
  notify(): void;
  readonly transportName: string;
}

export function createMailService(deps: {
  db: DbOrTx;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  wake: () => void;
  transportName: string;
}): MailService {
  return {
    enqueue: ({ tx, ...mail }) => enqueueMail({ ...mail, tx: tx ?? deps.db, jobs: deps.jobs, clock: deps.clock }),
    notify: deps.wake,
    transportName: deps.transportName,
  };
}
