import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  NOTIFICATION_MESSAGES,
  ZNotificationsQuery,
  ZNotificationsReadRequest,
  ZNotificationsReadResponse,
  ZNotificationsResponse,
  ZPreferencesRequest,
  ZPreferencesResponse,
} from '@amplio/shared/schemas/notifications';
import { registerLinkForms, sendLinkPage, wantsHtml } from '../../lib/link-pages';
import { htmlPage } from '../../lib/openapi/client-errors';
import { readInService, signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const ZToken = z.object({ token: z.string().max(300).optional() });
const invalidPage = {
  status: 400,
  title: 'This link does not work',
  message: NOTIFICATION_MESSAGES.unsubscribeInvalid,
  tone: 'error',
} as const;

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  const signedIn = requireRole('brand', 'creator');

  app.get(
    '/api/notifications',
    {
      preValidation: signedIn,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'The bell: the signed-in brand’s or creator’s notifications, newest first, 20 a page (`before` = the last id)',
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsResponse, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return notifications.list({ userId: request.user!.id, query: request.query });
    },
  );

  app.post(
    '/api/notifications/read',
    {
      preValidation: signedIn,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Marks the given notifications read (`ids`, at most 100), or all of them without `ids`',
        body: ZNotificationsReadRequest,
        response: { 200: ZNotificationsReadResponse, ...signedInErrors },
      },
    },
    async (request) => notifications.markRead({ userId: request.user!.id, body: request.body }),
  );

  app.get(
    '/api/notification-preferences',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'E-mail on or off per category', response: { 200: ZPreferencesResponse, ...signedInErrors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return notifications.preferences({ userId: request.user!.id });
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      preValidation: signedIn,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Switches e-mail per category (in the app every notification always shows); categories left out keep their setting',
        body: ZPreferencesRequest,
        response: { 200: ZPreferencesResponse, ...signedInErrors },
      },
    },
    async (request) => notifications.savePreferences({ userId: request.user!.id, body: request.body }),
  );

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page an e-mail’s unsubscribe link opens: a button that switches that category’s e-mail off',
        querystring: ZToken,
        produces: ['text/html'],
        response: { 200: htmlPage('The unsubscribe page, with its button'), 400: htmlPage('A page saying the link does not work') },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!notifications.checkUnsubscribe({ token })) return sendLinkPage(reply, invalidPage);
      return sendLinkPage(reply, {
        status: 200,
        title: 'Stop these e-mails',
        message: 'Switch these Amplio e-mails off? You will still see everything in the app.',
        tone: 'action',
        action: {
          url: `/notifications/unsubscribe?token=${encodeURIComponent(token ?? '')}`,
          label: 'Unsubscribe',
          fields: { 'List-Unsubscribe': 'One-Click' },
        },
      });
    },
  );

  // One-click unsubscribe (RFC 8058) posts from mail clients' servers: the signed token is the proof, so no session
  // and no CSRF token; only this scope takes a form-encoded body.
  await registerLinkForms(app, (forms) => {
    forms.post(
      '/notifications/unsubscribe',
      {
        config: { csrf: false },
        bodyLimit: 1024,
        schema: {
          tags,
          summary: 'Switches one category’s e-mail off: one-click from mail clients, or the button on the page (HTML for browsers)',
          querystring: ZToken,
          response: { 200: z.object({ message: z.string() }), 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const message = await notifications.unsubscribe({ token: request.query.token });
        if (wantsHtml(request.headers.accept)) {
          return sendLinkPage(reply, message ? { status: 200, title: 'You are unsubscribed', message, tone: 'success' } : invalidPage);
        }
        return message ? { message } : reply.status(400).send({ message: NOTIFICATION_MESSAGES.unsubscribeInvalid });
      },
    );
  });
};
