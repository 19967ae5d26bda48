import { randomUUID } from 'node:crypto';
import { formatPaise } from '@amplio/shared/domain/money';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Tx } from '../../db/client';
import type { CampaignRow, FundingRow } from '../../db/schema/index';
import { lockBrandBilling, lockCampaignForMoney, lockFunding } from '../../lib/money-locks';
import { recordAudit } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import type { PaymentNotices } from './payment-notices';
import { type PaymentWebhookEvent, PROVIDER_ACTOR } from './payment-provider';
import { type PaymentRefunds, REFUND_REASONS } from './payment-refunds';
import * as repo from './payments.repository';

const M = PAYMENT_MESSAGES;
type CaptureEvent = Extract<PaymentWebhookEvent, { type: 'payment.captured' }>;
export type CaptureOutcome = 'captured' | 'refunded' | 'held' | 'duplicate';

/** Called in the capture's transaction once money is in escrow (the campaigns feature publishes a draft). */
export type FundingCapturedHook = (input: { tx: Tx; funding: FundingRow }) => Promise<void>;

/**
 * What a captured payment becomes. Money lands in escrow only for an open checkout, for exactly its total, on a
 * campaign still running and within its budget. Anything else is still real money and goes on the books at once:
 * a payment on a closed checkout (failed, cancelled, expired, already paid) or beyond the budget is refunded in full,
 * fee and GST included (late_capture into refunds pending, then a provider refund); a payment whose amount differs,
 * or that names no checkout of ours, waits in suspense for an operator. Locks: campaign, then the brand's billing, then funding, then ledger.
 */
