import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBooksExportQuery,
  ZOpsBooksResponse,
  ZOpsIdParams,
  ZReconciliationAlertResponse,
  ZReconciliationAlertsQuery,
  ZReconciliationAlertsResponse,
  ZReconciliationRunResponse,
  ZResolveAlertRequest,
  OPS_BOOKS_MESSAGES as M,
} from '@amplio/shared/schemas/ops-books';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { operatorRouteOptions } from '../../plugins/operator-routes';
import { auditActorOf } from '../audit/audit-log';
import type { ReconciliationService } from './reconciliation.service';

/** The operator console's books: totals by account kind, reconciliation and its alerts, and the accountant's CSV. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService; db: Db; clock: Clock }> = async (
  app,
  { reconciliation, db, clock },
) => {
  const { read, write, answer, errors, tags } = operatorRouteOptions({ db, clock });

  app.get(
    '/api/ops/books',
    {
      ...read,
      schema: {
        tags,
        summary: 'The books: balances by account kind, the ledger invariants and the last reconciliation',
        description:
          'Balances are in rupees; external is negative (what came in from outside, net) and all of them sum to 0. The invariants and mismatches are those of the last reconciliation run (hourly, or POST /api/ops/reconciliation/run).',
        response: { 200: ZOpsBooksResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reconciliation.books();
    },
  );

  app.get(
    '/api/ops/books/transfers.csv',
    {
      ...read,
      schema: {
        tags,
        summary: 'Every ledger transfer of a period (days in IST, both included) as CSV, oldest first',
        description: `At most 366 days. Columns: seq, created_at (UTC), kind, amount_inr, from_account, from_owner, to_account, to_owner, reference_type, reference_id, campaign_id, idempotency_key.`,
        querystring: ZBooksExportQuery,
        response: {
          200: { description: 'The transfers, one per line, with a header line', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="amplio-transfers-${from}-to-${to}.csv"`)
        .type('text/csv; charset=utf-8');
      return reply.send(Readable.from(reconciliation.exportTransfers({ from, to })) as never);
    },
  );

  app.post(
    '/api/ops/reconciliation/run',
    {
      ...write,
      schema: {
        tags,
        summary: 'Runs the reconciliation now (it also runs hourly) and answers its summary',
        response: { 200: ZReconciliationRunResponse, ...errors },
      },
    },
    async () => ({ success: true as const, message: M.reconciled, data: await reconciliation.run() }),
  );

  app.get(
    '/api/ops/reconciliation/alerts',
    {
      ...read,
      schema: {
        tags,
        summary: 'Mismatches found by reconciliation: open ones oldest first (the default), or resolved ones latest first',
        querystring: ZReconciliationAlertsQuery,
        response: { 200: ZReconciliationAlertsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reconciliation.listAlerts({ status: request.query.status, page: request.query.page, perPage: request.query.per_page });
    },
  );

  app.post(
    '/api/ops/reconciliation/alerts/:id/resolve',
    {
      ...write,
      schema: {
        tags,
        summary: 'Marks an open alert resolved with what the operator checked or did (audited)',
        description: 'A resolved alert → 409. If a later run finds the same mismatch, it opens a new alert.',
        params: ZOpsIdParams,
        body: ZResolveAlertRequest,
        response: { 200: ZReconciliationAlertResponse, ...errors },
      },
    },
    async (request) =>
      answer(request, () => reconciliation.resolveAlert({ id: request.params.id, note: request.body.note, actor: auditActorOf(request) })),
  );
};
