import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { DRAFT_LIFETIME_MS } from '../../lib/registration-drafts';
import type { Storage } from '../../lib/storage/storage';
import { deleteAbandonedRegistrationUploads } from './files.repository';

export const ORPHAN_UPLOAD_SWEEP_QUEUE = 'files.sweep-orphan-uploads';
/** At minute 0 of every hour, UTC. */
export const ORPHAN_UPLOAD_SWEEP_CRON = '0 * * * *';
const BATCH = 100;

export interface OrphanUploadSweeper {
  /** Deletes every abandoned registration upload (rows first, then bytes); answers how many went. */
  sweep(): Promise<{ deleted: number }>;
}

/**
 * Uploads made during a registration (the creator's photo) belong to the visitor's session until the account
 * claims them. One never claimed, older than a draft's lifetime and with no live draft left, is abandoned: the
 * sweeper removes its row and its bytes, so storage does not fill with photos of sign-ups nobody finished.
 * Two sweeps at once are harmless: a row deleted by one is not returned to the other.
 */
export function createOrphanUploadSweeper(deps: {
  db: Db;
  storage: Storage;
  clock: Clock;
  logger: { warn(obj: object, msg?: string): void };
}): OrphanUploadSweeper {
  return {
    async sweep() {
      let deleted = 0;
      for (;;) {
        const now = deps.clock.now();
        const keys = await deleteAbandonedRegistrationUploads(deps.db, {
          createdBefore: new Date(now.getTime() - DRAFT_LIFETIME_MS),
          now,
          limit: BATCH,
        });
        // The row goes first: bytes left behind by a failed delete are harmless, a row without bytes is not.
        for (const key of keys) {
          await deps.storage.delete(key).catch((err) => deps.logger.warn({ err, key }, 'could not delete an abandoned upload'));
        }
        deleted += keys.length;
        if (keys.length < BATCH) return { deleted };
      }
    },
  };
}

/** Runs the sweep as an hourly cron job on the queue: one job per hour whatever the number of nodes. */
export async function registerOrphanUploadSweep(
  jobs: JobQueue,
  deps: { db: Db; storage: Storage; clock: Clock; logger: { warn(obj: object, msg?: string): void } },
): Promise<OrphanUploadSweeper> {
  const sweeper = createOrphanUploadSweeper(deps);
  await jobs.work(ORPHAN_UPLOAD_SWEEP_QUEUE, async () => void (await sweeper.sweep()));
  await jobs.schedule({ name: ORPHAN_UPLOAD_SWEEP_QUEUE, cron: ORPHAN_UPLOAD_SWEEP_CRON });
  return sweeper;
}
