import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAlertsResponse, ZMarkAlertsReadRequest, ZMarkAlertsReadResponse } from '@amplio/shared/schemas/alerts';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { requireRole } from '../../plugins/auth-guards';
import type { AlertsService } from './alerts.service';
import { readInService } from '../../lib/route-schemas';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse };
const tags = ['creator alerts'];

export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (app, { alerts }) => {
  const creatorOnly = requireRole('creator');

  app.get(
    '/api/creator/alerts',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The overview’s Alerts: contentDue (worked out from open scripts), paymentStatus and campaignUpdates',
        description:
          'contentDue lists the open scripts waiting for a video (saved and not uploaded, or rejected and not re-uploaded), soonest campaign end first, each titled "Upload content for {product}" and `due_soon` when the campaign ends within 7 days; they are never unread. paymentStatus and campaignUpdates are stored, newest first, at most 20 each. `unread_count` counts the stored unread ones.',
        response: { 200: ZAlertsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return alerts.list({ userId: request.user!.id });
    },
  );

  app.post(
    '/api/creator/alerts/read',
    {
      preValidation: creatorOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Marks the given stored alerts read (`ids`, at most 100), or all of them without `ids`',
        body: ZMarkAlertsReadRequest,
        response: { 200: ZMarkAlertsReadResponse, ...errors },
      },
    },
    async (request) => alerts.markRead({ userId: request.user!.id, body: request.body }),
  );
};
