import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

// Probes answer load balancers, not browsers: no security headers or compression to compute on every poll.
const probe = { logLevel: 'warn' as const, helmet: false as const, compress: false as const };

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get('/healthz', { schema: { tags: ['ops'], summary: 'The process is up' }, ...probe }, async () => ({ status: 'ok' }));
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
