import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quietRequestLogs } from '../../lib/quiet-request-logs';
import type { TrackedLinksService } from './tracked-links.service';

/** The plain page an unknown link answers: no app shell, nothing about what exists. */
export const UNKNOWN_LINK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found · Amplio</title>
<style>body{font-family:system-ui,sans-serif;color:#0F172A;background:#F8FAFC;margin:0;display:grid;place-items:center;min-height:100vh}
main{max-width:28rem;padding:24px;text-align:center}h1{font-size:24px;margin:0 0 8px}p{color:#475569;line-height:1.5}a{color:#6D28D9}</style>
</head><body><main><h1>This link does not exist</h1>
<p>Check that you copied the whole link. If a creator shared it, ask them for it again.</p>
<p><a href="/">Go to Amplio</a></p></main></body></html>`;

// Any length the router takes (longer answers 414): an impossible code is simply unknown.
const ZParams = z.object({ code: z.string().max(200) });

/**
 * `GET /r/{code}`: 302 to the campaign's destination with Amplio's utm parameters, or a plain 404 page. No cookie, no
 * session, nothing written on the way: the click is counted in memory and written in the next batch.
 */
export const trackedLinksRoutes: FastifyPluginAsyncZod<{ links: TrackedLinksService }> = async (app, { links }) => {
  // Links are followed many times a second: like the probes, they log warnings and errors only, through one logger.
  quietRequestLogs(app, { route: 'tracked-link' });
  app.get(
    '/r/:code',
    {
      compress: false,
      schema: {
        tags: ['tracked-links'],
        summary: "A creator's tracked link: 302 to the campaign's destination with utm parameters; 404 page for an unknown code",
        params: ZParams,
      },
    },
    async (request, reply) => {
      const url = await links.follow({ code: request.params.code, ip: request.ip, userAgent: request.headers['user-agent'] });
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      if (!url) return reply.status(404).type('text/html; charset=utf-8').send(UNKNOWN_LINK_PAGE);
      return reply.redirect(url, 302);
    },
  );
};
