import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZEarningsResponse,
  ZPaymentHistoryQuery,
  ZPaymentHistoryResponse,
  ZPaymentTrackerResponse,
  ZWithdrawalRequest,
  ZWithdrawalResponse,
} from '@amplio/shared/schemas/wallet';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createIdempotency, idempotencyKeyOf } from '../../lib/idempotency/idempotency';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { parseWithdrawalRequest, type WalletService } from './wallet.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse };
const tags = ['wallet'];
// The withdrawal is parsed in the handler, so the 422's message can be the spec's for payment details.
const readInHandler = () => (data: unknown) => ({ value: data });

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; db: Db; clock: Clock }> = async (app, { wallet, db, clock }) => {
  const creatorOnly = requireRole('creator');
  const idempotent = createIdempotency({ db, clock }).route({ successStatus: 201 });
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('Cache-Control', 'no-store');

  app.get(
    '/api/creator/earnings',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The creator’s earnings, read from the ledger',
        description:
          'total_earnings (and total): the available balance, as spec 3 §5 reads them ("equal to total earnings"); available_balance: the wallet, the same figure; lifetime_earnings: everything ever released to the wallet; pending_withdrawals: requested and not yet paid or failed; paid_out: settled to the bank; in_escrow: reserved for the creator’s open scripts. Rupees.',
        response: { 200: ZEarningsResponse, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return wallet.earnings({ creatorId: request.user!.id });
    },
  );

  app.get(
    '/api/creator/payment-history',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The wallet’s transfers, newest first, each with the balance after it (20 a page, at most 100)',
        querystring: ZPaymentHistoryQuery,
        response: { 200: ZPaymentHistoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return wallet.history({ creatorId: request.user!.id, page: request.query.page, perPage: request.query.per_page });
    },
  );

  app.post(
    '/api/creator/payment-history/withdrawal',
    {
      preValidation: creatorOnly,
      preHandler: idempotent.preHandler,
      onSend: idempotent.onSend,
      validatorCompiler: readInHandler,
      config: { clientErrors: [400, 409] },
      schema: {
        tags,
        summary: 'Withdraws from the wallet to UPI or a bank account (Idempotency-Key required)',
        description:
          'Minimum ₹100, whole rupees, at most the available balance (422 on amount: "Withdrawal amount cannot be greater than available balance."). Wrong payment details answer 422 "Please enter valid payment details." with each field’s message under errors. The amount moves from the wallet to payouts pending in the same transaction as the payout; an operator then pays it. Instead of the details, `payout_method_id` names one of the creator’s saved payout methods (another creator’s: 404); the payout keeps its own copy of the details.',
        body: ZWithdrawalRequest,
        response: { 201: ZWithdrawalResponse, 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await idempotent.run(request, () =>
          wallet.withdraw({
            creatorId: request.user!.id,
            request: parseWithdrawalRequest(request.body),
            idempotencyKey: idempotencyKeyOf(request)!,
            actor: auditActorOf(request),
          }),
        ),
      ),
  );

  app.get(
    '/api/creator/payment-tracker',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'Each of the creator’s newest jobs (50) and withdrawals (50) with its timeline, newest first',
        response: { 200: ZPaymentTrackerResponse, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return wallet.tracker({ creatorId: request.user!.id });
    },
  );
};
