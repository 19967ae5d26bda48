import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { SubscriptionChargeRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import { requireRole } from '../../../plugins/auth-guards';
import { renderSandboxNotFound } from './sandbox-checkout.page';
import { renderMandateCheckout, renderMandateControl } from './sandbox-mandate.page';
import {
  findSandboxMandate,
  issueSandboxMandate,
  SANDBOX_CHECKOUT_DECLINE_REASON,
  SANDBOX_MANDATE_LABEL,
  SANDBOX_MANDATE_PATH,
  sandboxChargeEvent,
  sandboxMandateId,
  setSandboxDeclineNext,
} from './sandbox-mandates';
import { queueSandboxWebhook } from './sandbox-webhooks';

const ZParams = z.object({ charge_id: z.string().max(100) });
const ZForm = z.object({ _token: z.string().max(256).optional(), decline: z.enum(['on', 'off']).optional() });
const BILLING = '/brand/billing';

/**
 * The sandbox's recurring pages (decision 045): the mandate checkout of a plan's first month, with Pay and Fail, and
 * the control that declines the brand's mandate's next charge. 404 unless the sandbox is the configured provider.
 */
export async function sandboxMandateRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    jobs: JobQueue;
    clock: Clock;
    config: PaymentsConfig;
    ownCharge: (input: { userId: string; chargeId: string }) => Promise<SubscriptionChargeRow | undefined>;
    /** The brand's current mandate: its provider, id and label (the billing feature's record). */
    mandateOf: (userId: string) => Promise<{ provider: string | null; id: string | null; label: string | null } | undefined>;
  },
) {
  const { db, jobs, clock, config } = opts;
  const enabled = config.provider === 'sandbox';
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const notFoundPage = (reply: FastifyReply) => reply.status(404).type('text/html; charset=utf-8').send(renderSandboxNotFound());
  const html = (reply: FastifyReply, body: string) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  async function brandOf(request: FastifyRequest) {
    const auth = await request.auth();
    return auth?.user.userType === 'brand' ? auth.user : undefined;
  }

  r.get('/sandbox/mandate-checkout/:charge_id', { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    if (!enabled) return notFoundPage(reply);
    const auth = await request.auth();
    if (!auth) return reply.redirect(`/brand/login?redirect=${encodeURIComponent(request.url)}`, 303);
    const user = await brandOf(request);
    const charge = user && (await opts.ownCharge({ userId: user.id, chargeId: request.params.charge_id }));
    if (charge?.kind !== 'subscribe') return notFoundPage(reply);
    return html(reply, renderMandateCheckout({ charge, csrfToken: request.csrfToken(reply) }));
  });

  for (const outcome of ['captured', 'failed'] as const) {
    r.post(
      `/sandbox/mandate-checkout/:charge_id/${outcome === 'captured' ? 'pay' : 'fail'}`,
      { schema: { hide: true, params: ZParams, body: ZForm.optional() }, preHandler: enabled ? requireRole('brand') : [] },
      async (request, reply) => {
        if (!enabled) return notFoundPage(reply);
        const user = await brandOf(request);
        const charge = user && (await opts.ownCharge({ userId: user.id, chargeId: request.params.charge_id }));
        if (!user || !charge || charge.kind !== 'subscribe') return notFoundPage(reply);
        if (charge.status === 'pending') {
          const mandateId = sandboxMandateId(charge.id);
          await db.transaction(async (tx) => {
            if (outcome === 'captured') await issueSandboxMandate(tx, { mandateId, userId: user.id, now: clock.now() });
            await queueSandboxWebhook({
              jobs,
              tx,
              body: sandboxChargeEvent({
                chargeId: charge.id,
                totalPaise: charge.totalPaise,
                outcome,
                at: clock.now(),
                mandateId,
                reason: SANDBOX_CHECKOUT_DECLINE_REASON,
              }),
              duplicate: config.sandboxDuplicateWebhooks,
            });
          });
        }
        return reply.redirect(`${BILLING}?checkout=${charge.id}`, 303);
      },
    );
  }

  r.get(SANDBOX_MANDATE_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!enabled) return notFoundPage(reply);
    const auth = await request.auth();
    if (!auth) return reply.redirect(`/brand/login?redirect=${encodeURIComponent(request.url)}`, 303);
    const user = await brandOf(request);
    if (!user) return notFoundPage(reply);
    const mandate = await currentMandate(user.id);
    return html(reply, renderMandateControl({ mandate, csrfToken: request.csrfToken(reply) }));
  });

  r.post(
    `${SANDBOX_MANDATE_PATH}/decline-next`,
    { schema: { hide: true, body: ZForm.optional() }, preHandler: enabled ? requireRole('brand') : [] },
    async (request, reply) => {
      if (!enabled) return notFoundPage(reply);
      const user = await brandOf(request);
      const mandate = user && (await currentMandate(user.id));
      if (!mandate) return notFoundPage(reply);
      await setSandboxDeclineNext(db, { mandateId: mandate.id, decline: request.body?.decline !== 'off' });
      return reply.redirect(SANDBOX_MANDATE_PATH, 303);
    },
  );

  /** The brand's mandate, when the sandbox issued it. */
  async function currentMandate(userId: string) {
    const mandate = await opts.mandateOf(userId);
    if (!mandate?.id || mandate.provider !== 'sandbox') return null;
    const row = await findSandboxMandate(db, mandate.id);
    if (!row || row.userId !== userId) return null;
    return { id: row.mandateId, label: mandate.label ?? SANDBOX_MANDATE_LABEL, declineNext: row.declineNext };
  }
}
