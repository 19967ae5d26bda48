import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZEnterpriseRequest,
  ZEnterpriseResponse,
  ZOpsSalesLeadsResponse,
  ZSalesLeadCreatedResponse,
  ZSalesLeadRequest,
} from '@amplio/shared/schemas/sales-leads';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readInService, signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { operatorRouteOptions } from '../../plugins/operator-routes';
import { auditActorOf } from '../audit/audit-log';
import type { SalesLeadsService } from './sales-leads.service';

/** "Contact sales" for Enterprise (signed-in brands), and the operator console's leads and Enterprise action. */
export const salesLeadsRoutes: FastifyPluginAsyncZod<{ leads: SalesLeadsService; db: Db; clock: Clock }> = async (
  app,
  { leads, db, clock },
) => {
  const ops = operatorRouteOptions({ db, clock });

  app.post(
    '/api/sales/leads',
    {
      preValidation: requireRole('brand'),
      validatorCompiler: readInService,
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['billing'],
        summary: 'Asks sales about Enterprise: name, work e-mail, company, expected monthly campaigns, message (brands, 5 an hour)',
        body: ZSalesLeadRequest,
        response: { 201: ZSalesLeadCreatedResponse, ...signedInErrors, 413: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const answer = await leads.create({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/ops/sales-leads',
    {
      ...ops.read,
      schema: {
        tags: ops.tags,
        summary: 'Enterprise leads, newest first (the latest 200), each with its brand account and that account’s plan now',
        response: { 200: ZOpsSalesLeadsResponse, ...ops.errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return leads.list();
    },
  );

  app.post(
    '/api/ops/brands/:userId/enterprise',
    {
      ...ops.write,
      validatorCompiler: readInService,
      bodyLimit: 4096,
      schema: {
        tags: ops.tags,
        summary:
          'Puts a brand account on Enterprise, active, with its own monthly price (rupees before GST) and campaign limit (null: unlimited)',
        params: z.object({ userId: z.string().max(100) }),
        body: ZEnterpriseRequest,
        response: { 200: ZEnterpriseResponse, ...ops.errors, 413: ZErrorResponse },
      },
    },
    async (request) =>
      ops.answer(request, () => leads.putOnEnterprise({ userId: request.params.userId, body: request.body, actor: auditActorOf(request) })),
  );
};
