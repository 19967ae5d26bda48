import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZOpsRefundResponse,
  ZOpsRefundsQuery,
  ZOpsRefundsResponse,
  ZRefundIdParams,
  ZSettleRefundRequest,
} from '@amplio/shared/schemas/ops-refunds';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { operatorRouteOptions } from '../../plugins/operator-routes';
import { auditActorOf } from '../audit/audit-log';
import type { OpsRefundsService } from './ops-refunds.service';

/** The operator console's refunds: refunds the provider could not make, to send again or settle by hand. */
export const opsRefundsRoutes: FastifyPluginAsyncZod<{ refunds: OpsRefundsService; db: Db; clock: Clock }> = async (
  app,
  { refunds, db, clock },
) => {
  const { read, write, answer, errors, tags } = operatorRouteOptions({ db, clock });

  app.get(
    '/api/ops/refunds',
    {
      ...read,
      schema: {
        tags,
        summary: 'Refunds to payers by status (failed by default), with counts per status',
        description:
          'Failed and pending refunds oldest first (the brand that has waited longest first), processed ones latest first. Each carries its campaign, the brand user who owns it, the provider ids, the last failure reason and its audit trail.',
        querystring: ZOpsRefundsQuery,
        response: { 200: ZOpsRefundsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return refunds.list({ status: request.query.status, page: request.query.page, perPage: request.query.per_page });
    },
  );

  app.post(
    '/api/ops/refunds/:id/retry',
    {
      ...write,
      schema: {
        tags,
        summary: 'Sends a failed refund to the payment provider again (failed → pending)',
        description:
          'The refund job is queued in the same transaction and sends the refund’s original idempotency key, so a provider that did refund after all does not refund twice. A refund that is not failed → 409.',
        params: ZRefundIdParams,
        response: { 200: ZOpsRefundResponse, ...errors },
      },
    },
    async (request) => answer(request, () => refunds.retry({ refundId: request.params.id, actor: auditActorOf(request) })),
  );

  app.post(
    '/api/ops/refunds/:id/settle',
    {
      ...write,
      schema: {
        tags,
        summary: 'Records a refund the operator made by hand (bank transfer) with the bank’s reference (failed or pending → processed)',
        description:
          'Its money leaves refunds pending, where it waited since the refund was decided (refund_settled to external), in the same transaction. A processed refund → 409.',
        params: ZRefundIdParams,
        body: ZSettleRefundRequest,
        response: { 200: ZOpsRefundResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () =>
        refunds.settle({ refundId: request.params.id, reference: request.body.reference, actor: auditActorOf(request) }),
      ),
  );
};
