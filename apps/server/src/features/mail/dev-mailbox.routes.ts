import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { AppDeps } from '../../app-deps';
import { findMail, listMails } from './mail.repository';
import { renderMailboxPage } from './dev-mailbox.page';
import { isUuid } from '@amplio/shared/domain/uuid';
import { mayReadDevTools } from '../../lib/loopback';

const MAILBOX_LIMIT = 100;
const ZMailboxQuery = z.object({ to: z.string().max(320).optional() });
const ZMailboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  status: z.string(),
  created_at: z.string(),
});

/**
 * The dev mailbox: every outbox row, readable without an SMTP server. Only when config.devMailbox; in production
 * the paths answer a JSON 404 here rather than falling through to the web app's HTML shell. It holds every user's
 * verification and reset codes, so it answers only requests from this machine unless DEV_MAILBOX=public; anyone else
 * gets the same 404 as in production.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'db'>> = async (app, { config, db }) => {
  if (!config.devMailbox) {
    const notFound = { schema: { hide: true } };
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/*']) {
      app.get(url, notFound, async (_request, reply) => reply.status(404).send({ message: HTTP_MESSAGES.notFound }));
    }
    return;
  }
  // This plugin's routes only: before anything is read, a request from elsewhere answers as if the mailbox did not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!mayReadDevTools(config.devMailboxAccess, request)) return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
  });

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail in the outbox, newest first (not in production; this machine only unless DEV_MAILBOX=public)',
        querystring: ZMailboxQuery,
        response: { 200: z.array(ZMailboxEntry) },
      },
    },
    async (request, reply) => {
      const mails = await listMails(db, { to: request.query.to, limit: MAILBOX_LIMIT });
      reply.header('Cache-Control', 'no-store');
      return mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers ?? {},
        status: m.status,
        created_at: m.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The dev mailbox page (not in production; this machine only unless DEV_MAILBOX=public)',
        querystring: ZMailboxQuery,
      },
    },
    async (request, reply) => {
      const mails = await listMails(db, { to: request.query.to, limit: MAILBOX_LIMIT });
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage({ mails, to: request.query.to }));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'One mail as its HTML (not in production; this machine only unless DEV_MAILBOX=public)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const mail = isUuid(request.params.id) ? await findMail(db, request.params.id) : undefined;
      if (!mail) return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
