import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { MailService } from '../mail/mail.service';
import type { LedgerService } from '../ledger/ledger.service';

/**
 * The brand's content review (spec 3 §2.4, §4): the submissions list, approve/reject/complete with the money moving
 * in the same transaction, auto-approval on the job queue, abandoned and inactive scripts refunded, and the
 * creator's alerts. Issue 13 fills this in.
 */
export async function registerReview(
  _app: FastifyInstance,
  _deps: { config: AppConfig; db: Db; clock: Clock; jobs: JobQueueRuntime; mail: MailService; ledger: LedgerService },
): Promise<void> {}
