import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRememberOn, ZCheckAuthResponse, ZErrorResponse, ZLoginResponse } from '@amplio/shared/schemas/auth';
import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import { ZOpsLoginRequest } from '@amplio/shared/schemas/ops';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { authenticate, DASHBOARD_FOR } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { toPublicUser } from './public-user';

const OPS_HOME = DASHBOARD_FOR.operator;
export const OPS_LOGIN_PATH = '/ops/login';

/** After sign-in an operator goes where they were headed inside the console, else to the payouts queue. */
const opsRedirect = (requested: unknown) => {
  const path = toSafeRedirectPath(requested, OPS_HOME);
  return path.startsWith('/ops/') && !path.startsWith(OPS_LOGIN_PATH) ? path : OPS_HOME;
};

/**
 * The operator's sign-in (issue 13 §4), shaped like the brand's and the creator's: the same throttle, session
 * rotation and CSRF token. Brands and creators are refused here (403), as operators are on their pages.
 */
export const opsAuthRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (app, { db, limiter }) => {
  const throttle = createLoginThrottle({ limiter });

  app.post(
    OPS_LOGIN_PATH,
    {
      config: { clientErrors: [429] },
      schema: {
        tags: ['auth'],
        summary: 'Operator sign-in',
        body: ZOpsLoginRequest,
        response: { 200: ZLoginResponse, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, remember, redirect } = request.body;
      const user = await authenticate({ db, throttle, role: 'operator', email, password, ip: request.ip });
      const csrf = await request.signIn(reply, { user, remember: isRememberOn(remember) });
      return { success: true as const, redirect: opsRedirect(redirect), user: toPublicUser(user), csrf_token: csrf };
    },
  );

  app.get(
    '/ops/check-auth',
    { schema: { tags: ['auth'], summary: 'Is an operator signed in?', response: { 200: ZCheckAuthResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const auth = await request.auth();
      const ok = auth?.user.userType === 'operator';
      return { authenticated: ok, user: ok && auth ? toPublicUser(auth.user) : null };
    },
  );

  app.post(
    '/api/ops/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Operator sign-out',
        response: { 200: z.object({ success: z.literal(true), redirect: z.string(), csrf_token: z.string() }) },
      },
    },
    async (request, reply) => {
      await request.signOut(reply);
      return { success: true as const, redirect: OPS_LOGIN_PATH, csrf_token: request.csrfToken(reply) };
    },
  );
};
