import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZBrandAccountResponse } from '@amplio/shared/schemas/brand-account';
import type { Db } from '../../db/client';
import { requireRole } from '../../plugins/auth-guards';
import { findCompanyName } from './brand-profiles.repository';

export const brandProfilesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/brands/account',
    {
      preHandler: requireRole('brand'),
      schema: {
        tags: ['brand profile'],
        summary: "The signed-in brand's e-mail, contact name and company name",
        response: { 200: ZBrandAccountResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = request.user!;
      return { email: user.email, contact_name: user.name, company_name: await findCompanyName(db, user.id) };
    },
  );
};
