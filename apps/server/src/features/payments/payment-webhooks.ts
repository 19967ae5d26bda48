import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db, DbOrTx } from '../../db/client';
import type { FundingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import {
  type PaymentProvider,
  type PaymentWebhookEvent,
  type PayoutWebhookEvent,
  PROVIDER_ACTOR,
  WebhookRejectedError,
  type WebhookRejection,
} from './payment-provider';
import * as repo from './payments.repository';

export type FundingCapturedHook = (input: { tx: DbOrTx; funding: FundingRow }) => Promise<void>;
export type WebhookOutcome =
  | 'captured'
  | 'failed'
  | 'refund_settled'
  | 'duplicate'
  | 'ignored'
  | 'payout_processing'
  | 'payout_paid'
  | 'payout_failed';
/** The payouts feature's handler of payout.* events, run in the webhook's transaction. */
export type PayoutEventHandler = (input: { tx: DbOrTx; event: PayoutWebhookEvent; provider: string; now: Date }) => Promise<WebhookOutcome>;
type RefundEvent = Extract<PaymentWebhookEvent, { type: 'refund.processed' | 'refund.failed' }>;

const WEBHOOK_MESSAGES: Record<WebhookRejection, string> = {
  signature_missing: PAYMENT_MESSAGES.webhookSignatureMissing,
  signature_invalid: PAYMENT_MESSAGES.webhookSignatureInvalid,
  timestamp_stale: PAYMENT_MESSAGES.webhookTimestampStale,
  payload_invalid: PAYMENT_MESSAGES.webhookPayloadInvalid,
};

export function createWebhookHandler(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany'>;
  requireProvider: () => PaymentProvider;
  settleRefund: (tx: DbOrTx, event: RefundEvent, now: Date) => Promise<WebhookOutcome>;
  /** The payouts feature's handler, registered after payments is built; payout events are ignored without one. */
  payoutHandler?: () => PayoutEventHandler | undefined;
  onFundingCaptured?: FundingCapturedHook;
}) {
  const { db, clock, ledger, requireProvider, settleRefund } = deps;

  /**
   * The provider's webhook: verified over the raw body, recorded by event id (a second delivery changes nothing),
   * then acted on in the same transaction: a capture moves amount, fee and GST through the ledger and calls the
   * campaigns hook; a failure marks the funding failed.
   */
  async function handleWebhook(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<WebhookOutcome> {
    const payments = requireProvider();
    let event: PaymentWebhookEvent;
    try {
      event = payments.verifyWebhook({ rawBody: input.rawBody, headers: input.headers, now: clock.now() });
    } catch (err) {
      if (!(err instanceof WebhookRejectedError)) throw err;
      throw new AppError({ code: `webhook_${err.reason}`, status: 400, message: WEBHOOK_MESSAGES[err.reason] });
    }
    return db.transaction(async (tx) => {
      const now = clock.now();
      const fresh = await repo.recordWebhookEvent(tx, {
        provider: payments.name,
        eventId: event.id,
        type: event.type === 'unsupported' ? event.name : event.type,
        payload: JSON.parse(input.rawBody.toString('utf8')),
        receivedAt: now,
      });
      if (!fresh) return 'duplicate';
      if (event.type === 'refund.processed' || event.type === 'refund.failed') return settleRefund(tx, event, now);
      if (event.type.startsWith('payout.')) {
        const onPayout = deps.payoutHandler?.();
        return onPayout ? onPayout({ tx, event: event as PayoutWebhookEvent, provider: payments.name, now }) : 'ignored';
      }
      if (event.type !== 'payment.captured' && event.type !== 'payment.failed') return 'ignored';
      const funding = await repo.lockFundingByCheckout(tx, { provider: payments.name, checkoutId: event.checkoutId });
      if (!funding) return 'ignored';
      await repo.linkWebhookEvent(tx, { provider: payments.name, eventId: event.id, fundingId: funding.id });
      if (event.type === 'payment.captured') return capture(tx, funding, event, now);
      if (funding.status !== 'pending') return 'ignored';
      await repo.updateFunding(tx, funding.id, {
        status: 'failed',
        failedAt: now,
        failureReason: event.reason.slice(0, 500),
        updatedAt: now,
      });
      await recordAudit({
        tx,
        actor: PROVIDER_ACTOR,
        at: now,
        action: 'funding.failed',
        entityType: 'funding',
        entityId: funding.id,
        data: { event_id: event.id },
      });
      return 'failed';
    });
  }

  async function capture(
    tx: DbOrTx,
    funding: FundingRow,
    event: Extract<PaymentWebhookEvent, { type: 'payment.captured' }>,
    now: Date,
  ): Promise<WebhookOutcome> {
    // A failed attempt may be followed by a successful one on the same checkout, as with Razorpay orders.
    if (funding.status === 'captured') return 'ignored';
    if (event.amountPaise !== funding.totalPaise) {
      await recordAudit({
        tx,
        actor: PROVIDER_ACTOR,
        at: now,
        action: 'funding.amount_mismatch',
        entityType: 'funding',
        entityId: funding.id,
        data: { event_id: event.id, expected_paise: funding.totalPaise.toString(), received_paise: event.amountPaise.toString() },
      });
      return 'ignored';
    }
    const captured = await repo.updateFunding(tx, funding.id, {
      status: 'captured',
      providerPaymentId: event.paymentId,
      capturedAt: now,
      failureReason: null,
      updatedAt: now,
    });
    await ledger.transferMany({ tx, actor: PROVIDER_ACTOR, transfers: captureTransfers(captured) });
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
    return 'captured';
  }

  return handleWebhook;
}

/** The three legs of a capture: escrow gets exactly the amount, the fee goes to revenue and the GST to tax payable. */
function captureTransfers(funding: FundingRow): TransferInput[] {
  const from = { kind: 'external' as const, ownerId: null };
  const legs: TransferInput[] = [
    {
      debit: from,
      credit: { kind: 'campaign_escrow', ownerId: funding.campaignId },
      amountPaise: funding.amountPaise,
      kind: 'funding',
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: `funding:${funding.id}:escrow`,
    },
  ];
  if (funding.platformFeePaise > 0n) {
    legs.push({
      debit: from,
      credit: { kind: 'platform_revenue', ownerId: null },
      amountPaise: funding.platformFeePaise,
      kind: 'platform_fee',
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: `funding:${funding.id}:fee`,
    });
  }
  if (funding.gstPaise > 0n) {
    legs.push({
      debit: from,
      credit: { kind: 'tax_payable', ownerId: null },
      amountPaise: funding.gstPaise,
      kind: 'gst',
      refType: 'funding',
      refId: funding.id,
      idempotencyKey: `funding:${funding.id}:gst`,
    });
  }
  return legs;
}
