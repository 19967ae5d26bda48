import { randomUUID } from 'node:crypto';
import { computeCharges, type ChargeRates, percentToBasisPoints } from '@amplio/shared/domain/charges';
import { FUNDING_MAX_RUPEES, FUNDING_MIN_RUPEES, PAYMENT_MESSAGES, type TPaymentTermsResponse } from '@amplio/shared/schemas/payments';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { PaymentsConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { FundingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, ValidationAppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import { chargesView, fundingCharges, fundingSummaryView, receiptView } from './funding-view';
import { type PaymentProvider, type PaymentWebhookEvent, WebhookRejectedError, type WebhookRejection } from './payment-provider';
import { PAYMENT_JOBS, REFUND_RETRY_LIMIT } from './payment-jobs';
import * as repo from './payments.repository';

export type FundingCapturedHook = (input: { tx: DbOrTx; funding: FundingRow }) => Promise<void>;

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf'>;
  /** null when payments are off (production without a provider). */
  provider: PaymentProvider | null;
  jobs: Pick<JobQueue, 'send'>;
  config: Pick<PaymentsConfig, 'platformFeePercent' | 'gstPercent'>;
  /** Called inside the capture's transaction (the campaigns feature publishes the campaign). */
  onFundingCaptured?: FundingCapturedHook;
}

export type WebhookOutcome = 'captured' | 'failed' | 'refund_settled' | 'duplicate' | 'ignored';

const MIN_PAISE = BigInt(FUNDING_MIN_RUPEES) * 100n;
const MAX_PAISE = BigInt(FUNDING_MAX_RUPEES) * 100n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });
const PROVIDER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'payment_provider' };

