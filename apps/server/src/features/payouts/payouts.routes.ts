import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFailPayoutRequest,
  ZOpsPayoutResponse,
  ZOpsPayoutsQuery,
  ZOpsPayoutsResponse,
  ZPayoutIdParams,
  ZSendPayoutRequest,
  ZSettlePayoutRequest,
} from '@amplio/shared/schemas/ops';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { operatorRouteOptions } from '../../plugins/operator-routes';
import { auditActorOf } from '../audit/audit-log';
import type { PayoutsService } from './payouts.service';

/**
 * The operator console's API: operators only (anonymous 401, brands and creators 403); every write CSRF-checked and
 * audited. Writes take an optional Idempotency-Key: a retried click gets the first answer instead of a 409.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService; db: Db; clock: Clock }> = async (
  app,
  { payouts, db, clock },
) => {
  const { read, write, answer, errors, tags } = operatorRouteOptions({ db, clock });

  app.get(
    '/api/ops/payouts',
    {
      ...read,
      schema: {
        tags,
        summary: 'Payouts by status (pending and processing oldest first, paid and failed latest first), with counts per status',
        querystring: ZOpsPayoutsQuery,
        response: { 200: ZOpsPayoutsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return payouts.list({ status: request.query.status, page: request.query.page, perPage: request.query.per_page });
    },
  );

  app.post(
    '/api/ops/payouts/:id/send',
    {
      ...write,
      schema: {
        tags,
        summary: 'Sends a pending payout through the payment provider (pending → processing)',
        description:
          'The provider reports the outcome by webhook (payout.processed → paid, payout.failed → failed). In the sandbox it comes a few seconds later; `simulate: "failed"` makes it a failure. A payout not pending → 409.',
        params: ZPayoutIdParams,
        body: ZSendPayoutRequest.nullish(),
        response: { 200: ZOpsPayoutResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => payouts.send({ payoutId: request.params.id, actor: auditActorOf(request), simulate: request.body?.simulate })),
  );

  app.post(
    '/api/ops/payouts/:id/settle',
    {
      ...write,
      schema: {
        tags,
        summary: 'Marks a pending or processing payout paid with the bank’s reference (UTR)',
        params: ZPayoutIdParams,
        body: ZSettlePayoutRequest,
        response: { 200: ZOpsPayoutResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => payouts.settle({ payoutId: request.params.id, utr: request.body.utr, actor: auditActorOf(request) })),
  );

  app.post(
    '/api/ops/payouts/:id/fail',
    {
      ...write,
      schema: {
        tags,
        summary: 'Marks a pending or processing payout failed; the money goes back to the creator’s wallet',
        params: ZPayoutIdParams,
        body: ZFailPayoutRequest,
        response: { 200: ZOpsPayoutResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => payouts.fail({ payoutId: request.params.id, reason: request.body.reason, actor: auditActorOf(request) })),
  );
};
