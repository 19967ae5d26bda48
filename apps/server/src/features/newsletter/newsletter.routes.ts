import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  NEWSLETTER_MESSAGES,
  ZNewsletterSubscribeRequest,
  ZNewsletterSubscribeResponse,
  ZNewsletterTokenQuery,
  ZNewsletterUnsubscribeResponse,
} from '@amplio/shared/schemas/newsletter';
import { htmlPage } from '../../lib/openapi/client-errors';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { limitByAddress, PUBLIC_WRITE_LIMITS } from '../../plugins/ip-rate-limit';
import { type LinkPageView, registerLinkForms, sendLinkPage as sendPage, wantsHtml } from '../../lib/link-pages';
import type { ConfirmOutcome, NewsletterService, UnsubscribeOutcome } from './newsletter.service';

const errors = { 413: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

/** The pages the links open (documentation only: the handlers send HTML strings, which are never serialized). */
const confirmPages = (ok: string) => ({
  200: htmlPage(ok),
  400: htmlPage('A page saying the link does not work (unknown or already used token)'),
  410: htmlPage('A page saying the link has expired'),
});
const invalidUnsubscribePage = htmlPage('A page saying the link does not work');
/** The one-click POST answers JSON to a mail client and a page to a browser (Accept: text/html). */
const jsonOrPage = <T extends z.ZodType>(json: T, page: string) => ({
  description: page,
  content: { 'application/json': { schema: json }, 'text/html': { schema: z.string() } },
});

type NewsletterPageView = LinkPageView;

const CONFIRM_PAGES: Record<ConfirmOutcome, NewsletterPageView> = {
  confirmed: { status: 200, title: 'You are subscribed', message: NEWSLETTER_MESSAGES.confirmed, tone: 'success' },
  invalid: { status: 400, title: 'This link does not work', message: NEWSLETTER_MESSAGES.confirmInvalid, tone: 'error' },
  expired: { status: 410, title: 'This link has expired', message: NEWSLETTER_MESSAGES.confirmExpired, tone: 'error' },
};

const UNSUBSCRIBE_PAGES: Record<UnsubscribeOutcome, NewsletterPageView> = {
  unsubscribed: { status: 200, title: 'You are unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed, tone: 'success' },
  invalid: { status: 400, title: 'This link does not work', message: NEWSLETTER_MESSAGES.unsubscribeInvalid, tone: 'error' },
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
        summary: 'The page a confirm link opens: a button that confirms (the link itself changes nothing)',
        querystring: ZNewsletterTokenQuery,
        produces: ['text/html'],
        response: confirmPages('The confirm page, with its button'),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const check = await newsletter.checkConfirm({ token });
      if (check !== 'valid') return sendPage(reply, CONFIRM_PAGES[check]);
      return sendPage(reply, {
        status: 200,
        title: 'Confirm your subscription',
        message: NEWSLETTER_MESSAGES.confirmPrompt,
        tone: 'action',
        action: { url: '/newsletter/confirm', label: 'Confirm my subscription', fields: { token: token ?? '' } },
      });
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The page an unsubscribe link opens: a button that unsubscribes (the link itself changes nothing)',
        querystring: ZNewsletterTokenQuery,
        produces: ['text/html'],
        response: { 200: htmlPage('The unsubscribe page, with its button'), 400: invalidUnsubscribePage },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if ((await newsletter.checkUnsubscribe({ token })) !== 'valid') return sendPage(reply, UNSUBSCRIBE_PAGES.invalid);
      return sendPage(reply, {
        status: 200,
        title: 'Unsubscribe from the newsletter',
        message: NEWSLETTER_MESSAGES.unsubscribePrompt,
        tone: 'action',
        action: {
          url: `/newsletter/unsubscribe?token=${encodeURIComponent(token ?? '')}`,
          label: 'Unsubscribe',
          fields: { 'List-Unsubscribe': 'One-Click' },
        },
      });
    },
  );

  // The POSTs act. The token in the link (signed, or single-use and hashed) is the proof, as for RFC 8058's one-click
  // unsubscribe, which mail clients post from their own servers: so there is no session and no CSRF token. Their own
  // scope, so only these routes accept a form-encoded body.
  await registerLinkForms(app, (forms) => {
    forms.post(
      '/newsletter/confirm',
      {
        config: { csrf: false },
        bodyLimit: 1024,
        schema: {
          tags: ['newsletter'],
          summary: 'Confirms a subscription: the button on the confirm page posts the token here (HTML page)',
          body: ZNewsletterTokenQuery,
          produces: ['text/html'],
          response: confirmPages('A page saying the subscription is confirmed'),
        },
      },
      async (request, reply) => sendPage(reply, CONFIRM_PAGES[await newsletter.confirm({ token: request.body.token })]),
    );

    forms.post(
      '/newsletter/unsubscribe',
      {
        config: { csrf: false },
        bodyLimit: 1024,
        schema: {
          tags: ['newsletter'],
          summary: 'Unsubscribes: one-click (RFC 8058) from mail clients, or the button on the unsubscribe page (HTML for browsers)',
          querystring: ZNewsletterTokenQuery,
          response: {
            200: jsonOrPage(ZNewsletterUnsubscribeResponse, 'Unsubscribed'),
            400: jsonOrPage(ZNewsletterUnsubscribeResponse, 'The link does not work (unknown token)'),
          },
        },
      },
      async (request, reply) => {
        const outcome = await newsletter.unsubscribe({ token: request.query.token });
        if (wantsHtml(request.headers.accept)) return sendPage(reply, UNSUBSCRIBE_PAGES[outcome]);
        return outcome === 'unsubscribed'
          ? { message: NEWSLETTER_MESSAGES.unsubscribed }
          : reply.status(400).send({ message: NEWSLETTER_MESSAGES.unsubscribeInvalid });
      },
    );
  });
};
