import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCreatePayoutMethodRequest,
  ZListPayoutMethodsResponse,
  ZPayoutMethodIdParams,
  ZSavePayoutMethodResponse,
} from '@amplio/shared/schemas/payout-methods';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readInService, signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { createPayoutMethodsService } from './payout-methods.service';

const tags = ['payout methods'];

export const payoutMethodsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const methods = createPayoutMethodsService({ db, clock });
  const preHandler = requireRole('creator');

  app.get(
    '/api/creator/payout-methods',
    {
      preHandler,
      schema: {
        tags,
        summary: "The creator's saved payout methods, masked, the default first",
        response: { 200: ZListPayoutMethodsResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return methods.list({ creatorId: request.user!.id });
    },
  );

  app.post(
    '/api/creator/payout-methods',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Saves a UPI id or a bank account (number typed twice); the first, or one sent with make_default, is the default',
        body: ZCreatePayoutMethodRequest,
        response: { 201: ZSavePayoutMethodResponse, ...signedInErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await methods.create({ creatorId: request.user!.id, body: request.body, actor: auditActorOf(request) })),
  );

  app.delete(
    '/api/creator/payout-methods/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Removes a saved method; past payouts keep their own copy of the details',
        params: ZPayoutMethodIdParams,
        response: { 200: ZSavePayoutMethodResponse, ...signedInErrors },
      },
    },
    async (request) => methods.remove({ creatorId: request.user!.id, id: request.params.id, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/creator/payout-methods/:id/default',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Makes a saved method the default (the only one)',
        params: ZPayoutMethodIdParams,
        response: { 200: ZSavePayoutMethodResponse, ...signedInErrors },
      },
    },
    async (request) => methods.makeDefault({ creatorId: request.user!.id, id: request.params.id, actor: auditActorOf(request) }),
  );
};
