import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { LedgerService } from '../ledger/ledger.service';

/**
 * The creator's wallet (spec 3 §2.2, §3, §5): earnings, payment history and withdrawals, all read from and written
 * through the ledger, and the payment tracker. Issue 13 fills this in.
 */
export async function registerWallet(
  _app: FastifyInstance,
  _deps: { db: Db; clock: Clock; jobs: JobQueueRuntime; ledger: LedgerService },
): Promise<void> {}
