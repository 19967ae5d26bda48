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
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import { chargesView, fundingCharges, fundingSummaryView, receiptView } from './funding-view';
import { createEscrowRefunds } from './escrow-refunds';
import { type PaymentProvider, providerOrUnavailable } from './payment-provider';
import { createWebhookHandler, type FundingCapturedHook } from './payment-webhooks';
import * as repo from './payments.repository';
import { createPayoutsBridge } from './payouts-bridge';
import { isUuid } from '@amplio/shared/domain/uuid';

export type { FundingCapturedHook, PayoutEventHandler, WebhookOutcome } from './payment-webhooks';

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf'>;
  /** null when payments are off (production without a provider). */
  provider: PaymentProvider | null;
  jobs: Pick<JobQueue, 'send'>;
  config: Pick<PaymentsConfig, 'platformFeePercent' | 'gstPercent'> &
    Partial<Pick<PaymentsConfig, 'sandboxPayoutDelayMs' | 'sandboxDuplicateWebhooks'>>;
  /** Called inside the capture's transaction (the campaigns feature publishes the campaign). */
  onFundingCaptured?: FundingCapturedHook;
}

const MIN_PAISE = BigInt(FUNDING_MIN_RUPEES) * 100n;
const MAX_PAISE = BigInt(FUNDING_MAX_RUPEES) * 100n;
const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, ledger, provider, jobs } = deps;
  const rates: ChargeRates = { platformFeePercent: deps.config.platformFeePercent, gstPercent: deps.config.gstPercent };

  const requireProvider = () => providerOrUnavailable(provider);
  const refunds = createEscrowRefunds({ db, clock, ledger, jobs, requireProvider });
  const payouts = createPayoutsBridge({ provider, jobs, clock, config: deps.config });
  const handleWebhook = createWebhookHandler({
    db,
    clock,
    ledger,
    requireProvider,
    settleRefund: refunds.settleRefund,
    payoutHandler: payouts.handler,
    onFundingCaptured: deps.onFundingCaptured,
  });

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

  async function listFundings(input: { campaignId: string; db?: DbOrTx }) {
    const rows = await repo.listCampaignFundings(input.db ?? db, input.campaignId);
    return rows.map(fundingSummaryView);
  }

  /** The receipt of one of the brand's fundings; another brand's (or no) funding is 404. */
  async function getReceipt(input: { brandUserId: string; fundingId: string }) {
    if (!isUuid(input.fundingId)) throw notFound();
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
    if (!isUuid(input.fundingId)) throw notFound();
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
    refundUnreservedEscrow: refunds.refundUnreservedEscrow,
    sendRefund: refunds.sendRefund,
    giveUpRefund: refunds.giveUpRefund,
    listFundings,
    getReceipt,
    getOwnFunding,
    campaignNameOf,
    /** The provider's payouts, for the operator console. */
    payouts,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
