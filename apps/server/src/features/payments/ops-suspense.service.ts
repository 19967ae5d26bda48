import type { SuspenseState } from '@amplio/shared/constants/refunds';
import { formatPaise, paiseToRupees } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import { OPS_BOOKS_MESSAGES as M, type TSuspenseItem, type TSuspenseListResponse } from '@amplio/shared/schemas/ops-books';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { FundingRow, SuspenseItemRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { lockBrandBilling, lockCampaignForMoney, lockFunding } from '../../lib/money-locks';
import { pageEnvelope } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import { captureTransfers, type FundingCapturedHook } from './funding-capture';
import type { PaymentNotices } from './payment-notices';
import { type PaymentRefunds, REFUND_REASONS } from './payment-refunds';
import * as repo from './ops-suspense.repository';
import * as paymentsRepo from './payments.repository';

const notFound = () => new AppError({ code: 'suspense_not_found', status: 404, message: M.suspenseNotFound });
const refused = (message: string) => new AppError({ code: 'suspense_refused', status: 409, message });

function itemView(row: repo.SuspenseWithBrand): TSuspenseItem {
  return {
    id: row.id,
    status: row.status,
    amount: paiseToRupees(row.amountPaise),
    expected: row.expectedPaise === null ? null : paiseToRupees(row.expectedPaise),
    reason: row.reason,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    funding_id: row.fundingId,
    campaign: row.campaignId ? { id: row.campaignId, product_name: row.productName } : null,
    brand: row.brandUserId ? { id: row.brandUserId, name: row.brandName ?? '', email: row.brandEmail ?? '' } : null,
    received_at: row.receivedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    note: row.note,
    can_apply: row.status === 'open' && row.fundingStatus === 'held' && row.expectedPaise !== null && row.amountPaise >= row.expectedPaise,
  };
}

/**
 * Money held in suspense, decided by an operator. Refund: all of it goes back to the payer (suspense → refunds pending,
 * then the provider). Apply: it was meant for a funding that is waiting for it and covers its total, so the funding is
 * booked from suspense (escrow, fee, GST) exactly as a capture would be, and anything above the total is refunded.
 * Locks: campaign, funding, suspense item, then the ledger.
 */
export function createOpsSuspenseService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'escrowFigures'>;
  refunds: Pick<PaymentRefunds, 'queueRefund'>;
  notices: PaymentNotices;
  onFundingCaptured?: FundingCapturedHook;
}) {
  const { db, clock, ledger, refunds, notices } = deps;

  async function viewOf(reader: DbOrTx, id: string) {
    const row = await repo.findSuspenseWithBrand(reader, id);
    if (!row) throw notFound();
    return itemView(row);
  }

  async function list(input: { status: SuspenseState; page: number; perPage: number }): Promise<TSuspenseListResponse> {
    const [rows, counts] = await Promise.all([
      repo.listSuspense(db, { status: input.status, limit: input.perPage, offset: (input.page - 1) * input.perPage }),
      repo.countSuspense(db),
    ]);
    return {
      success: true,
      data: pageEnvelope({ rows: rows.map(itemView), total: counts[input.status], page: input.page, perPage: input.perPage }),
      counts,
    };
  }

  /** Locks the campaign and funding the item names (if any), then the item; it must still be open. */
  async function lockOpen(tx: Tx, id: string): Promise<{ item: SuspenseItemRow; funding: FundingRow | undefined }> {
    if (!isUuid(id)) throw notFound();
    const found = await repo.findSuspense(tx, id);
    if (!found) throw notFound();
    if (found.campaignId) await lockCampaignForMoney(tx, found.campaignId);
    const funding = found.fundingId ? await lockFunding(tx, found.fundingId) : undefined;
    const item = (await repo.lockSuspense(tx, id)) as SuspenseItemRow;
    if (item.status !== 'open') throw refused(M.suspenseNotOpen(item.status));
    return { item, funding };
  }

  /** Sends `amountPaise` of the item back to its payer: suspense → refunds pending, and a provider refund job. */
  async function refundFromSuspense(tx: Tx, item: SuspenseItemRow, amountPaise: bigint, actor: AuditActor) {
    const key = `suspense_refund:${item.id}`;
    await ledger.transferMany({
      tx,
      actor,
      transfers: [
        {
          debit: { kind: 'suspense', ownerId: null },
          credit: { kind: 'refunds_pending', ownerId: null },
          amountPaise,
          kind: 'suspense_refund',
          refType: 'suspense_item',
          refId: item.id,
          idempotencyKey: key,
        },
      ],
    });
    await refunds.queueRefund(tx, {
      kind: 'suspense',
      fundingId: item.fundingId,
      campaignId: item.campaignId,
      suspenseItemId: item.id,
      providerPaymentId: item.providerPaymentId,
      amountPaise,
      idempotencyKey: key,
      reason: REFUND_REASONS.suspense,
    });
  }

  async function refund(input: { id: string; note?: string; actor: AuditActor }) {
    const answer = await answerWithEffect(db, async (tx) => {
      const { item, funding } = await lockOpen(tx, input.id);
      const now = clock.now();
      await refundFromSuspense(tx, item, item.amountPaise, input.actor);
      await repo.updateSuspense(tx, item.id, {
        status: 'refunded',
        resolvedAt: now,
        resolvedBy: input.actor.userId,
        note: input.note ?? null,
      });
      if (funding?.status === 'held') {
        const reason = `${PAYMENT_MESSAGES.fundingReason.refundedHeld(formatPaise(item.amountPaise))}`;
        await paymentsRepo.updateFunding(tx, funding.id, { status: 'refunded', statusReason: reason, closedAt: now, updatedAt: now });
        await notices.tellBrand(tx, {
          fundingId: funding.id,
          campaignId: funding.campaignId,
          title: PAYMENT_MESSAGES.refundedInFullTitle(formatPaise(item.amountPaise)),
          message: `${reason} ${PAYMENT_MESSAGES.refundTiming}`,
        });
      }
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: 'suspense.refunded',
        entityType: 'suspense_item',
        entityId: item.id,
        data: { amount_paise: item.amountPaise.toString(), note: input.note ?? null },
      });
      return { success: true as const, message: M.suspenseRefunded, data: await viewOf(tx, item.id) };
    });
    notices.sent();
    return answer;
  }

  async function apply(input: { id: string; note?: string; actor: AuditActor }) {
    return answerWithEffect(db, async (tx) => {
      const { item, funding } = await lockOpen(tx, input.id);
      if (!funding) throw refused(M.suspenseNoFunding);
      if (funding.status !== 'held') throw refused(M.suspenseFundingClosed);
      if (item.amountPaise < funding.totalPaise)
        throw refused(M.suspenseTooLittle(formatPaise(item.amountPaise), formatPaise(funding.totalPaise)));
      const campaign = await lockCampaignForMoney(tx, funding.campaignId);
      if (campaign) await lockBrandBilling(tx, { userId: campaign.userId, now: clock.now() });
      if (campaign?.status === 'completed' || campaign?.status === 'archived') {
        throw refused(M.suspenseCampaignRefuses(PAYMENT_MESSAGES.fundingReason.refundedCampaignClosed(formatPaise(funding.totalPaise))));
      }
      const funded = (await ledger.escrowFigures({ db: tx, campaignIds: [funding.campaignId] })).get(funding.campaignId)?.funded ?? 0n;
      if (funded + funding.amountPaise > (campaign?.budgetPaise ?? 0n)) {
        throw refused(M.suspenseCampaignRefuses('it would take the escrow over the campaign’s budget.'));
      }
      const now = clock.now();
      await ledger.transferMany({ tx, actor: input.actor, transfers: captureTransfers(funding, 'suspense', { suspenseItemId: item.id }) });
      const excess = item.amountPaise - funding.totalPaise;
      if (excess > 0n) await refundFromSuspense(tx, item, excess, input.actor);
      await repo.updateSuspense(tx, item.id, {
        status: 'applied',
        resolvedAt: now,
        resolvedBy: input.actor.userId,
        note: input.note ?? null,
      });
      const captured = await paymentsRepo.updateFunding(tx, funding.id, {
        status: 'captured',
        capturedAt: now,
        statusReason: null,
        updatedAt: now,
      });
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: 'suspense.applied',
        entityType: 'suspense_item',
        entityId: item.id,
        data: { funding_id: funding.id, excess_refunded_paise: excess.toString(), note: input.note ?? null },
      });
      await deps.onFundingCaptured?.({ tx, funding: captured });
      return { success: true as const, message: M.suspenseApplied, data: await viewOf(tx, item.id) };
    });
  }

  return { list, refund, apply };
}

export type OpsSuspenseService = ReturnType<typeof createOpsSuspenseService>;
