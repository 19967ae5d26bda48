import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRating, ZRatingRequest, ZRatingResponse } from '@amplio/shared/schemas/ratings';
import { z } from 'zod';
import { readInService, signedInErrors as errors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { RatingsService } from './ratings.service';

const tags = ['ratings'];
const params = z.object({ id: z.string().max(64) });
const mineResponse = z.object({ success: z.literal(true), data: ZRating.nullable() });

/** Issue 23 §4: each side rates the other after a completed collaboration. */
export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  for (const { side, path, role } of [
    { side: 'brand', path: '/api/brands/submissions/:id/rating', role: requireRole('brand') },
    { side: 'creator', path: '/api/creator/scripts/:id/rating', role: requireRole('creator') },
  ] as const) {
    const rated = side === 'brand' ? 'the creator' : 'the brand';
    app.post(
      path,
      {
        preValidation: role,
        validatorCompiler: readInService,
        schema: {
          tags,
          summary: `Rates ${rated} of a completed collaboration (1–5 stars, an optional comment): 201 the first time, 200 for a change within 14 days`,
          params,
          body: ZRatingRequest,
          response: { 200: ZRatingResponse, 201: ZRatingResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { status, answer } = await ratings.rate({
          side,
          userId: request.user!.id,
          scriptId: request.params.id,
          body: request.body,
          actor: auditActorOf(request),
        });
        return reply.status(status as 200 | 201).send(answer);
      },
    );
    app.get(
      path,
      {
        preValidation: role,
        schema: {
          tags,
          summary: `The caller’s rating of ${rated} on this collaboration, or null`,
          params,
          response: { 200: mineResponse, ...errors },
        },
      },
      async (request) => ratings.mine({ side, userId: request.user!.id, scriptId: request.params.id }),
    );
  }
};
