import { request } from 'node:http';

export interface StreamEvent {
  id: number | null;
  event: string;
  data: unknown;
}

/**
 * An EventSource as a test holds it: GET /api/events with the session cookie (and Last-Event-ID), parsing each frame.
 * `ended` resolves when the server ends the stream.
 */
export function openEventStream(input: { baseUrl: string; cookie: string; lastEventId?: number | null }) {
  const events: StreamEvent[] = [];
  let waiters: (() => void)[] = [];
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const url = new URL('/api/events', input.baseUrl);
  const headers: Record<string, string> = { accept: 'text/event-stream', cookie: input.cookie };
  if (input.lastEventId !== undefined && input.lastEventId !== null) headers['last-event-id'] = String(input.lastEventId);
  let status = 0;
  let close = () => {};
  const opened = new Promise<number>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      status = res.statusCode ?? 0;
      resolve(status);
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            frame
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (!fields.event && !fields.data) continue;
          events.push({
            id: fields.id ? Number(fields.id) : null,
            event: fields.event ?? 'message',
            data: fields.data ? JSON.parse(fields.data) : null,
          });
          for (const wake of waiters) wake();
          waiters = [];
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
    });
    req.on('error', (err) => {
      endedResolve();
      reject(err);
    });
    req.end();
    close = () => req.destroy();
  });
  return {
    events,
    opened,
    ended,
    close: () => close(),
    /** The events of a type seen so far. */
    of: (type: string) => events.filter((e) => e.event === type),
    /** Waits until `check` holds over the events seen, or fails after `ms`. */
    async until(check: (events: StreamEvent[]) => boolean, ms = 5_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check(events)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the stream did not get there within ${ms} ms: ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

export type EventStreamClient = ReturnType<typeof openEventStream>;
