import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { SessionCache } from '../../plugins/session-cache';
import { createEventHub, type EventHub } from './event-hub';
import { pruneEvents } from './event-log';
import { eventsRoutes } from './events.routes';

export const EVENT_JOBS = { prune: 'events.prune' } as const;

/** Live events (issue 24 §2): the stream route, this node's hub, and the hourly pruning of replayed events. */
export async function registerEvents(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; jobs: JobQueue; sessions: Pick<SessionCache, 'onForget'>; heartbeatMs?: number },
): Promise<EventHub> {
  const hub = createEventHub({
    database: deps.database,
    clock: deps.clock,
    onForget: deps.sessions.onForget,
    heartbeatMs: deps.heartbeatMs,
    logger: app.log,
  });
  await hub.start();
  app.addHook('preClose', () => hub.stop());
  await deps.jobs.work(EVENT_JOBS.prune, async () => void (await pruneEvents(deps.database.db, deps.clock.now())));
  await deps.jobs.schedule({ name: EVENT_JOBS.prune, cron: '17 * * * *' });
  await app.register(eventsRoutes, { hub });
  return hub;
}
