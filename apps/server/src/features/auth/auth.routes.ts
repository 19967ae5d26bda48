import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBrandLoginRequest,
  ZCheckAuthResponse,
  ZCreatorLoginRequest,
  ZErrorResponse,
  ZLoginResponse,
  isRememberOn,
} from '@amplio/shared/schemas/auth';
import type { UserType } from '@amplio/shared/constants/roles';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { authenticate, redirectAfterLogin } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { onUnverifiedSignIn } from './unverified-sign-in';
import type { EmailVerificationService } from '../verification/email-verification.service';
import { findCreatorProfileSummary } from './creator-profile-summary';
import { toPublicUser } from './public-user';
import { opsAuthRoutes } from './ops-auth.routes';

const loginResponses = { 200: ZLoginResponse, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod<AppDeps & { emailVerification: EmailVerificationService }> = async (
  app,
  { db, limiter, emailVerification },
) => {
  const csrfCookie = {
    tags: ['auth'],
    summary: 'Sets the XSRF-TOKEN cookie',
    response: { 204: z.null().describe('No content: the XSRF-TOKEN cookie is set (and a session cookie for a new visitor)') },
  };
  app.get('/sanctum/csrf-cookie', { schema: csrfCookie }, async (request, reply) => {
    const token = request.csrfToken(reply);
    reply.setCookie('XSRF-TOKEN', token, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
    return reply.status(204).send(null);
  });

  await app.register(opsAuthRoutes, { db, limiter });

  const throttle = createLoginThrottle({ limiter });
  for (const role of ['brand', 'creator'] as const) {
    app.post(
      `/${role}/login`,
      {
        schema: {
          tags: ['auth'],
          summary: `${role === 'brand' ? 'Brand' : 'Creator'} sign-in`,
          body: role === 'brand' ? ZBrandLoginRequest : ZCreatorLoginRequest,
          response: loginResponses,
        },
      },
      async (request, reply) => {
        const { email, password, remember, redirect } = request.body;
        const user = await authenticate({ db, throttle, role, email, password, ip: request.ip });
        if (!user.emailVerifiedAt) await onUnverifiedSignIn({ user, role, emailVerification });
        const csrf = await request.signIn(reply, { user, remember: isRememberOn(remember) });
        return {
          success: true as const,
          redirect: redirectAfterLogin({ user, requested: redirect }),
          user: toPublicUser(user),
          csrf_token: csrf,
        };
      },
    );
  }

  for (const role of ['creator', 'brand'] as const satisfies UserType[]) {
    app.get(
      `/${role}/check-auth`,
      { schema: { tags: ['auth'], summary: `Is a ${role} signed in?`, response: { 200: ZCheckAuthResponse } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const auth = await request.auth();
        const ok = auth?.user.userType === role;
        return { authenticated: ok, user: ok && auth ? toPublicUser(auth.user) : null };
      },
    );
  }

  app.get(
    '/api/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user' }, config: { clientErrors: [401] } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const auth = await request.auth();
      if (!auth) throw new AppError({ code: 'unauthenticated', status: 401, message: HTTP_MESSAGES.unauthenticated });
      const publicUser = toPublicUser(auth.user);
      // A creator's pages show the profile photo and username with the name (spec 3 §3).
      const user =
        auth.user.userType === 'creator'
          ? { ...publicUser, creator_profile: await findCreatorProfileSummary(db, auth.user.id) }
          : publicUser;
      return { ...user, user };
    },
  );

  const signOut = {
    schema: {
      tags: ['auth'],
      summary: 'Sign out',
      response: { 200: z.object({ success: z.literal(true), redirect: z.string(), csrf_token: z.string() }) },
    },
  };
  app.post('/api/brands/logout', signOut, async (request, reply) => {
    await request.signOut(reply);
    return { success: true as const, redirect: '/brand', csrf_token: request.csrfToken(reply) };
  });
  app.post('/api/creators/logout', signOut, async (request, reply) => {
    await request.signOut(reply);
    return { success: true as const, redirect: '/creator?logged_out=1', csrf_token: request.csrfToken(reply) };
  });

  // The spec's creator sign-out loads this in a hidden frame. A GET that changes state is only honoured
  // when the browser says it came from our own pages, so another site cannot sign people out.
  app.get(
    '/do-logout',
    { schema: { tags: ['auth'], summary: 'Creator sign-out for the hidden frame' }, config: { clientErrors: [403] } },
    async (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      if (site && site !== 'same-origin' && site !== 'none') {
        throw new AppError({ code: 'cross_site', status: 403, message: HTTP_MESSAGES.forbidden });
      }
      await request.signOut(reply);
      reply.header('Cache-Control', 'no-store');
      return reply.type('text/html').send('<!doctype html><title>Signed out</title>');
    },
  );
};
