import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { ChargeRates } from '@amplio/shared/domain/charges';
import { isUuid } from '@amplio/shared/domain/uuid';
import { FUNDING_MAX_RUPEES, FUNDING_MIN_RUPEES, type TPaymentTermsResponse } from '@amplio/shared/schemas/payments';
import type { PaymentsConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { createFundingCapture, type FundingCapturedHook } from './funding-capture';
import { createFundingCheckout } from './funding-checkout';
import { fundingSummaryView, receiptView } from './funding-view';
import { createPaymentNotices } from './payment-notices';
import type { NotificationMailer } from '../notifications/notification-mail';
import { noticeBrandOfRefund } from '../notifications/brand-refund-notices';
import { type PaymentProvider, providerOrUnavailable } from './payment-provider';
import { createPaymentRefunds, type PaymentRefundsDeps } from './payment-refunds';
import { createWebhookHandler, type SubscriptionEventHandler } from './payment-webhooks';
import * as repo from './payments.repository';
import { createPayoutsBridge } from './payouts-bridge';

export type { FundingCapturedHook } from './funding-capture';
export type { PayoutEventHandler, SubscriptionEventHandler, WebhookOutcome } from './payment-webhooks';

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferMany' | 'balanceOf' | 'escrowFigures'>;
  /** null when payments are off (production without a provider). */
  provider: PaymentProvider | null;
  jobs: Pick<JobQueue, 'send'>;
  config: Pick<PaymentsConfig, 'platformFeePercent' | 'gstPercent'> &
    Partial<Pick<PaymentsConfig, 'sandboxPayoutDelayMs' | 'sandboxDuplicateWebhooks' | 'checkoutExpiryMinutes'>>;
  /** Tells a brand when a payment was refunded in full or held; without it, nothing is mailed. */
  mail?: Pick<MailService, 'enqueue' | 'notify'>;
  appUrl?: string;
  /** Notices go to the bell too, and their e-mail follows the brand's preferences. */
  mailer?: NotificationMailer;
  /** Called inside the capture's transaction (the campaigns feature publishes the campaign). */
  onFundingCaptured?: FundingCapturedHook;
  /** The invoices feature: an escrow refund returns the fee and GST on it, with a credit note (decision 047). */
  credits?: PaymentRefundsDeps['credits'];
}

const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, ledger, provider, jobs } = deps;
  const rates: ChargeRates = { platformFeePercent: deps.config.platformFeePercent, gstPercent: deps.config.gstPercent };

  const requireProvider = () => providerOrUnavailable(provider);
  const mailer = deps.mailer;
  const refunds = createPaymentRefunds({
    db,
    clock,
    ledger,
    jobs,
    requireProvider,
    credits: deps.credits,
    tellBrand: mailer ? (input) => noticeBrandOfRefund(mailer, input) : undefined,
  });
  const notices = createPaymentNotices({ mail: deps.mail, appUrl: deps.appUrl ?? '', mailer: deps.mailer });
  const checkout = createFundingCheckout({
    db,
    clock,
    jobs,
    rates,
    requireProvider,
    provider: () => provider,
    expiryMinutes: deps.config.checkoutExpiryMinutes ?? 30,
  });
  const capture = createFundingCapture({ ledger, refunds, notices, onFundingCaptured: deps.onFundingCaptured });
  const payouts = createPayoutsBridge({ provider, jobs, clock, config: deps.config });
  let subscriptionHandler: SubscriptionEventHandler | undefined;
  const handleWebhook = createWebhookHandler({
    subscriptionHandler: () => subscriptionHandler,
    db,
    clock,
    jobs,
    requireProvider,
    capture: capture.capture,
    settleRefund: refunds.settleRefund,
    payoutHandler: payouts.handler,
    afterCommit: notices.sent,
    tellBrand: notices.tellBrand,
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

  async function listFundings(input: { campaignId: string; db?: DbOrTx }) {
    const rows = await repo.listCampaignFundings(input.db ?? db, input.campaignId);
    return rows.map(fundingSummaryView);
  }

  /** The receipt of one of the brand's fundings; another brand's (or no) funding is 404. */
  async function getReceipt(input: { brandUserId: string; fundingId: string }) {
    if (!isUuid(input.fundingId)) throw notFound();
    const row = await repo.findReceipt(db, input.fundingId);
    if (!row || row.funding.brandUserId !== input.brandUserId) throw notFound();
    const open = row.funding.status === 'pending';
    return receiptView({
      funding: row.funding,
      brand: { name: row.brandName, email: row.brandEmail },
      campaign: { id: row.funding.campaignId, name: row.campaignName ?? 'Untitled campaign' },
      testMode: provider?.testMode ?? row.funding.provider === 'sandbox',
      checkoutUrl: open && provider?.name === row.funding.provider ? await checkout.checkoutUrlOf(row.funding) : null,
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
    startFunding: checkout.startFunding,
    cancelFunding: checkout.cancelFunding,
    expireFunding: checkout.expireFunding,
    expireOverdueCheckouts: checkout.expireOverdue,
    cancelCheckoutAtProvider: checkout.cancelAtProvider,
    closeOpenCheckouts: checkout.closeOpenCheckouts,
    committedFundingPaise: checkout.committedPaise,
    openFundings: checkout.openFundings,
    handleWebhook,
    refundUnreservedEscrow: refunds.refundUnreservedEscrow,
    previewEscrowRefund: refunds.previewEscrowRefund,
    confirmRefund: refunds.confirmRefund,
    queueRefund: refunds.queueRefund,
    sendRefund: refunds.sendRefund,
    giveUpRefund: refunds.giveUpRefund,
    listFundings,
    getReceipt,
    getOwnFunding,
    campaignNameOf,
    /** The provider's payouts, for the operator console. */
    payouts,
    /** Tells brands what happened to their payments (the operator console's suspense decisions use it too). */
    notices,
    /** The configured provider (null when payments are off), for subscriptions' mandate checkouts and charges. */
    provider,
    /** The subscriptions feature takes the webhooks of its plan charges (issue 26 §2). */
    onSubscriptionEvents(handler: SubscriptionEventHandler) {
      subscriptionHandler = handler;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
