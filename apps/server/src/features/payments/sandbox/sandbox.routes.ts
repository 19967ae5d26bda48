import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsConfig } from '../../../config';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import { AppError } from '../../../lib/errors';
import { requireRole } from '../../../plugins/auth-guards';
import { receiptPath } from '../funding-view';
import type { PaymentsService } from '../payments.service';
import { renderSandboxCheckout, renderSandboxNotFound } from './sandbox-checkout.page';
import { type SandboxPaymentOutcome, sandboxPaymentEvent } from './sandbox-events';
import { queueSandboxWebhook, registerSandboxWebhookDelivery } from './sandbox-webhooks';

const ZParams = z.object({ funding_id: z.string().max(100) });
const ZForm = z.object({ _token: z.string().max(256).optional(), simulate: z.enum(['short']).optional() });

export const campaignReturnPath = (funding: { campaignId: string; id: string }) =>
  `/brand/campaigns/${funding.campaignId}?funding=${funding.id}`;

/**
 * The sandbox provider's pages: its checkout and the Pay / Fail buttons, for the brand who owns the funding.
 * They answer 404 unless the sandbox is the configured provider (so never in production by accident).
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentsService; jobs: JobQueue; clock: Clock; config: PaymentsConfig },
) {
  const { payments, jobs, config } = opts;
  const enabled = config.provider === 'sandbox';
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (enabled) await registerSandboxWebhookDelivery({ app, jobs, clock: opts.clock, secret: config.webhookSecret });

  // The buttons are plain HTML forms; only this scope accepts a form-encoded body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const notFoundPage = (reply: FastifyReply) => reply.status(404).type('text/html; charset=utf-8').send(renderSandboxNotFound());

  async function ownFunding(request: FastifyRequest<{ Params: { funding_id: string } }>) {
    const auth = await request.auth();
    if (auth?.user.userType !== 'brand') return undefined;
    try {
      return await payments.getOwnFunding({ brandUserId: auth.user.id, fundingId: request.params.funding_id });
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  r.get('/sandbox/checkout/:funding_id', { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    if (!enabled) return notFoundPage(reply);
    const auth = await request.auth();
    if (!auth) return reply.redirect(`/brand/login?redirect=${encodeURIComponent(request.url)}`, 303);
    const funding = await ownFunding(request);
    if (!funding) return notFoundPage(reply);
    const campaign = await payments.campaignNameOf(funding.campaignId);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(
      renderSandboxCheckout({
        funding,
        campaignName: campaign,
        csrfToken: request.csrfToken(reply),
        backUrl: campaignReturnPath(funding),
        receiptUrl: receiptPath(funding.id),
      }),
    );
  });

  const outcomeRoute = (outcome: SandboxPaymentOutcome) =>
    r.post(
      `/sandbox/checkout/:funding_id/${outcome === 'captured' ? 'pay' : 'fail'}`,
      { schema: { hide: true, params: ZParams, body: ZForm.optional() }, preHandler: enabled ? requireRole('brand') : [] },
      async (request, reply) => {
        if (!enabled) return notFoundPage(reply);
        const funding = await ownFunding(request);
        if (!funding) return notFoundPage(reply);
        // Pay works on any checkout not paid yet: on a closed one it plays a provider that captures late (Amplio then
        // refunds it in full); "short" pays ₹1 less than asked (Amplio holds it in suspense). Fail only on an open one.
        const acts = outcome === 'captured' ? funding.status !== 'captured' : funding.status === 'pending';
        if (acts) {
          const short = outcome === 'captured' && request.body?.simulate === 'short';
          await queueSandboxWebhook({
            jobs,
            body: sandboxPaymentEvent({
              fundingId: funding.id,
              totalPaise: short ? funding.totalPaise - 100n : funding.totalPaise,
              outcome,
              at: opts.clock.now(),
            }),
            duplicate: config.sandboxDuplicateWebhooks,
          });
        }
        return reply.redirect(funding.status === 'captured' ? receiptPath(funding.id) : campaignReturnPath(funding), 303);
      },
    );
  outcomeRoute('captured');
  outcomeRoute('failed');
}
