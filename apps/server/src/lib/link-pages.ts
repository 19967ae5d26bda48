import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderNewsletterPage } from '../features/newsletter/newsletter.page';

/** A page an e-mail link opens (confirm, unsubscribe): its status and what renderNewsletterPage shows. */
export type LinkPageView = Parameters<typeof renderNewsletterPage>[0] & { status: number };

/** A browser's form post asks for HTML; a mail client's one-click post does not, and gets JSON. */
export const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') ?? false;

export function sendLinkPage(reply: FastifyReply, view: LinkPageView) {
  const { status, ...page } = view;
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderNewsletterPage(page));
}

/**
 * A scope of its own for the routes an e-mail's button or a mail client posts to (confirm, one-click unsubscribe,
 * RFC 8058): only they accept a small form-encoded body. The signed or hashed token in the link is the proof, so they
 * take no session and no CSRF token (each route sets `config: { csrf: false }`).
 */
type ZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function registerLinkForms(app: FastifyInstance, routes: (forms: ZodInstance) => void) {
  return app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    routes(forms);
  });
}
