import type { FastifyReply } from 'fastify';
import { renderNewsletterPage } from '../features/newsletter/newsletter.page';

/** A page an e-mail link opens (confirm, unsubscribe): its status and what renderNewsletterPage shows. */
export type LinkPageView = Parameters<typeof renderNewsletterPage>[0] & { status: number };

/** A browser's form post asks for HTML; a mail client's one-click post does not, and gets JSON. */
export const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') ?? false;

export function sendLinkPage(reply: FastifyReply, view: LinkPageView) {
  const { status, ...page } = view;
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderNewsletterPage(page));
}
