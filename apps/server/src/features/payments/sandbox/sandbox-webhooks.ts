import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import type { DbOrTx } from '../../../db/client';
import { PAYMENT_JOBS, WEBHOOK_RETRY_LIMIT } from '../payment-jobs';
import { SIGNATURE_HEADER, signWebhook } from '../webhook-signature';
import type { SandboxWebhookBody } from './sandbox-events';

export const WEBHOOK_PATH = '/api/payments/webhook';

/** Queues the event's delivery; with duplicates on, it is queued twice, the same event id both times. */
export async function queueSandboxWebhook(input: {
  jobs: Pick<JobQueue, 'send'>;
  tx?: DbOrTx;
  body: SandboxWebhookBody;
  duplicate: boolean;
  /** Deliver no earlier than this (a payout's outcome comes a few seconds after it is sent). */
  startAfter?: Date;
}) {
  const copies = input.duplicate ? 2 : 1;
  for (let i = 0; i < copies; i++) {
    await input.jobs.send({
      tx: input.tx,
      name: PAYMENT_JOBS.sandboxWebhook,
      data: { body: input.body },
      retryLimit: WEBHOOK_RETRY_LIMIT,
      ...(input.startAfter ? { startAfter: input.startAfter } : {}),
    });
  }
}

/**
 * The delivery job: signs the body at send time and posts it to our own webhook endpoint through the app's
 * full request path (app.inject: routing, raw-body parsing, signature check), as the provider's POST would arrive.
 * A non-2xx answer throws, so the queue retries with backoff.
 */
export function registerSandboxWebhookDelivery(input: { app: FastifyInstance; jobs: JobQueue; clock: Clock; secret: string }) {
  return input.jobs.work<{ body: SandboxWebhookBody }>(PAYMENT_JOBS.sandboxWebhook, async (job) => {
    const rawBody = Buffer.from(JSON.stringify(job.data.body));
    const res = await input.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook({ secret: input.secret, rawBody, at: input.clock.now() }),
        'user-agent': 'Amplio-Sandbox-Webhooks/1.0',
      },
      payload: rawBody,
    });
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new Error(`webhook ${job.data.body.id} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  });
}
