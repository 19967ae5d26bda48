import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft line breaks joined. */
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives; `rejectNext` makes it refuse messages, and
 * `delayMs` makes it take that long to accept each one (a slow relay).
 */
export async function startSmtpSink(opts: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const counts = { started: 0, connections: 0 };
  let rejections = 0;
  const connectionErrors: Error[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      counts.connections++;
      callback();
    },
    onData(stream, session, callback) {
      counts.started++;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        if (rejections > 0) {
          rejections--;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  // A client that dies mid-connection (kill -9 of a server holding pooled SMTP connections) resets its socket, and
  // smtp-server reports that as an 'error' event: with no listener it became an uncaught exception in the test run.
  // A real relay logs it and keeps serving; so does the sink, keeping the errors for a test that wants them.
  server.on('error', (err: Error) => {
    connectionErrors.push(err);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose transfer has begun, accepted or not yet. */
    get started() {
      return counts.started;
    },
    /** Connection errors smtp-server reported (a peer that reset its socket), in order. */
    connectionErrors,
    /** SMTP connections opened to it so far. */
    get connections() {
      return counts.connections;
    },
    rejectNext(count = 1) {
      rejections = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
