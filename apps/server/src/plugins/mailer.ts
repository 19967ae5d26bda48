import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { JobQueueRuntime } from '../lib/jobs/pg-boss-queue';
import { createMailService, type MailService } from '../features/mail/mail.service';
import { createMailTransport } from '../features/mail/mail-transports';
import { MAIL_SEND_QUEUE, registerMailJobs } from '../features/mail/mail-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail service; features get it through AppDeps, tests and scripts through the instance. */
    mail: MailService;
  }
}

/** Picks the transport (SMTP, or the dev mailbox) and registers the jobs that send the outbox and give up on it. */
export async function registerMailer(
  app: FastifyInstance,
  opts: { config: AppConfig; db: Db; clock: Clock; jobs: JobQueueRuntime },
): Promise<MailService> {
  const { jobs } = opts;
  const transport = createMailTransport({ config: opts.config, logger: app.log });
  await registerMailJobs(jobs, { db: opts.db, clock: opts.clock, transport, logger: app.log });
  const mail = createMailService({
    db: opts.db,
    clock: opts.clock,
    jobs,
    wake: () => jobs.wake(MAIL_SEND_QUEUE),
    transportName: transport.name,
  });
  app.decorate('mail', mail);
  // Whatever a successful write enqueued has committed by the time its answer is sent: wake the worker so
  // codes arrive at once instead of at the next poll (LISTEN/NOTIFY does the same across nodes).
  app.addHook('onResponse', function wakeMailAfterWrite(request, reply, done) {
    if (request.method === 'POST' && reply.statusCode < 400) mail.notify();
    done();
  });
  // Running sends finish before the transport goes away.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close?.();
  });
  return mail;
}
