import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { lockCampaignForMoney, lockFunding } from '../../lib/money-locks';
import { recordAudit } from '../audit/audit-log';
import type { CaptureOutcome } from './funding-capture';
import {
  type PaymentProvider,
  type PaymentWebhookEvent,
  type PayoutWebhookEvent,
  PROVIDER_ACTOR,
  WebhookRejectedError,
  type WebhookRejection,
} from './payment-provider';
import { PAYMENT_JOBS } from './payment-jobs';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { retryingTransaction } from '../../lib/retry-transaction';
import * as repo from './payments.repository';

export type WebhookOutcome =
  | CaptureOutcome
  | 'failed'
  | 'refund_settled'
  | 'ignored'
  | 'payout_processing'
  | 'payout_paid'
  | 'payout_failed';
/** The payouts feature's handler of payout.* events, run in the webhook's transaction. */
export type PayoutEventHandler = (input: { tx: Tx; event: PayoutWebhookEvent; provider: string; now: Date }) => Promise<WebhookOutcome>;
/**
 * The subscriptions feature's handler of a payment event, run in the webhook's transaction first: it answers null
 * when the payment is not one of its charges, and the funding capture takes it (decision 045).
 */
export type SubscriptionEventHandler = (input: {
  tx: Tx;
  event: Extract<PaymentWebhookEvent, { type: 'payment.captured' | 'payment.failed' }>;
  provider: string;
  now: Date;
}) => Promise<WebhookOutcome | null>;
type RefundEvent = Extract<PaymentWebhookEvent, { type: 'refund.processed' | 'refund.failed' }>;
type FailureEvent = Extract<PaymentWebhookEvent, { type: 'payment.failed' }>;

const WEBHOOK_MESSAGES: Record<WebhookRejection, string> = {
  signature_missing: PAYMENT_MESSAGES.webhookSignatureMissing,
  signature_invalid: PAYMENT_MESSAGES.webhookSignatureInvalid,
  timestamp_stale: PAYMENT_MESSAGES.webhookTimestampStale,
  payload_invalid: PAYMENT_MESSAGES.webhookPayloadInvalid,
};

export function createWebhookHandler(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  requireProvider: () => PaymentProvider;
  capture: (
    tx: Tx,
    input: { event: Extract<PaymentWebhookEvent, { type: 'payment.captured' }>; provider: string; now: Date },
  ) => Promise<CaptureOutcome>;
  settleRefund: (tx: Tx, event: RefundEvent, now: Date) => Promise<WebhookOutcome>;
  /** The payouts feature's handler, registered after payments is built; payout events are ignored without one. */
  payoutHandler?: () => PayoutEventHandler | undefined;
  /** The subscriptions feature's handler of plan charges, registered after payments is built. */
  subscriptionHandler?: () => SubscriptionEventHandler | undefined;
  /** After a commit that may have written a notice: wakes the mail worker. */
  afterCommit?: () => void;
  /** The brand's notice of a declined payment, in the same transaction. */
  tellBrand?: (
    tx: Tx,
    input: { fundingId: string; campaignId: string; title: string; message: string; at: Date; event: string },
  ) => Promise<unknown>;
}) {
  const { db, clock, requireProvider } = deps;

  /**
   * The provider's webhook: verified over the raw body, recorded by event id (a second delivery changes nothing),
   * then acted on in the same transaction. A deadlock or serialization failure is retried here; the provider would
   * retry anyway, but the answer should not be a 500.
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
    const outcome = await retryingTransaction(() =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const fresh = await repo.recordWebhookEvent(tx, {
          provider: payments.name,
          eventId: event.id,
          type: event.type === 'unsupported' ? event.name : event.type,
          payload: JSON.parse(input.rawBody.toString('utf8')),
          receivedAt: now,
        });
        if (!fresh) return 'duplicate' as const;
        switch (event.type) {
          case 'refund.processed':
          case 'refund.failed':
            return deps.settleRefund(tx, event, now);
          case 'payment.captured': {
            const plan = await deps.subscriptionHandler?.()?.({ tx, event, provider: payments.name, now });
            if (plan) return plan;
            const result = await deps.capture(tx, { event, provider: payments.name, now });
            const funding = await repo.findFundingByCheckout(tx, { provider: payments.name, checkoutId: event.checkoutId });
            if (funding) await repo.linkWebhookEvent(tx, { provider: payments.name, eventId: event.id, fundingId: funding.id });
            return result;
          }
          case 'payment.failed': {
            const plan = await deps.subscriptionHandler?.()?.({ tx, event, provider: payments.name, now });
            return plan ?? fail(tx, event, payments.name, now);
          }
          case 'unsupported':
            return 'ignored' as const;
          default: {
            const onPayout = deps.payoutHandler?.();
            return onPayout ? onPayout({ tx, event, provider: payments.name, now }) : ('ignored' as const);
          }
        }
      }),
    );
    deps.afterCommit?.();
    return outcome;
  }

  /** A declined payment closes its checkout for good: a later capture on it is refunded in full. */
  async function fail(tx: Tx, event: FailureEvent, provider: string, now: Date): Promise<WebhookOutcome> {
    const found = await repo.findFundingByCheckout(tx, { provider, checkoutId: event.checkoutId });
    if (!found) return 'ignored';
    await repo.linkWebhookEvent(tx, { provider, eventId: event.id, fundingId: found.id });
    await lockCampaignForMoney(tx, found.campaignId);
    const funding = await lockFunding(tx, found.id);
    if (funding?.status !== 'pending') return 'ignored';
    await repo.updateFunding(tx, funding.id, {
      status: 'failed',
      failedAt: now,
      closedAt: now,
      failureReason: event.reason.slice(0, 500),
      statusReason: PAYMENT_MESSAGES.fundingReason.failed,
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
    await deps.jobs.send({ tx, name: PAYMENT_JOBS.checkoutCancel, data: { fundingId: funding.id }, singletonKey: funding.id });
    await deps.tellBrand?.(tx, {
      fundingId: funding.id,
      campaignId: funding.campaignId,
      title: 'Your payment did not go through',
      message: `${PAYMENT_MESSAGES.fundingReason.failed} You can fund the campaign again from its page.`,
      at: now,
      event: 'failed',
    });
    return 'failed';
  }

  return handleWebhook;
}
