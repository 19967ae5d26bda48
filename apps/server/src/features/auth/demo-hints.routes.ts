import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { ZDemoHintsResponse, ZErrorResponse } from '@amplio/shared/schemas/auth';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { AppError } from '../../lib/errors';
import { mayReadDevTools } from '../../lib/loopback';

/**
 * Spec 2 §2.8 shows demo credentials as hints on the sign-in page; we show them only while demo mode is on, and, like
 * the dev mailbox, only to this machine unless DEV_MAILBOX=public (`access`).
 */
export const demoHintsRoutes: FastifyPluginAsyncZod<{ demoMode: boolean; access: 'loopback' | 'public' }> = async (
  app,
  { demoMode, access },
) => {
  app.get(
    '/api/demo-hints',
    {
      schema: {
        tags: ['auth'],
        summary: 'The demo sign-ins (demo mode only, to this machine unless DEV_MAILBOX=public; 404 otherwise)',
        response: { 200: ZDemoHintsResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (!demoMode || !mayReadDevTools(access, request))
        throw new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });
      reply.header('Cache-Control', 'no-store');
      return {
        accounts: (['brand', 'creator', 'operator'] as const).map((kind) => ({
          kind,
          email: DEMO_ACCOUNTS[kind].email,
          password: DEMO_ACCOUNTS[kind].password,
        })),
      };
    },
  );
};
