import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZBrandBilling } from '@amplio/shared/schemas/billing';
import { requireRole } from '../../plugins/auth-guards';
import type { BillingService } from './billing.service';

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/api/brands/billing',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['billing'],
        summary: "The brand's plan, trial or period end, and active campaigns against the plan's limit",
        response: { 200: ZBrandBilling, 401: ZErrorResponse, 403: ZErrorResponse, 419: ZErrorResponse },
      },
    },
    async (request) => billing.view({ userId: request.user!.id }),
  );
};