const WEBHOOK_MESSAGES: Record<WebhookRejection, string> = {
  signature_missing: PAYMENT_MESSAGES.webhookSignatureMissing,
  signature_invalid: PAYMENT_MESSAGES.webhookSignatureInvalid,
  timestamp_stale: PAYMENT_MESSAGES.webhookTimestampStale,
  payload_invalid: PAYMENT_MESSAGES.webhookPayloadInvalid,
};

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, ledger, provider, jobs } = deps;
  const rates: ChargeRates = { platformFeePercent: deps.config.platformFeePercent, gstPercent: deps.config.gstPercent };

  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError({ code: 'payments_unavailable', status: 503, message: PAYMENT_MESSAGES.paymentsUnavailable });
    return provider;
  }

  function terms(): TPaymentTermsResponse {
    return {
      platform_fee_percent: rates.platformFeePercent,
      gst_percent: rates.gstPercent,
      min_amount: FUNDING_MIN_RUPEES,
      max_amount: FUNDING_MAX_RUPEES,
      currency: 'INR',
      provider: provider?.name ?? 'none',
      test_mode: provider?.testMode ?? false,
    };
  }

  function startedView(funding: FundingRow, checkoutUrl: string) {
    return {
      fundingId: funding.id,
      checkoutUrl,
      status: funding.status,
      charges: fundingCharges(funding),
      view: {
        funding_id: funding.id,
        checkout_url: checkoutUrl,
        status: funding.status,
        charges: chargesView(fundingCharges(funding), funding),
        test_mode: provider?.testMode ?? false,
      },
    };
  }

  /**
   * Opens a checkout for amount + fee + GST and records the funding as pending. The same brand and key again
   * returns the same funding (a retried request opens no second checkout); the key with another amount is a 422.
   */
  async function startFunding(input: {
    tx?: DbOrTx;
    brandUserId: string;
    campaignId: string;
    amountPaise: bigint;
    idempotencyKey: string;
    actor: AuditActor;
  }) {
    const payments = requireProvider();
    if (input.amountPaise < MIN_PAISE) throw fieldError('amount', PAYMENT_MESSAGES.amountMin);
    if (input.amountPaise > MAX_PAISE) throw fieldError('amount', PAYMENT_MESSAGES.amountMax);
    const reader = input.tx ?? db;
    const campaign = await repo.findCampaignOwner(reader, input.campaignId);
    if (!campaign || campaign.userId !== input.brandUserId) throw notFound();
    const earlier = await repo.findFundingByKey(reader, input);
    if (earlier) return replayFunding(earlier, input);

    const charges = computeCharges(input.amountPaise, rates);
    const id = randomUUID();
    const checkout = await payments.createCheckout({
      reference: id,
      amountPaise: charges.total,
      currency: 'INR',
      description: `Escrow funding for ${campaign.name ?? 'a campaign'}`,
      idempotencyKey: `funding:${input.brandUserId}:${input.idempotencyKey}`,
    });
    const now = clock.now();
    const run = async (tx: DbOrTx) => {
      const row = await repo.insertFunding(tx, {
        id,
        brandUserId: input.brandUserId,
        campaignId: input.campaignId,
        amountPaise: charges.amount,
        platformFeePaise: charges.platformFee,
        gstPaise: charges.gst,
        totalPaise: charges.total,
        platformFeeBps: percentToBasisPoints(rates.platformFeePercent),
        gstBps: percentToBasisPoints(rates.gstPercent),
        provider: payments.name,
        providerCheckoutId: checkout.checkoutId,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return undefined;
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: 'funding.started',
        entityType: 'funding',
        entityId: row.id,
        data: { campaign_id: row.campaignId, amount_paise: row.amountPaise.toString(), total_paise: row.totalPaise.toString() },
      });
      return row;
    };
    const row = await (input.tx ? run(input.tx) : db.transaction(run));
    if (row) return startedView(row, checkout.checkoutUrl);
    // A parallel request with the same key inserted first.
    const winner = await repo.findFundingByKey(reader, input);
    if (!winner) throw new Error('funding insert conflicted but no funding holds the key');
    return replayFunding(winner, input);
  }

  async function replayFunding(funding: FundingRow, input: { campaignId: string; amountPaise: bigint }) {
    if (funding.campaignId !== input.campaignId || funding.amountPaise !== input.amountPaise) {
      throw new ValidationAppError({ idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] });
    }
    return startedView(funding, await checkoutUrlOf(funding));
  }

  /** The checkout of an existing funding: the provider answers the same order for the same idempotency key. */
  async function checkoutUrlOf(funding: FundingRow): Promise<string> {
    const checkout = await requireProvider().createCheckout({
      reference: funding.id,
      amountPaise: funding.totalPaise,
      currency: 'INR',
      description: 'Escrow funding',
      idempotencyKey: `funding:${funding.brandUserId}:${funding.idempotencyKey}`,
    });
    return checkout.checkoutUrl;
  }

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

  /** A provider that answered a refund "pending" confirms it later; a failed one stays for an operator (money left escrow already). */
  async function settleRefund(
    tx: DbOrTx,
    event: Extract<PaymentWebhookEvent, { type: 'refund.processed' | 'refund.failed' }>,
    now: Date,
  ): Promise<WebhookOutcome> {
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
    await repo.updateRefund(db, refund.id, {
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
        data: { reason: 'retries exhausted' },
      });
    });
  }

  async function listFundings(input: { campaignId: string; db?: DbOrTx }) {
    const rows = await repo.listCampaignFundings(input.db ?? db, input.campaignId);
    return rows.map(fundingSummaryView);
  }

  /** The receipt of one of the brand's fundings; another brand's (or no) funding is 404. */
  async function getReceipt(input: { brandUserId: string; fundingId: string }) {
    if (!UUID.test(input.fundingId)) throw notFound();
    const row = await repo.findReceipt(db, input.fundingId);
    if (!row || row.funding.brandUserId !== input.brandUserId) throw notFound();
    const pending = row.funding.status !== 'captured';
    return receiptView({
      funding: row.funding,
      brand: { name: row.brandName, email: row.brandEmail },
      campaign: { id: row.funding.campaignId, name: row.campaignName ?? 'Untitled campaign' },
      testMode: provider?.testMode ?? row.funding.provider === 'sandbox',
      checkoutUrl: pending && provider?.name === row.funding.provider ? await checkoutUrlOf(row.funding) : null,
    });
  }

  /** A funding the brand owns, for the sandbox's checkout page; anything else is 404. */
  async function getOwnFunding(input: { brandUserId: string; fundingId: string }) {
    if (!UUID.test(input.fundingId)) throw notFound();
    const funding = await repo.findFunding(db, input.fundingId);
    if (!funding || funding.brandUserId !== input.brandUserId) throw notFound();
    return funding;
  }

  async function campaignNameOf(campaignId: string): Promise<string> {
    return (await repo.findCampaignOwner(db, campaignId))?.name ?? 'Untitled campaign';
  }

  return {
    terms,
    startFunding,
    handleWebhook,
    refundUnreservedEscrow,
    sendRefund,
    giveUpRefund,
    listFundings,
    getReceipt,
    getOwnFunding,
    campaignNameOf,
  };
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

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

export type PaymentsService = ReturnType<typeof createPaymentsService>;
