import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs/job-queue';
import { purgeExpiredKeys } from './idempotency.repository';

export const IDEMPOTENCY_PURGE_QUEUE = 'idempotency.purge';

/** Deletes answers kept past their retention, once an hour on the queue (once per hour whatever the number of nodes). */
export async function registerIdempotencyPurge(jobs: JobQueue, deps: { db: Db; clock: Clock }): Promise<void> {
  await jobs.work(IDEMPOTENCY_PURGE_QUEUE, async () => void (await purgeExpiredKeys(deps.db, deps.clock.now())));
  await jobs.schedule({ name: IDEMPOTENCY_PURGE_QUEUE, cron: '23 * * * *' });
}
