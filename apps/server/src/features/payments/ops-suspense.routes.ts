import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZOpsIdParams,
  ZSuspenseDecisionRequest,
  ZSuspenseItemResponse,
  ZSuspenseListResponse,
  ZSuspenseQuery,
} from '@amplio/shared/schemas/ops-books';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { operatorRouteOptions } from '../../plugins/operator-routes';
import { auditActorOf } from '../audit/audit-log';
import type { OpsSuspenseService } from './ops-suspense.service';

/** The operator console's suspense: payments that matched no open checkout, to refund or apply. */
export const opsSuspenseRoutes: FastifyPluginAsyncZod<{ suspense: OpsSuspenseService; db: Db; clock: Clock }> = async (
  app,
  { suspense, db, clock },
) => {
  const { read, write, answer, errors, tags } = operatorRouteOptions({ db, clock });

  app.get(
    '/api/ops/suspense',
    {
      ...read,
      schema: {
        tags,
        summary: 'Payments held in suspense by status (open by default), with counts per status',
        description:
          'A payment whose amount differed from its checkout, or that named no checkout of ours. Open ones oldest first; each says what arrived, what was expected and whether Apply can work (`can_apply`).',
        querystring: ZSuspenseQuery,
        response: { 200: ZSuspenseListResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return suspense.list({ status: request.query.status, page: request.query.page, perPage: request.query.per_page });
    },
  );

  app.post(
    '/api/ops/suspense/:id/refund',
    {
      ...write,
      schema: {
        tags,
        summary: 'Refunds a payment held in suspense to its payer, all of it (open → refunded)',
        description:
          'Its money moves to refunds pending and a provider refund is queued in the same transaction; a held funding becomes refunded and its brand is told. A payment already decided → 409.',
        params: ZOpsIdParams,
        body: ZSuspenseDecisionRequest.nullish(),
        response: { 200: ZSuspenseItemResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => suspense.refund({ id: request.params.id, note: request.body?.note, actor: auditActorOf(request) })),
  );

  app.post(
    '/api/ops/suspense/:id/apply',
    {
      ...write,
      schema: {
        tags,
        summary: 'Applies a payment held in suspense to the funding it was meant for (open → applied)',
        description:
          'Only when its funding is held for it, the payment covers the funding’s total, and the campaign can still take the money: escrow gets the amount, revenue the fee, tax payable the GST, and anything above the total is refunded. Otherwise 409 says why (refund it instead).',
        params: ZOpsIdParams,
        body: ZSuspenseDecisionRequest.nullish(),
        response: { 200: ZSuspenseItemResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => suspense.apply({ id: request.params.id, note: request.body?.note, actor: auditActorOf(request) })),
  );
};