export function createFundingCapture(deps: {
  ledger: Pick<LedgerService, 'transferMany' | 'escrowFigures'>;
  refunds: Pick<PaymentRefunds, 'queueRefund'>;
  notices: PaymentNotices;
  onFundingCaptured?: FundingCapturedHook;
}) {
  const { ledger, refunds, notices } = deps;

  async function capture(tx: Tx, input: { event: CaptureEvent; provider: string; now: Date }): Promise<CaptureOutcome> {
    const { event, provider, now } = input;
    const found = await repo.findFundingByCheckout(tx, { provider, checkoutId: event.checkoutId });
    if (!found)
      return intoSuspense(tx, { event, provider, now, funding: null, reason: 'This payment names a checkout Amplio does not know.' });
    const campaign = await lockCampaignForMoney(tx, found.campaignId);
    // The brand's plan limit is checked when the capture publishes the campaign; its lock comes before the funding's.
    if (campaign) await lockBrandBilling(tx, { userId: campaign.userId, now });
    const funding = (await lockFunding(tx, found.id)) as FundingRow;
    if (funding.status === 'captured' && funding.providerPaymentId === event.paymentId) return 'duplicate';
    if (await repo.findRefundOfPayment(tx, event.paymentId)) return 'duplicate';
    if (await repo.findSuspenseByPayment(tx, { provider, providerPaymentId: event.paymentId })) return 'duplicate';

    if (event.amountPaise !== funding.totalPaise) {
      if (funding.status === 'pending') {
        const reason = M.fundingReason.held(formatPaise(event.amountPaise), formatPaise(funding.totalPaise));
        return intoSuspense(tx, { event, provider, now, funding, reason });
      }
      return refundInFull(tx, { event, funding, now, reason: lateReason(funding) });
    }
    if (funding.status !== 'pending') return refundInFull(tx, { event, funding, now, reason: lateReason(funding) });
    const refusal = await refusalOf(tx, campaign as CampaignRow, funding);
    if (refusal) return refundInFull(tx, { event, funding, now, reason: refusal });
    return intoEscrow(tx, { event, funding, now });
  }

  /** Why a campaign cannot take this payment into escrow now, or null when it can (the campaign is locked). */
  async function refusalOf(tx: Tx, campaign: CampaignRow, funding: FundingRow): Promise<string | null> {
    const total = formatPaise(funding.totalPaise);
    if (campaign.status === 'completed' || campaign.status === 'archived') return M.fundingReason.refundedCampaignClosed(total);
    const funded = (await ledger.escrowFigures({ db: tx, campaignIds: [campaign.id] })).get(campaign.id)?.funded ?? 0n;
    const remaining = (campaign.budgetPaise ?? 0n) - funded;
    if (funding.amountPaise > remaining) return M.fundingReason.refundedOverBudget(total, formatPaise(remaining > 0n ? remaining : 0n));
    return null;
  }

  function lateReason(funding: FundingRow): string {
    const total = formatPaise(funding.totalPaise);
    const after =
      funding.status in M.fundingReason.lateAfter
        ? M.fundingReason.lateAfter[funding.status as keyof typeof M.fundingReason.lateAfter]
        : M.fundingReason.alreadyPaid;
    return M.fundingReason.refundedLate(total, after);
  }

  async function intoEscrow(tx: Tx, input: { event: CaptureEvent; funding: FundingRow; now: Date }): Promise<CaptureOutcome> {
    const { event, funding, now } = input;
    const captured = await repo.updateFunding(tx, funding.id, {
      status: 'captured',
      providerPaymentId: event.paymentId,
      capturedAt: now,
      failureReason: null,
      statusReason: null,
      updatedAt: now,
    });
    await ledger.transferMany({ tx, actor: PROVIDER_ACTOR, transfers: captureTransfers(captured, 'external') });
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'funding.captured',
      entityType: 'funding',
      entityId: funding.id,
      data: { event_id: event.id },
    });
    await deps.onFundingCaptured?.({ tx, funding: captured });
    await notices.tellBrand(tx, {
      fundingId: funding.id,
      campaignId: funding.campaignId,
      title: `${formatPaise(funding.amountPaise)} is in the escrow`,
      message: `Your payment of ${formatPaise(funding.totalPaise)} arrived: ${formatPaise(funding.amountPaise)} is in the campaign’s escrow, and creators are paid from it only for work you approve.`,
      at: now,
      event: 'captured',
    });
    return 'captured';
  }

  /** All of the payment goes back: into refunds pending now, to the payer when the provider confirms. */
  async function refundInFull(
    tx: Tx,
    input: { event: CaptureEvent; funding: FundingRow; now: Date; reason: string },
  ): Promise<CaptureOutcome> {
    const { event, funding, now, reason } = input;
    const key = `late_capture:${funding.provider}:${event.paymentId}`;
    await ledger.transferMany({
      tx,
      actor: PROVIDER_ACTOR,
      transfers: [
        {
          debit: { kind: 'external', ownerId: null },
          credit: { kind: 'refunds_pending', ownerId: null },
          amountPaise: event.amountPaise,
          kind: 'late_capture',
          refType: 'funding',
          refId: funding.id,
          idempotencyKey: key,
        },
      ],
    });
    await refunds.queueRefund(tx, {
      kind: 'late_capture',
      fundingId: funding.id,
      campaignId: funding.campaignId,
      providerPaymentId: event.paymentId,
      amountPaise: event.amountPaise,
      idempotencyKey: key,
      reason: REFUND_REASONS.lateCapture,
    });
    // A second payment for a checkout already paid leaves that funding as it is; any other funding is now refunded.
    if (funding.status !== 'captured') {
      await repo.updateFunding(tx, funding.id, {
        status: 'refunded',
        receivedPaise: event.amountPaise,
        providerPaymentId: funding.providerPaymentId ?? event.paymentId,
        statusReason: reason,
        closedAt: funding.closedAt ?? now,
        updatedAt: now,
      });
    }
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'funding.refunded_in_full',
      entityType: 'funding',
      entityId: funding.id,
      data: { event_id: event.id, payment_id: event.paymentId, amount_paise: event.amountPaise.toString(), was: funding.status, reason },
    });
    await notices.tellBrand(tx, {
      fundingId: funding.id,
      campaignId: funding.campaignId,
      title: M.refundedInFullTitle(formatPaise(event.amountPaise)),
      message: `${reason} ${M.refundTiming}`,
    });
    return 'refunded';
  }

  /** Money that matches no open checkout of ours: booked into suspense, listed for an operator; an open checkout is held. */
  async function intoSuspense(
    tx: Tx,
    input: { event: CaptureEvent; provider: string; now: Date; funding: FundingRow | null; reason: string },
  ): Promise<CaptureOutcome> {
    const { event, provider, now, funding, reason } = input;
    const item = await repo.insertSuspenseItem(tx, {
      id: randomUUID(),
      provider,
      providerPaymentId: event.paymentId,
      providerCheckoutId: event.checkoutId,
      fundingId: funding?.id ?? null,
      campaignId: funding?.campaignId ?? null,
      amountPaise: event.amountPaise,
      expectedPaise: funding?.totalPaise ?? null,
      reason,
      receivedAt: now,
    });
    if (!item) return 'duplicate';
    await ledger.transferMany({
      tx,
      actor: PROVIDER_ACTOR,
      transfers: [
        {
          debit: { kind: 'external', ownerId: null },
          credit: { kind: 'suspense', ownerId: null },
          amountPaise: event.amountPaise,
          kind: 'suspense_in',
          refType: 'suspense_item',
          refId: item.id,
          idempotencyKey: `suspense_in:${item.id}`,
        },
      ],
    });
    if (funding) {
      await repo.updateFunding(tx, funding.id, {
        status: 'held',
        receivedPaise: event.amountPaise,
        providerPaymentId: event.paymentId,
        statusReason: reason,
        updatedAt: now,
      });
      await notices.tellBrand(tx, {
        fundingId: funding.id,
        campaignId: funding.campaignId,
        title: M.heldTitle(formatPaise(event.amountPaise)),
        message: reason,
      });
    }
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'payment.held_in_suspense',
      entityType: 'suspense_item',
      entityId: item.id,
      data: { event_id: event.id, funding_id: funding?.id ?? null, amount_paise: event.amountPaise.toString(), reason },
    });
    return 'held';
  }

  return { capture };
}

