import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAttentionResponse } from '@amplio/shared/schemas/attention';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { brandAttention } from './attention.service';

/** The brand dashboard's "Needs your attention" (issue 24 §3). */
export const attentionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/brands/attention',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['brand dashboard'],
        summary: 'What waits for the brand: submissions with when they decide themselves, applications, campaigns ending within 7 days',
        response: { 200: ZAttentionResponse, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return brandAttention({ db, now: clock.now(), brandUserId: request.user!.id });
    },
  );
};
