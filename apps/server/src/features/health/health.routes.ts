import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueueHealth } from '../../lib/jobs/pg-boss-queue';
import { quietRequestLogs } from '../../lib/quiet-request-logs';
import { checkReadiness, type Dependency, type Probe } from './readiness';

// Probes answer load balancers, not browsers: no security headers, no compression (nor request decompression) to
// work out on every poll. What each global hook skips for them is in docs/decisions/025-per-request-work.md.
const probe = { config: { probe: true }, compress: false as const, decompress: false as const };
const JSON_UTF8 = 'application/json; charset=utf-8';
/** Probes can come several times a second; the queue's counts are read at most this often. */
export const QUEUE_HEALTH_TTL_MS = 2_000;

const ZChecks = z
  .object({
    database: z.enum(['ok', 'unreachable']),
    redis: z.enum(['ok', 'unreachable']).optional(),
    storage: z.enum(['ok', 'unreachable']).optional(),
    queue: z.enum(['ok', 'unreachable']),
  })
  .describe('Each dependency this node needs; redis and storage appear only when configured (REDIS_URL, S3).');

export interface HealthRoutesOptions {
  queueHealth: () => Promise<QueueHealth>;
  /** The database always; Redis and the object store when the node uses them. The queue's probe is added here. */
  probes: { database: Probe } & Partial<Record<Exclude<Dependency, 'database' | 'queue'>, Probe>>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { queueHealth, probes }) => {
  // Probes log warnings and errors only (a failed readiness check), through one logger made once.
  quietRequestLogs(app, { probe: true });
  interface QueueRead {
    at: number;
    value: Promise<QueueHealth>;
    /** The /healthz body (JSON) once the counts have arrived: most polls answer it as is, with no promise to wait on. */
    body?: string;
  }
  let cached: QueueRead | undefined;
  const readQueue = (): QueueRead => {
    const now = Date.now();
    if (!cached || now - cached.at >= QUEUE_HEALTH_TTL_MS) {
      const read: QueueRead = { at: now, value: queueHealth() };
      read.value.then(
        (queue) => {
          read.body = JSON.stringify({ status: 'ok', queue });
        },
        () => undefined, // the caller awaiting `value` sees the failure
      );
      cached = read;
    }
    return cached;
  };
  const queueProbe: Probe = async () => {
    if (!(await readQueue().value).reachable) throw new Error('the job queue is unreachable');
  };

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process is up (it answers even when a dependency is down); job queue counts for monitoring',
      },
      ...probe,
    },
    (_request, reply) => {
      const read = readQueue();
      if (read.body !== undefined) return reply.type(JSON_UTF8).send(read.body);
      return read.value.then((queue) => ({ status: 'ok' as const, queue }));
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database, Redis, the object store and the job queue answer',
        response: {
          200: z.object({ status: z.literal('ready'), checks: ZChecks }),
          503: z
            .object({
              status: z.literal('unavailable'),
              failed: z.array(z.enum(['database', 'redis', 'storage', 'queue'])),
              checks: ZChecks,
            })
            .describe('A dependency did not answer within 2 s: take this node out of the load balancer until it does'),
        },
      },
      ...probe,
    },
    async (request, reply) => {
      const readiness = await checkReadiness({
        probes: { ...probes, queue: queueProbe },
        onFailure: (dependency, err) => request.log.error({ err, dependency }, 'readiness check failed'),
      });
      const checks = readiness.checks as z.infer<typeof ZChecks>;
      if (readiness.ready) return { status: 'ready' as const, checks };
      return reply.status(503).send({ status: 'unavailable' as const, failed: readiness.failed, checks });
    },
  );
};
