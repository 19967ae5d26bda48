import type { RefundEvent } from '../notifications/brand-refund-notices';
import type { RefundKind } from '@amplio/shared/constants/refunds';
import type { Db, Tx } from '../../db/client';
import type { PaymentRefundRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import { type PaymentProvider, type PaymentWebhookEvent, PROVIDER_ACTOR } from './payment-provider';
import { PAYMENT_JOBS, REFUND_RETRY_LIMIT } from './payment-jobs';
import * as repo from './payments.repository';

export const REFUND_REASONS = {
  escrow: 'Unreserved campaign escrow returned to the brand',
  lateCapture: 'Payment received on a closed checkout (or beyond the budget): refunded in full',
  suspense: 'Payment held in suspense, refunded by an operator',
} as const;

/**
 * Every refund to a payer goes the same way through the books: when it is decided, its money moves into refunds
 * pending (escrow_refund from escrow, late_capture from external, suspense_refund from suspense) and a job asks the
 * provider; when the provider confirms it (its answer, its webhook, or an operator who returned it by hand), it moves
 * out to external (refund_settled). A refund that fails stays in refunds pending, visible to operators, until it is
 * sent again or settled by hand: the books never show money back with the brand before the bank does.
 */
export function createPaymentRefunds(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf'>;
  jobs: Pick<JobQueue, 'send'>;
  requireProvider: () => PaymentProvider;
  /** The brand hears of each refund sent, settled or failed, in the same transaction. */
  tellBrand?: (input: { tx: Tx; refundId: string; event: RefundEvent; at: Date }) => Promise<void>;
}) {
  const { db, clock, ledger, jobs, requireProvider } = deps;
  const tellBrand = (tx: Tx, refundId: string, event: RefundEvent) => deps.tellBrand?.({ tx, refundId, event, at: clock.now() });

  /** Records a refund and queues the job that sends it, in the caller's transaction (which books its money). */
  async function queueRefund(
    tx: Tx,
    values: {
      kind: RefundKind;
      fundingId: string | null;
      campaignId: string | null;
      suspenseItemId?: string | null;
      providerPaymentId: string | null;
      amountPaise: bigint;
      idempotencyKey: string;
      reason: string;
    },
  ): Promise<PaymentRefundRow | undefined> {
    const refund = await repo.insertRefund(tx, { ...values, createdAt: clock.now() });
    if (!refund) return undefined;
    await jobs.send({
      tx,
      name: PAYMENT_JOBS.refund,
      data: { refundId: refund.id },
      singletonKey: refund.id,
      retryLimit: REFUND_RETRY_LIMIT,
    });
    await tellBrand(tx, refund.id, 'sent');
    return refund;
  }

  /**
   * Sends back whatever the campaign's escrow still holds: one escrow_refund into refunds pending per funding it came
   * from (newest first) and one provider refund job each, all in the caller's transaction, which holds the campaign's
   * lock. A second call finds the escrow empty and refunds nothing.
   */
  async function refundUnreservedEscrow(input: { tx: Tx; campaignId: string; actor: AuditActor }): Promise<{ refundedPaise: bigint }> {
    const { tx } = input;
    let remaining = await ledger.balanceOf({ db: tx, account: { kind: 'campaign_escrow', ownerId: input.campaignId } });
    if (remaining <= 0n) return { refundedPaise: 0n };
    const captured = await repo.lockCapturedFundings(tx, input.campaignId);
    const refunded = await repo.refundedByFunding(
      tx,
      captured.map((f) => f.id),
    );
    const transfers: TransferInput[] = [];
    for (const funding of captured) {
      if (remaining === 0n) break;
      const already = refunded.get(funding.id) ?? 0n;
      const amount = minBig(remaining, funding.amountPaise - already);
      if (amount <= 0n) continue;
      const key = `escrow_refund:${funding.id}:${already}`;
      const refund = await queueRefund(tx, {
        kind: 'escrow',
        fundingId: funding.id,
        campaignId: input.campaignId,
        providerPaymentId: funding.providerPaymentId,
        amountPaise: amount,
        idempotencyKey: key,
        reason: REFUND_REASONS.escrow,
      });
      if (!refund) continue;
      transfers.push({
        debit: { kind: 'campaign_escrow', ownerId: input.campaignId },
        credit: { kind: 'refunds_pending', ownerId: null },
        amountPaise: amount,
        kind: 'escrow_refund',
        refType: 'funding',
        refId: funding.id,
        idempotencyKey: key,
      });
      remaining -= amount;
    }
    const results = await ledger.transferMany({ tx, actor: input.actor, transfers });
    const total = results.filter((r) => r.created).reduce((sum, r) => sum + r.transfer.amountPaise, 0n);
    if (total > 0n) {
      await recordAudit({
        tx,
        actor: input.actor,
        at: clock.now(),
        action: 'escrow.refunded',
        entityType: 'campaign',
        entityId: input.campaignId,
        data: { amount_paise: total.toString() },
      });
    }
    return { refundedPaise: total };
  }

  /**
   * The provider confirmed the refund, or an operator returned the money by hand: it becomes processed and its money
   * leaves refunds pending (refund_settled), in the caller's transaction, which holds the refund's row lock.
   */
  async function confirmRefund(
    tx: Tx,
    refund: PaymentRefundRow,
    input: { actor: AuditActor; now: Date; action: string; data?: Record<string, unknown>; settledReference?: string },
  ): Promise<void> {
    await repo.updateRefund(tx, refund.id, {
      status: 'processed',
      processedAt: input.now,
      ...(input.settledReference ? { settledReference: input.settledReference } : {}),
    });
    await tellBrand(tx, refund.id, 'settled');
    if (refund.booked) {
      await ledger.transferMany({
        tx,
        actor: input.actor,
        transfers: [
          {
            debit: { kind: 'refunds_pending', ownerId: null },
            credit: { kind: 'external', ownerId: null },
            amountPaise: refund.amountPaise,
            kind: 'refund_settled',
            refType: 'refund',
            refId: refund.id,
            idempotencyKey: `refund_settled:${refund.id}`,
            campaignId: refund.kind === 'escrow' ? refund.campaignId : null,
          },
        ],
      });
    }
    await recordAudit({
      tx,
      actor: input.actor,
      at: input.now,
      action: input.action,
      entityType: 'payment_refund',
      entityId: refund.id,
      data: { from: refund.status, ...input.data },
    });
  }

  /** The refund job: asks the provider to refund one payment_refunds row; a retry sends the same idempotency key. */
  async function sendRefund(input: { refundId: string }): Promise<void> {
    const refund = await repo.findRefund(db, input.refundId);
    if (refund?.status !== 'pending') return;
    const paymentId =
      refund.providerPaymentId ?? (refund.fundingId ? (await repo.findFunding(db, refund.fundingId))?.providerPaymentId : null);
    if (!paymentId) throw new Error(`refund ${refund.id} names no captured payment`);
    const answer = await requireProvider().refund({
      paymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason ?? REFUND_REASONS.escrow,
    });
    if (answer.status === 'failed') throw new Error(`the provider refused refund ${refund.id}`);
    await db.transaction(async (tx) => {
      const locked = await repo.lockRefund(tx, refund.id);
      if (locked?.status !== 'pending') return;
      await repo.updateRefund(tx, refund.id, { providerRefundId: answer.refundId });
      if (answer.status === 'processed') {
        await confirmRefund(tx, locked, {
          actor: PROVIDER_ACTOR,
          now: clock.now(),
          action: 'refund.processed',
          data: { provider_refund_id: answer.refundId },
        });
      }
    });
  }

  /** The refund ran out of retries: its money stays in refunds pending, and an operator sends it again or settles it by hand. */
  async function giveUpRefund(input: { refundId: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const refund = await repo.lockRefund(tx, input.refundId);
      if (refund?.status !== 'pending') return;
      await repo.updateRefund(tx, refund.id, { status: 'failed' });
      await tellBrand(tx, refund.id, 'failed');
      await recordAudit({
        tx,
        actor: SYSTEM_ACTOR,
        at: clock.now(),
        action: 'refund.failed',
        entityType: 'payment_refund',
        entityId: refund.id,
        data: { reason: `The provider refused the refund ${REFUND_RETRY_LIMIT + 1} times.` },
      });
    });
  }

  /** A provider that answered a refund "pending" confirms it (or its failure) later by webhook. */
  async function settleRefund(
    tx: Tx,
    event: Extract<PaymentWebhookEvent, { type: 'refund.processed' | 'refund.failed' }>,
    now: Date,
  ): Promise<'refund_settled' | 'ignored'> {
    const found = await repo.findRefundByProviderId(tx, event.refundId);
    const refund = found && (await repo.lockRefund(tx, found.id));
    if (refund?.status !== 'pending') return 'ignored';
    if (event.type === 'refund.processed') {
      await confirmRefund(tx, refund, { actor: PROVIDER_ACTOR, now, action: 'refund.processed', data: { event_id: event.id } });
      return 'refund_settled';
    }
    await repo.updateRefund(tx, refund.id, { status: 'failed' });
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'refund.failed',
      entityType: 'payment_refund',
      entityId: refund.id,
      data: { event_id: event.id },
    });
    return 'refund_settled';
  }

  return { queueRefund, refundUnreservedEscrow, confirmRefund, sendRefund, giveUpRefund, settleRefund };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