/**
 * The three legs that put a funding's payment on the books: escrow gets exactly the amount, the fee goes to revenue
 * and the GST to tax payable, from the outside world (a capture) or from suspense (an operator applies held money).
 */
export function captureTransfers(funding: FundingRow, from: 'external' | 'suspense', refs?: { suspenseItemId: string }): TransferInput[] {
  const source = { kind: from, ownerId: null } as const;
  const kinds =
    from === 'external' ? (['funding', 'platform_fee', 'gst'] as const) : (['suspense_funding', 'suspense_fee', 'suspense_gst'] as const);
  const keyOf = (leg: string) => (refs ? `suspense_apply:${refs.suspenseItemId}:${leg}` : `funding:${funding.id}:${leg}`);
  const legs: TransferInput[] = [
    {
      debit: source,
      credit: { kind: 'campaign_escrow', ownerId: funding.campaignId },
      amountPaise: funding.amountPaise,
      kind: kinds[0],
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: keyOf('escrow'),
    },
  ];
  if (funding.platformFeePaise > 0n) {
    legs.push({
      debit: source,
      credit: { kind: 'platform_revenue', ownerId: null },
      amountPaise: funding.platformFeePaise,
      kind: kinds[1],
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: keyOf('fee'),
    });
  }
  if (funding.gstPaise > 0n) {
    legs.push({
      debit: source,
      credit: { kind: 'tax_payable', ownerId: null },
      amountPaise: funding.gstPaise,
      kind: kinds[2],
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: keyOf('gst'),
    });
  }
  return legs;
}
