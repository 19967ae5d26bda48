import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { AppError } from '../../lib/errors';
import { type AuditActor, SYSTEM_ACTOR } from '../audit/audit-log';

/**
 * What the app needs from a payment provider, shaped after Razorpay (Orders + Payments for checkout, Refunds,
 * Route for holds, RazorpayX for payouts) so that an adapter for it is a translation, not a redesign.
 * Amounts are integer paise. Every call that creates or changes something takes an idempotency key, which an
 * adapter sends as the provider's own (X-Payout-Idempotency for RazorpayX, the order receipt for Orders).
 * docs/decisions/012-payment-provider.md explains how a Razorpay adapter plugs in.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True for the sandbox: every page and answer that shows the provider says "Test mode — no real money moves". */
  readonly testMode: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<Checkout>;
  /**
   * Closes an open checkout so that it can no longer be paid (Razorpay: an order cannot be cancelled, but its payment
   * link can, and an order left unpaid expires). A payment that still arrives afterwards is refunded in full.
   */
  cancelCheckout(input: { checkoutId: string; idempotencyKey: string }): Promise<void>;
  /** Checks the signature over the raw body (and its timestamp), then parses it. Throws WebhookRejectedError. */
  verifyWebhook(input: { rawBody: Buffer; headers: Record<string, string | string[] | undefined>; now: Date }): PaymentWebhookEvent;
  refund(input: RefundInput): Promise<ProviderRefund>;
  createPayout(input: CreatePayoutInput): Promise<ProviderPayout>;
  /** Only a queued payout can be cancelled (RazorpayX: "queued" → "cancelled"). */
  cancelPayout(input: { payoutId: string; idempotencyKey: string }): Promise<ProviderPayout>;
  /**
   * Recurring payments (issue 26 §2, decision 045), optional so an adapter without them still builds; subscriptions
   * answer 503 without them. A mandate checkout is a checkout where the payer pays the first period and authorises a
   * recurring mandate (Razorpay: an order with a token's recurring flag; UPI AutoPay or an e-mandate). Its
   * payment.captured webhook names the mandate (`mandateId`).
   */
  createMandateCheckout?(input: CreateCheckoutInput & { customerRef: string }): Promise<Checkout>;
  /**
   * Charges an authorised mandate (Razorpay: an order and a recurring payment on the token). The result comes by
   * signed webhook (payment.captured or payment.failed, `reference` naming our charge); the same idempotency key
   * again charges nothing more.
   */
  chargeMandate?(input: ChargeMandateInput): Promise<{ checkoutId: string }>;
}

export interface ChargeMandateInput {
  mandateId: string;
  /** Our subscription charge id, echoed back in the webhook. */
  reference: string;
  amountPaise: bigint;
  currency: 'INR';
  description: string;
  idempotencyKey: string;
}

export interface CreateCheckoutInput {
  /** Our funding id: the order's receipt, echoed back in every webhook about it. */
  reference: string;
  amountPaise: bigint;
  currency: 'INR';
  description: string;
  idempotencyKey: string;
}

export interface Checkout {
  /** The provider's order id (Razorpay: order_…). */
  checkoutId: string;
  /** Where the payer goes to pay (Razorpay: our page that opens Checkout with the order id). */
  checkoutUrl: string;
}

export type PaymentWebhookEvent =
  | {
      id: string;
      type: 'payment.captured';
      checkoutId: string;
      paymentId: string;
      amountPaise: bigint;
      reference: string;
      /** The recurring mandate a mandate checkout's payment authorised, and how the payer sees it. */
      mandateId?: string;
      methodLabel?: string;
    }
  | { id: string; type: 'payment.failed'; checkoutId: string; paymentId: string; amountPaise: bigint; reference: string; reason: string }
  | { id: string; type: 'refund.processed' | 'refund.failed'; refundId: string; paymentId: string; amountPaise: bigint }
  | PayoutWebhookEvent
  | { id: string; type: 'unsupported'; name: string };

/**
 * A payout moved at the provider (RazorpayX: payout.processed, payout.failed, payout.reversed…). `payoutId` is the
 * provider's id; `reference` ours (the payout's uuid); `utr` the bank's reference of a processed payout.
 */
export interface PayoutWebhookEvent {
  id: string;
  type: `payout.${PayoutStatus}`;
  payoutId: string;
  amountPaise: bigint;
  reference?: string;
  utr?: string;
  reason?: string;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: bigint;
  idempotencyKey: string;
  reason: string;
}

export interface ProviderRefund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

/** RazorpayX's payout life: queued → processing → processed, or failed, or reversed after processing; cancelled while queued. */
export const PAYOUT_STATUSES = ['queued', 'processing', 'processed', 'failed', 'reversed', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface CreatePayoutInput {
  amountPaise: bigint;
  /** Our payout id. */
  reference: string;
  destination: { type: 'upi'; vpa: string } | { type: 'bank_account'; ifsc: string; accountNumber: string; name: string };
  idempotencyKey: string;
}

export interface ProviderPayout {
  payoutId: string;
  status: PayoutStatus;
}

export const PROVIDER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'payment_provider' };

/** The configured provider, or a 503 that says payments are off. */
export function providerOrUnavailable(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError({ code: 'payments_unavailable', status: 503, message: PAYMENT_MESSAGES.paymentsUnavailable });
  return provider;
}

export const WEBHOOK_REJECTIONS = ['signature_missing', 'signature_invalid', 'timestamp_stale', 'payload_invalid'] as const;
export type WebhookRejection = (typeof WEBHOOK_REJECTIONS)[number];

export class WebhookRejectedError extends Error {
  constructor(readonly reason: WebhookRejection) {
    super(reason);
  }
}
