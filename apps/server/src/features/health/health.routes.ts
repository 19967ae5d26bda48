import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { QueueHealth } from '../../lib/jobs/pg-boss-queue';

// Probes answer load balancers, not browsers: no security headers or compression to compute on every poll.
const probe = { logLevel: 'warn' as const, helmet: false as const, compress: false as const };
/** Probes can come several times a second; the queue's counts are read at most this often. */
export const QUEUE_HEALTH_TTL_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<AppDeps & { queueHealth: () => Promise<QueueHealth> }> = async (
  app,
  { database, queueHealth },
) => {
  let cached: { at: number; value: Promise<QueueHealth> } | undefined;
  const readQueue = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= QUEUE_HEALTH_TTL_MS) cached = { at: now, value: queueHealth() };
    return cached.value;
  };

  app.get(
    '/healthz',
    {
      schema: { tags: ['ops'], summary: 'The process is up; the job queue is reachable, with its failed and overdue job counts' },
      ...probe,
    },
    async () => ({ status: 'ok', queue: await readQueue() }),
  );
  app.get('/readyz', { schema: { tags: ['ops'], summary: 'The database answers' }, ...probe }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.error({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
