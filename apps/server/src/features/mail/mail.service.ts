import type { Db, DbOrTx } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema/index';
import { type Clock, systemClock } from '../../lib/clock';
import { insertMail } from './mail.repository';
import { createMailWorker, type DrainResult, type MailWorker } from './mail-worker';
import type { MailLogger, MailTransport, OutgoingMail } from './mail-transports';

/**
 * Writes the mail to the outbox. Call it with the transaction that makes the change the mail is about, so the
 * mail exists exactly when the change does; the worker sends it after the commit.
 */
export function enqueueMail(input: OutgoingMail & { tx: DbOrTx; clock?: Clock }): Promise<MailOutboxRow> {
  const { tx, clock = systemClock, ...mail } = input;
  return insertMail(tx, { ...mail, to: mail.to.trim(), now: clock.now() });
}

export interface MailService {
  /** enqueueMail with the app's clock; `tx` defaults to the database itself. */
  enqueue(input: OutgoingMail & { tx?: DbOrTx }): Promise<MailOutboxRow>;
  /** Wakes the worker; call it once the enqueuing transaction has committed. */
  notify(): void;
  /** Sends everything due now (tests call this; the poller does the same every second). */
  drain(): Promise<DrainResult>;
  readonly worker: MailWorker;
  readonly transportName: string;
}

export function createMailService(deps: { db: Db; clock: Clock; transport: MailTransport; logger: MailLogger }): MailService {
  const worker = createMailWorker(deps);
  return {
    enqueue: ({ tx, ...mail }) => enqueueMail({ ...mail, tx: tx ?? deps.db, clock: deps.clock }),
    notify: () => worker.notify(),
    drain: () => worker.drain(),
    worker,
    transportName: deps.transport.name,
  };
}
