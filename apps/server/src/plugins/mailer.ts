import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createMailService, type MailService } from '../features/mail/mail.service';
import { createMailTransport } from '../features/mail/mail-transports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail service; features get it through AppDeps, tests and scripts through the instance. */
    mail: MailService;
  }
}

/** Picks the transport (SMTP, or the dev mailbox), and runs the outbox worker from ready to close. */
export function registerMailer(app: FastifyInstance, opts: { config: AppConfig; db: Db; clock: Clock; startWorker: boolean }): MailService {
  const transport = createMailTransport({ config: opts.config, logger: app.log });
  const mail = createMailService({ db: opts.db, clock: opts.clock, transport, logger: app.log });
  app.decorate('mail', mail);
  if (opts.startWorker) {
    app.addHook('onReady', async () => mail.worker.start());
    // Whatever a successful write enqueued has committed by the time its answer is sent: wake the worker
    // so codes arrive at once instead of at the next poll.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method === 'POST' && reply.statusCode < 400) mail.notify();
      done();
    });
  }
  app.addHook('onClose', async () => {
    await mail.worker.stop();
    transport.close?.();
  });
  return mail;
}
