import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DRAFT_LIFETIME_MS } from '../../lib/registration-drafts';
import type { Storage } from '../../lib/storage/storage';
import { deleteAbandonedRegistrationUploads } from './files.repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 100;

export interface OrphanUploadSweeper {
  /** Deletes every abandoned registration upload (rows first, then bytes); answers how many went. */
  sweep(): Promise<{ deleted: number }>;
  start(): void;
  stop(): void;
}

/**
 * Uploads made during a registration (the creator's photo) belong to the visitor's session until the account
 * claims them. One never claimed, older than a draft's lifetime and with no live draft left, is abandoned: the
 * sweeper removes its row and its bytes, so storage does not fill with photos of sign-ups nobody finished.
 */
export function createOrphanUploadSweeper(deps: {
  db: Db;
  storage: Storage;
  clock: Clock;
  logger: { warn(obj: object, msg?: string): void };
}): OrphanUploadSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ deleted: number }> | undefined;

  async function sweepOnce(): Promise<{ deleted: number }> {
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
  }

  return {
    sweep() {
      running ??= sweepOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      timer ??= setInterval(() => {
        this.sweep().catch((err) => deps.logger.warn({ err }, 'the abandoned-upload sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/** Runs the sweeper hourly from ready to close. */
export function registerOrphanUploadSweeper(app: FastifyInstance, deps: { db: Db; storage: Storage; clock: Clock }) {
  const sweeper = createOrphanUploadSweeper({ ...deps, logger: app.log });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  return sweeper;
}
