import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import { type PaymentProvider, type PaymentWebhookEvent, PROVIDER_ACTOR } from './payment-provider';
import { PAYMENT_JOBS, REFUND_RETRY_LIMIT } from './payment-jobs';
import * as repo from './payments.repository';

/** Returning a campaign's unreserved escrow to the brand: ledger transfers now, provider refunds as jobs. */
export function createEscrowRefunds(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf'>;
  jobs: Pick<JobQueue, 'send'>;
  requireProvider: () => PaymentProvider;
}) {
  const { db, clock, ledger, jobs, requireProvider } = deps;

  /**
   * Sends back whatever the campaign's escrow still holds: one escrow_refund per funding it came from (newest
   * first) and one provider refund job each, all in the caller's transaction. A second call finds the escrow
   * empty and refunds nothing; two at once are serialised by the fundings' row locks.
   */
  async function refundUnreservedEscrow(input: { tx?: DbOrTx; campaignId: string; actor: AuditActor }): Promise<{ refundedPaise: bigint }> {
    const run = async (tx: DbOrTx) => {
      const captured = await repo.lockCapturedFundings(tx, input.campaignId);
      let remaining = await ledger.balanceOf({ db: tx, account: { kind: 'campaign_escrow', ownerId: input.campaignId } });
      if (remaining <= 0n) return { refundedPaise: 0n };
      const refunded = await repo.refundedByFunding(
        tx,
        captured.map((f) => f.id),
      );
      const now = clock.now();
      const transfers: TransferInput[] = [];
      for (const funding of captured) {
        if (remaining === 0n) break;
        const already = refunded.get(funding.id) ?? 0n;
        const amount = minBig(remaining, funding.amountPaise - already);
        if (amount <= 0n) continue;
        const key = `escrow_refund:${funding.id}:${already}`;
        const refund = await repo.insertRefund(tx, {
          fundingId: funding.id,
          campaignId: input.campaignId,
          amountPaise: amount,
          idempotencyKey: key,
          createdAt: now,
        });
        if (!refund) continue;
        transfers.push({
          debit: { kind: 'campaign_escrow', ownerId: input.campaignId },
          credit: { kind: 'external', ownerId: null },
          amountPaise: amount,
          kind: 'escrow_refund',
          refType: 'funding',
          refId: funding.id,
          idempotencyKey: key,
        });
        await jobs.send({
          tx,
          name: PAYMENT_JOBS.refund,
          data: { refundId: refund.id },
          singletonKey: refund.id,
          retryLimit: REFUND_RETRY_LIMIT,
        });
        remaining -= amount;
      }
      const results = await ledger.transferMany({ tx, actor: input.actor, transfers });
      const total = results.filter((r) => r.created).reduce((sum, r) => sum + r.transfer.amountPaise, 0n);
      if (total > 0n) {
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'escrow.refunded',
          entityType: 'campaign',
          entityId: input.campaignId,
          data: { amount_paise: total.toString() },
        });
      }
      return { refundedPaise: total };
    };
    return input.tx ? input.tx.transaction(run) : db.transaction(run);
  }

  /** The refund job: asks the provider to refund one payment_refunds row; a retry sends the same idempotency key. */
  async function sendRefund(input: { refundId: string }): Promise<void> {
    const refund = await repo.findRefund(db, input.refundId);
    if (refund?.status !== 'pending') return;
    const funding = await repo.findFunding(db, refund.fundingId);
    if (!funding?.providerPaymentId) throw new Error(`refund ${refund.id}: funding ${refund.fundingId} has no captured payment`);
    const answer = await requireProvider().refund({
      paymentId: funding.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      reason: 'Unreserved campaign escrow returned to the brand',
    });
    if (answer.status === 'failed') throw new Error(`the provider refused refund ${refund.id}`);
    await repo.updatePendingRefund(db, refund.id, {
      providerRefundId: answer.refundId,
      ...(answer.status === 'processed' ? { status: 'processed' as const, processedAt: clock.now() } : {}),
    });
  }

  /** The refund ran out of retries: the ledger already shows the money returned, so an operator must settle it by hand. */
  async function giveUpRefund(input: { refundId: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const refund = await repo.findRefund(tx, input.refundId);
      if (refund?.status !== 'pending') return;
      await repo.updateRefund(tx, refund.id, { status: 'failed' });
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

  /** A provider that answered a refund "pending" confirms it later; a failed one stays for an operator (money left escrow already). */
  async function settleRefund(
    tx: DbOrTx,
    event: Extract<PaymentWebhookEvent, { type: 'refund.processed' | 'refund.failed' }>,
    now: Date,
  ): Promise<'refund_settled' | 'ignored'> {
    const refund = await repo.findRefundByProviderId(tx, event.refundId);
    if (refund?.status !== 'pending') return 'ignored';
    const status = event.type === 'refund.processed' ? ('processed' as const) : ('failed' as const);
    await repo.updateRefund(tx, refund.id, { status, processedAt: status === 'processed' ? now : null });
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: `refund.${status}`,
      entityType: 'payment_refund',
      entityId: refund.id,
      data: { event_id: event.id },
    });
    return 'refund_settled';
  }

  return { refundUnreservedEscrow, sendRefund, giveUpRefund, settleRefund };
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
