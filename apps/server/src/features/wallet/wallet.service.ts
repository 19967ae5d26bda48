import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_RUPEES } from '@amplio/shared/constants/payouts';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import {
  type TEarningsResponse,
  type TPaymentHistoryResponse,
  type TPaymentTrackerResponse,
  type TWithdrawalResponse,
  WALLET_MESSAGES,
  ZWithdrawalRequest,
} from '@amplio/shared/schemas/wallet';
import type { Db } from '../../db/client';
import type { PayoutRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { ValidationAppError, fieldError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import type { LedgerService } from '../ledger/ledger.service';
import {
  alertCreator,
  creatorPayoutView,
  PAYOUT_TRANSFER_KEYS,
  payoutsPendingOf,
  recordPayoutStatus,
  walletOf,
} from '../payouts/payout-records';
import { savedPayoutDestination } from '../payout-methods/payout-methods.service';
import * as repo from './wallet.repository';
import { historyRow, trackedJob, trackedWithdrawal } from './wallet-views';

const M = WALLET_MESSAGES;
/** The payment tracker shows the newest jobs and withdrawals; older ones stay in the payment history. */
export const TRACKER_LIMIT = 50;

/** The withdrawal's fields that describe where the money goes: any of them wrong is "valid payment details" (spec 3 §5). */
const DETAIL_FIELDS = new Set(['payment_method', 'upi_id', 'account_number', 'confirm_account_number', 'ifsc', 'account_holder_name']);

const FIELD_MESSAGES: Record<string, (code: string) => string> = {
  upi_id: () => M.upiInvalid,
  account_number: () => M.accountInvalid,
  confirm_account_number: () => M.accountMismatch,
  ifsc: () => M.ifscInvalid,
  account_holder_name: (code) => (code === 'too_big' ? M.holderTooLong : M.holderRequired),
};

/**
 * Validates a withdrawal request with the shared schema. Every field's own message goes under `errors`; the top-level
 * message is the spec's 'Please enter valid payment details.' when any payment detail is wrong, else the amount's.
 */
export function parseWithdrawalRequest(body: unknown) {
  const parsed = ZWithdrawalRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  const collect = (issues: typeof parsed.error.issues, only?: (field: string) => boolean) => {
    for (const issue of issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : '_body';
      if (only && !only(field)) continue;
      // A wrong type or an oversized value in a detail field gets that field's own words, not zod's.
      const message = issue.code === 'custom' ? issue.message : (FIELD_MESSAGES[field]?.(issue.code) ?? issue.message);
      if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
    }
  };
  collect(parsed.error.issues);
  if (errors._body) throw new ValidationAppError({}, 'The request body must be a JSON object or form.');
  // A wrong amount stops the schema before it checks the destination; check it again with a valid amount, so the
  // answer lists every wrong field at once.
  if (errors.amount) {
    const again = ZWithdrawalRequest.safeParse({ ...(body as object), amount: MIN_WITHDRAWAL_RUPEES });
    if (!again.success) collect(again.error.issues, (field) => field !== 'amount');
  }
  const detailsWrong = Object.keys(errors).some((field) => DETAIL_FIELDS.has(field));
  throw new ValidationAppError(errors, detailsWrong ? M.paymentDetailsInvalid : Object.values(errors)[0]?.[0]);
}
export type WithdrawalRequest = ReturnType<typeof parseWithdrawalRequest>;

function destinationOf(request: WithdrawalRequest) {
  return request.payment_method === 'upi'
    ? { method: 'upi' as const, upiId: request.upi_id ?? null, accountNumber: null, accountHolderName: null, ifsc: null }
    : {
        method: 'bank' as const,
        upiId: null,
        accountNumber: request.account_number ?? null,
        accountHolderName: request.account_holder_name ?? null,
        ifsc: request.ifsc ?? null,
      };
}

/**
 * The creator's wallet (spec 3 §2.2, §3, §5): earnings and history read from the ledger, withdrawals written through
 * it, and the payment tracker. No figure is kept on the side.
 */
export function createWalletService(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  /**
   * Earnings, all from the ledger: available = the wallet's balance, pending = payouts pending's, paid out = what was
   * settled out of payouts pending, in escrow = the creator's open reservations. Money reaches the wallet only by
   * release and payout_failed and leaves it only by withdrawal, so everything ever released is
   * available + pending + paid out (tested against the sum of releases).
   */
  async function earnings(input: { creatorId: string }): Promise<TEarningsResponse> {
    const scriptIds = await repo.findOpenScriptIds(db, input.creatorId);
    const f = await ledger.creatorFigures({ creatorId: input.creatorId, scriptIds });
    // Spec 3 §5 and §7: total_earnings (or total) is the available balance, what the spec's client offers to withdraw.
    const available = paiseToRupees(f.walletPaise);
    return {
      success: true,
      total_earnings: available,
      total: available,
      available_balance: available,
      lifetime_earnings: paiseToRupees(f.walletPaise + f.pendingPaise + f.paidOutPaise),
      pending_withdrawals: paiseToRupees(f.pendingPaise),
      paid_out: paiseToRupees(f.paidOutPaise),
      in_escrow: paiseToRupees(f.reservedPaise),
      currency: 'INR',
    };
  }

  /** The wallet's statement, newest first, each row with the balance after it; two batched lookups name the rows. */
  async function history(input: { creatorId: string; page: number; perPage: number }): Promise<TPaymentHistoryResponse> {
    const { items, total, balancePaise } = await ledger.statementPage({
      account: walletOf(input.creatorId),
      page: input.page,
      perPage: input.perPage,
    });
    const payoutIds = items.filter((line) => line.refType === 'payout').map((line) => line.refId);
    const campaignIds = items.filter((line) => line.kind === 'release' && line.campaignId).map((line) => line.campaignId as string);
    const [payouts, campaignNames] = await Promise.all([
      repo.findCreatorPayouts(db, { creatorId: input.creatorId, ids: payoutIds }),
      repo.findCampaignNames(db, campaignIds),
    ]);
    return {
      success: true,
      data: items.map((line) => historyRow(line, { payouts, campaignNames })),
      available_balance: paiseToRupees(balancePaise),
      current_page: input.page,
      per_page: input.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / input.perPage)),
    };
  }

  function replay(payout: PayoutRow, request: WithdrawalRequest, amountPaise: bigint, availablePaise: bigint): TWithdrawalResponse {
    const destination = destinationOf(request);
    const same =
      payout.amountPaise === amountPaise &&
      payout.method === destination.method &&
      payout.upiId === destination.upiId &&
      payout.accountNumber === destination.accountNumber &&
      payout.ifsc === destination.ifsc &&
      payout.accountHolderName === destination.accountHolderName;
    if (!same) throw new ValidationAppError({ idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] });
    return { success: true, message: M.submitted, data: creatorPayoutView(payout), available_balance: paiseToRupees(availablePaise) };
  }

  /**
   * In one transaction: the payout (pending), the ledger's wallet → payouts pending transfer (which locks the wallet
   * and refuses to take it below zero), the pending status record, an audit entry and the creator's alert. Not enough
   * in the wallet, checked first for the message and again under the ledger's lock for races, is a 422 on `amount`
   * and writes nothing. The creator's Idempotency-Key is also unique on the payout, so a retry after the HTTP layer's
   * lock lapsed finds the first payout instead of withdrawing twice.
   */
  async function withdraw(input: {
    creatorId: string;
    request: WithdrawalRequest;
    idempotencyKey: string;
    actor: AuditActor;
  }): Promise<TWithdrawalResponse> {
    const { creatorId, idempotencyKey, actor } = input;
    const amountPaise = BigInt(input.request.amount) * 100n;
    const overBalance = () => fieldError('amount', M.amountOverBalance);
    return answerWithEffect(db, async (tx) => {
      // A saved payout method brings its details, which the payout copies (issue 25); another creator's id is a 404.
      const request = input.request.payout_method_id
        ? { ...input.request, ...(await savedPayoutDestination(tx, { creatorId, id: input.request.payout_method_id })) }
        : input.request;
      const earlier = await repo.findPayoutByKey(tx, { creatorId, idempotencyKey });
      if (earlier) return replay(earlier, request, amountPaise, await ledger.balanceOf({ db: tx, account: walletOf(creatorId) }));
      if (amountPaise > (await ledger.balanceOf({ db: tx, account: walletOf(creatorId) }))) throw overBalance();
      const now = clock.now();
      const payout = await repo.insertPayout(tx, {
        id: randomUUID(),
        creatorId,
        amountPaise,
        ...destinationOf(request),
        status: 'pending',
        idempotencyKey,
        requestedAt: now,
        updatedAt: now,
      });
      if (!payout) {
        const winner = await repo.findPayoutByKey(tx, { creatorId, idempotencyKey });
        if (!winner) throw new Error('payout insert conflicted but no payout holds the key');
        return replay(winner, request, amountPaise, await ledger.balanceOf({ db: tx, account: walletOf(creatorId) }));
      }
      let availablePaise: bigint;
      try {
        const { transfer } = await ledger.transfer({
          tx,
          actor,
          debit: walletOf(creatorId),
          credit: payoutsPendingOf(creatorId),
          amountPaise,
          kind: 'withdrawal',
          refType: 'payout',
          refId: payout.id,
          idempotencyKey: PAYOUT_TRANSFER_KEYS.withdrawal(payout.id),
        });
        availablePaise = transfer.debitBalanceAfterPaise;
      } catch (err) {
        if (err instanceof InsufficientFundsError) throw overBalance();
        throw err;
      }
      await recordPayoutStatus({ tx, payoutId: payout.id, status: 'pending', source: 'creator', actorUserId: creatorId, at: now });
      await recordAudit({
        tx,
        actor,
        at: now,
        action: 'payout.requested',
        entityType: 'payout',
        entityId: payout.id,
        data: { amount_paise: amountPaise.toString(), method: payout.method, payout_method_id: request.payout_method_id ?? null },
      });
      await alertCreator({ tx, payout, at: now });
      return {
        success: true as const,
        message: M.submitted,
        data: creatorPayoutView(payout),
        available_balance: paiseToRupees(availablePaise),
      };
    });
  }

  /** Each of the creator's newest jobs and withdrawals with its timeline, newest first. */
  async function tracker(input: { creatorId: string }): Promise<TPaymentTrackerResponse> {
    const [jobs, withdrawals] = await Promise.all([
      repo.findTrackedScripts(db, { creatorId: input.creatorId, limit: TRACKER_LIMIT }),
      repo.findTrackedPayouts(db, { creatorId: input.creatorId, limit: TRACKER_LIMIT }),
    ]);
    return { success: true, data: { jobs: jobs.map(trackedJob), withdrawals: withdrawals.map(trackedWithdrawal) } };
  }

  return { earnings, history, withdraw, tracker };
}

export type WalletService = ReturnType<typeof createWalletService>;
