import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { requireRole } from '../../plugins/auth-guards';
import type { EventHub } from './event-hub';

const tags = ['live events'];

/** The Last-Event-ID a reconnecting EventSource sends (or `last_event_id` for clients that cannot set headers). */
function lastEventIdOf(header: unknown, query: string | undefined): number | null {
  const raw = typeof header === 'string' ? header : query;
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export const eventsRoutes: FastifyPluginAsyncZod<{ hub: EventHub }> = async (app, { hub }) => {
  app.get(
    '/api/events',
    {
      preValidation: requireRole(),
      // A stream is written as it goes: compression would hold events back.
      compress: false,
      schema: {
        tags,
        summary: 'The signed-in user’s live events (Server-Sent Events)',
        description:
          'Events `message`, `read`, `notification` and `status`, each with an `id`; `heartbeat` every 25 s. Reconnecting with `Last-Event-ID` (or `?last_event_id=`) first replays what was missed, up to 24 hours back. The stream ends when its session ends.',
        querystring: z.object({ last_event_id: z.string().max(20).optional() }),
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const auth = (await request.auth())!;
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      let closed = false;
      const stream = await hub.open({
        userId: auth.user.id,
        sessionHash: auth.sessionHash,
        lastEventId,
        write: (chunk) => {
          if (!closed) res.write(chunk);
        },
        end: () => {
          closed = true;
          res.end();
        },
      });
      // Tells the browser where it is, so a reconnect before any event still replays from here.
      res.write('event: ready\ndata: {}\n\n');
      request.raw.once('close', () => stream.close());
      if (request.raw.destroyed) stream.close();
    },
  );
};
