import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  NEWSLETTER_MESSAGES,
  ZNewsletterSubscribeRequest,
  ZNewsletterSubscribeResponse,
  ZNewsletterTokenQuery,
  ZNewsletterUnsubscribeResponse,
} from '@amplio/shared/schemas/newsletter';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { limitByAddress, PUBLIC_WRITE_LIMITS } from '../../plugins/ip-rate-limit';
import { renderNewsletterPage } from './newsletter.page';
import type { ConfirmOutcome, NewsletterService } from './newsletter.service';

const errors = { 413: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

const CONFIRM_PAGES: Record<ConfirmOutcome, { status: number; title: string; message: string; tone: 'success' | 'error' }> = {
  confirmed: { status: 200, title: 'You are subscribed', message: NEWSLETTER_MESSAGES.confirmed, tone: 'success' },
  invalid: { status: 400, title: 'This link does not work', message: NEWSLETTER_MESSAGES.confirmInvalid, tone: 'error' },
  expired: { status: 410, title: 'This link has expired', message: NEWSLETTER_MESSAGES.confirmExpired, tone: 'error' },
};

/** The footer's sign-up (spec 1 §7 shows no call; this is ours) and the two links every newsletter mail carries. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService; limiter: RateLimiter }> = async (
  app,
  { newsletter, limiter },
) => {
  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Signs an address up for the weekly letter (double opt-in; the same answer for every accepted address)',
        body: ZNewsletterSubscribeRequest,
        response: { 200: ZNewsletterSubscribeResponse, ...errors },
      },
      bodyLimit: 4096,
      preHandler: limitByAddress({ limiter, bucket: 'newsletter', rule: PUBLIC_WRITE_LIMITS.codeMail }),
    },
    async (request) => {
      const { message } = await newsletter.subscribe({ email: request.body.email });
      return { success: true as const, message };
    },
  );

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a subscription from the link in the mail (HTML page)',
        querystring: ZNewsletterTokenQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const view = CONFIRM_PAGES[await newsletter.confirm({ token: request.query.token })];
      return reply
        .status(view.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderNewsletterPage(view));
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes from the link in any newsletter mail (HTML page)',
        querystring: ZNewsletterTokenQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe({ token: request.query.token });
      const view =
        outcome === 'unsubscribed'
          ? { status: 200, title: 'You are unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed, tone: 'success' as const }
          : { status: 400, title: 'This link does not work', message: NEWSLETTER_MESSAGES.unsubscribeInvalid, tone: 'error' as const };
      return reply
        .status(view.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderNewsletterPage(view));
    },
  );

  // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" to the link of the
  // List-Unsubscribe header, from its own servers, so there is no session and no CSRF token; the signed token in the
  // link is the proof. Its own scope, so only this route accepts a form-encoded body.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.post(
      '/newsletter/unsubscribe',
      {
        config: { csrf: false },
        bodyLimit: 1024,
        schema: {
          tags: ['newsletter'],
          summary: 'One-click unsubscribe (RFC 8058), posted by mail clients',
          querystring: ZNewsletterTokenQuery,
          response: { 200: ZNewsletterUnsubscribeResponse, 400: ZNewsletterUnsubscribeResponse },
        },
      },
      async (request, reply) => {
        const outcome = await newsletter.unsubscribe({ token: request.query.token });
        return outcome === 'unsubscribed'
          ? { message: NEWSLETTER_MESSAGES.unsubscribed }
          : reply.status(400).send({ message: NEWSLETTER_MESSAGES.unsubscribeInvalid });
      },
    );
  });
};
