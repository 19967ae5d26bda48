import type { RefundEvent } from '../notifications/brand-refund-notices';
import type { RefundKind } from '@amplio/shared/constants/refunds';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { FundingRow, PaymentRefundRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import { feeAndGstShare, type RefundableCharge } from './fee-refunds';
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
export type PaymentRefundsDeps = Parameters<typeof createPaymentRefunds>[0];

export function createPaymentRefunds(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf'>;
  jobs: Pick<JobQueue, 'send'>;
  requireProvider: () => PaymentProvider;
  /** The invoices feature: what each funding's charge may still return, and the credit note for what a refund returns. */
  credits?: {
    refundableCharges: (input: { db: DbOrTx; fundingIds: string[] }) => Promise<Map<string, RefundableCharge>>;
    issueCreditNote: (input: {
      tx: Tx;
      fundingId: string;
      refundKey: string;
      taxablePaise: bigint;
      gstPaise: bigint;
      at: Date;
    }) => Promise<unknown>;
  };
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
      /** The fee and GST part of an escrow refund's amount (decision 047). */
      feePaise?: bigint;
      gstPaise?: bigint;
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
   * The refunds that would send back what the campaign's escrow still holds: one per funding it came from (newest
   * first), each with the fee and GST charged on that part (decision 047). Read under the caller's locks to act on it,
   * or without them for a preview (the completion dialog).
   */
  async function planEscrowRefund(input: { db: DbOrTx; campaignId: string; lock: boolean }): Promise<EscrowRefundPart[]> {
    const { db: reader } = input;
    let remaining = await ledger.balanceOf({ db: reader, account: { kind: 'campaign_escrow', ownerId: input.campaignId } });
    if (remaining <= 0n) return [];
    const captured = input.lock
      ? await repo.lockCapturedFundings(reader, input.campaignId)
      : await repo.listCapturedFundings(reader, input.campaignId);
    const ids = captured.map((f) => f.id);
    const [refunded, charges] = await Promise.all([
      repo.refundedByFunding(reader, ids),
      deps.credits ? deps.credits.refundableCharges({ db: reader, fundingIds: ids }) : new Map<string, RefundableCharge>(),
    ]);
    const parts: EscrowRefundPart[] = [];
    for (const funding of captured) {
      if (remaining === 0n) break;
      const already = refunded.get(funding.id) ?? 0n;
      const escrowPaise = minBig(remaining, funding.amountPaise - already);
      if (escrowPaise <= 0n) continue;
      const share = feeAndGstShare({
        charge: charges.get(funding.id) ?? null,
        fundingEscrowPaise: funding.amountPaise,
        escrowBeforePaise: already,
        escrowPaise,
      });
      parts.push({ funding, key: `escrow_refund:${funding.id}:${already}`, escrowPaise, ...share });
      remaining -= escrowPaise;
    }
    return parts;
  }

  /** What completing the campaign now would send back: its unreserved escrow, and the fee and GST charged on it. */
  async function previewEscrowRefund(input: { db?: DbOrTx; campaignId: string }) {
    const parts = await planEscrowRefund({ db: input.db ?? db, campaignId: input.campaignId, lock: false });
    const sum = (pick: (p: EscrowRefundPart) => bigint) => parts.reduce((total, p) => total + pick(p), 0n);
    const escrowPaise = sum((p) => p.escrowPaise);
    const feePaise = sum((p) => p.feePaise);
    const gstPaise = sum((p) => p.gstPaise);
    return { escrowPaise, feePaise, gstPaise, totalPaise: escrowPaise + feePaise + gstPaise };
  }

  /**
   * Sends back whatever the campaign's escrow still holds, with the platform fee and GST charged on it: per funding it
   * came from (newest first), one escrow_refund (and fee_refund and gst_refund) into refunds pending, one provider
   * refund job for the sum, and one credit note for the fee and GST, all in the caller's transaction, which holds the
   * campaign's lock. A second call finds the escrow empty and refunds nothing.
   */
  async function refundUnreservedEscrow(input: { tx: Tx; campaignId: string; actor: AuditActor }): Promise<EscrowRefundResult> {
    const { tx } = input;
    const parts = await planEscrowRefund({ db: tx, campaignId: input.campaignId, lock: true });
    if (parts.length === 0) return { refundedPaise: 0n, feePaise: 0n, gstPaise: 0n };
    const transfers: TransferInput[] = [];
    const credits: EscrowRefundPart[] = [];
    for (const part of parts) {
      const { funding, key } = part;
      const refund = await queueRefund(tx, {
        kind: 'escrow',
        fundingId: funding.id,
        campaignId: input.campaignId,
        providerPaymentId: funding.providerPaymentId,
        amountPaise: part.escrowPaise + part.feePaise + part.gstPaise,
        feePaise: part.feePaise,
        gstPaise: part.gstPaise,
        idempotencyKey: key,
        reason: REFUND_REASONS.escrow,
      });
      if (!refund) continue;
      const leg = { credit: { kind: 'refunds_pending', ownerId: null }, refType: 'funding', refId: funding.id } as const;
      transfers.push({
        ...leg,
        debit: { kind: 'campaign_escrow', ownerId: input.campaignId },
        amountPaise: part.escrowPaise,
        kind: 'escrow_refund',
        idempotencyKey: key,
      });
      if (part.feePaise > 0n)
        transfers.push({
          ...leg,
          debit: { kind: 'platform_revenue', ownerId: null },
          amountPaise: part.feePaise,
          kind: 'fee_refund',
          idempotencyKey: `${key}:fee`,
        });
      if (part.gstPaise > 0n)
        transfers.push({
          ...leg,
          debit: { kind: 'tax_payable', ownerId: null },
          amountPaise: part.gstPaise,
          kind: 'gst_refund',
          idempotencyKey: `${key}:gst`,
        });
      if (part.feePaise + part.gstPaise > 0n) credits.push(part);
    }
    const results = await ledger.transferMany({ tx, actor: input.actor, transfers });
    // The credit notes come last: their series counter is the last lock of a money path (decision 043).
    for (const part of credits) {
      await deps.credits?.issueCreditNote({
        tx,
        fundingId: part.funding.id,
        refundKey: part.key,
        taxablePaise: part.feePaise,
        gstPaise: part.gstPaise,
        at: clock.now(),
      });
    }
    const created = results.filter((r) => r.created).map((r) => r.transfer);
    const total = (kind: string) => created.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.amountPaise, 0n);
    const result = { refundedPaise: total('escrow_refund'), feePaise: total('fee_refund'), gstPaise: total('gst_refund') };
    if (result.refundedPaise > 0n) {
      await recordAudit({
        tx,
        actor: input.actor,
        at: clock.now(),
        action: 'escrow.refunded',
        entityType: 'campaign',
        entityId: input.campaignId,
        data: {
          amount_paise: result.refundedPaise.toString(),
          fee_paise: result.feePaise.toString(),
          gst_paise: result.gstPaise.toString(),
        },
      });
    }
    return result;
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
      // The escrow part confirms the campaign's refund on its way; the fee and GST part (decision 047) names no escrow.
      const fees = refund.feePaise + refund.gstPaise;
      const settled = { debit: { kind: 'refunds_pending', ownerId: null }, credit: { kind: 'external', ownerId: null } } as const;
      const ref = { kind: 'refund_settled', refType: 'refund', refId: refund.id } as const;
      const transfers: TransferInput[] = [
        {
          ...settled,
          ...ref,
          amountPaise: refund.amountPaise - fees,
          idempotencyKey: `refund_settled:${refund.id}`,
          campaignId: refund.kind === 'escrow' ? refund.campaignId : null,
        },
      ];
      if (fees > 0n) transfers.push({ ...settled, ...ref, amountPaise: fees, idempotencyKey: `refund_settled:${refund.id}:fees` });
      await ledger.transferMany({ tx, actor: input.actor, transfers });
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

  return { queueRefund, refundUnreservedEscrow, previewEscrowRefund, confirmRefund, sendRefund, giveUpRefund, settleRefund };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;

/** One funding's share of an escrow refund: its escrow, and the fee and GST charged on it. */
interface EscrowRefundPart {
  funding: FundingRow;
  key: string;
  escrowPaise: bigint;
  feePaise: bigint;
  gstPaise: bigint;
}

/** What one escrow refund sent back: escrow, and the fee and GST with it (0 on a replay). */
export interface EscrowRefundResult {
  refundedPaise: bigint;
  feePaise: bigint;
  gstPaise: bigint;
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
