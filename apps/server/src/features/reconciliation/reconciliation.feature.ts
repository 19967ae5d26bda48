import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { reconciliationRoutes } from './reconciliation.routes';
import { createReconciliationService, type ReconciliationService } from './reconciliation.service';

export const RECONCILIATION_QUEUE = 'payments.reconcile';

/** The hourly reconciliation (a pg-boss cron job, once an hour whatever the number of nodes) and the books' routes. */
export async function registerReconciliation(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    jobs: JobQueueRuntime;
    ledger: LedgerService;
    mail?: MailService;
    appUrl: string;
    expireOverdueCheckouts?: () => Promise<number>;
  },
): Promise<ReconciliationService> {
  const reconciliation = createReconciliationService(deps);
  await deps.jobs.work(RECONCILIATION_QUEUE, async () => void (await reconciliation.run()), { retryLimit: 2 });
  await deps.jobs.schedule({ name: RECONCILIATION_QUEUE, cron: '41 * * * *' });
  await app.register(reconciliationRoutes, { reconciliation, db: deps.db, clock: deps.clock });
  return reconciliation;
}
