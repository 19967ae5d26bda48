import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZBrandCompanyRequest, ZBrandCompanyResponse } from '@amplio/shared/schemas/brand-company';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readInService, signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { createBrandCompanyService } from './brand-company.service';

const tags = ['brand profile'];

export const brandCompanyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const company = createBrandCompanyService({ db, clock });
  const preHandler = requireRole('brand');

  app.get(
    '/api/brands/company',
    {
      preHandler,
      schema: {
        tags,
        summary: "The account's company details for billing; every field null until saved",
        response: { 200: ZBrandCompanyResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return company.get({ userId: request.user!.id });
    },
  );

  app.put(
    '/api/brands/company',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary:
          'Replaces the company details: legal name, address, city, PIN code, state, optional GSTIN (check character and state code checked)',
        body: ZBrandCompanyRequest,
        response: { 200: ZBrandCompanyResponse, ...signedInErrors },
      },
    },
    async (request) => company.save({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) }),
  );
};
