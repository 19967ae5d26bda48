import { z } from 'zod';
import { zRupees } from './money-field';

/** Funding limits, in rupees: the amount escrow receives (fee and GST come on top). */
export const FUNDING_MIN_RUPEES = 100;
export const FUNDING_MAX_RUPEES = 10_000_000;

/**
 * A funding's checkout: pending (open: the brand may pay it) → captured (the money is in escrow), or closed without
 * money: failed (the payment was declined), cancelled (by the brand), expired (left open too long). A payment that
 * arrives on a closed checkout, or would take escrow over the budget, is refunded in full: refunded. A payment whose
 * amount differs from the checkout waits for an operator: held.
 */
export const FUNDING_STATUSES = ['pending', 'captured', 'failed', 'cancelled', 'expired', 'refunded', 'held'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

/** Checkouts that can no longer be paid into escrow. */
export const CLOSED_FUNDING_STATUSES = ['failed', 'cancelled', 'expired', 'refunded'] as const satisfies readonly FundingStatus[];

/** How long a checkout stays open before it expires and is cancelled at the provider. */
export const CHECKOUT_EXPIRY_MINUTES = 30;

export const PAYMENT_PROVIDERS = ['sandbox'] as const;

export const TEST_MODE_LABEL = 'Test mode — no real money moves';

export const PAYMENT_MESSAGES = {
  amountRequired: 'Enter the amount to fund.',
  amountNotNumber: 'The amount must be a number of rupees.',
  amountMin: 'The minimum funding is ₹100.',
  amountMax: 'The maximum funding in one payment is ₹1,00,00,000.',
  amountDecimals: 'The amount can have at most 2 decimal places (paise).',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  webhookSignatureMissing: 'Missing webhook signature.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookTimestampStale: 'Webhook timestamp is outside the 5-minute tolerance.',
  webhookPayloadInvalid: 'Invalid webhook payload.',
  idempotencyKeyMissing: 'This request needs an Idempotency-Key header (a unique value per payment attempt, such as a UUID).',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed. Wait for it to finish, then retry.',
  refundedInFullTitle: (amount: string) => `Your payment of ${amount} is being refunded in full`,
  heldTitle: (amount: string) => `We are checking your payment of ${amount}`,
  refundTiming: 'Refunds usually reach your account within 5 to 7 working days.',
  paymentInProgress: (total: string) => `A payment of ${total} is in progress. Continue it or cancel it.`,
  fundingCancelled: 'Payment cancelled. Nothing was charged.',
  fundingNotOpen: {
    captured: 'This payment has already been received. It cannot be cancelled.',
    failed: 'This payment did not go through, so there is nothing to cancel.',
    cancelled: 'This payment was already cancelled.',
    expired: 'This checkout expired, so there is nothing to cancel.',
    refunded: 'This payment was refunded in full, so there is nothing to cancel.',
    held: 'This payment is being checked by our team, so it cannot be cancelled. We will e-mail you.',
  },
  /** Why a funding ended as it did, shown in the funding history and on the receipt. */
  fundingReason: {
    failed: 'The payment was declined. Nothing was charged.',
    cancelled: 'You cancelled this checkout. Nothing was charged.',
    campaignEnded: 'The campaign ended before this checkout was paid, so it was closed. Nothing was charged.',
    expired: (minutes: number) => `The checkout was not paid within ${minutes} minutes, so it expired. Nothing was charged.`,
    held: (received: string, expected: string) =>
      `We received ${received} instead of ${expected}. Our team is checking it and will refund or apply it; we will e-mail you.`,
    lateAfter: {
      failed: 'it had failed',
      cancelled: 'it had been cancelled',
      expired: 'it had expired',
      refunded: 'it had been refunded',
    },
    alreadyPaid: 'it had already been paid',
    refundedLate: (total: string, after: string) =>
      `This payment arrived after the checkout was closed (${after}), so none of it went into escrow. All ${total}, fee and GST included, is being refunded to you.`,
    refundedOverBudget: (total: string, remaining: string) =>
      `This payment would have taken the escrow over the campaign's budget (only ${remaining} was left to fund), so none of it went into escrow. All ${total}, fee and GST included, is being refunded to you.`,
    refundedHeld: (amount: string) =>
      `The ${amount} we received did not match this checkout, so all of it is being refunded to you. Open a new checkout to fund the campaign.`,
    refundedCampaignClosed: (total: string) =>
      `This payment arrived after the campaign had ended, so none of it went into escrow. All ${total}, fee and GST included, is being refunded to you.`,
  },
} as const;

/** POST /api/brands/campaigns/{id}/fund. `amount` is in rupees: what the campaign's escrow receives. */
export const ZFundCampaignRequest = z.object({
  amount: zRupees({
    min: FUNDING_MIN_RUPEES,
    max: FUNDING_MAX_RUPEES,
    messages: {
      required: PAYMENT_MESSAGES.amountRequired,
      invalid: PAYMENT_MESSAGES.amountNotNumber,
      fraction: PAYMENT_MESSAGES.amountDecimals,
      min: PAYMENT_MESSAGES.amountMin,
      max: PAYMENT_MESSAGES.amountMax,
    },
  }),
});
export type TFundCampaignRequest = z.infer<typeof ZFundCampaignRequest>;

/** The breakdown a brand sees before paying, in rupees. total = amount + platform_fee + gst. */
export const ZCharges = z.object({
  amount: z.number(),
  platform_fee: z.number(),
  gst: z.number(),
  total: z.number(),
  platform_fee_percent: z.number(),
  gst_percent: z.number(),
  currency: z.literal('INR'),
});
export type TCharges = z.infer<typeof ZCharges>;

export const ZFundCampaignResponse = z.object({
  funding_id: z.uuid(),
  checkout_url: z.string(),
  status: z.enum(FUNDING_STATUSES),
  /** When the checkout expires if it is not paid (null once it is no longer open). */
  expires_at: z.string().nullable(),
  charges: ZCharges,
  test_mode: z.boolean(),
});
export type TFundCampaignResponse = z.infer<typeof ZFundCampaignResponse>;

/** GET /api/payments/terms: the rates and limits the "Fund campaign" dialog needs to show the breakdown before paying. */
export const ZPaymentTermsResponse = z.object({
  platform_fee_percent: z.number(),
  gst_percent: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  currency: z.literal('INR'),
  provider: z.string(),
  test_mode: z.boolean(),
});
export type TPaymentTermsResponse = z.infer<typeof ZPaymentTermsResponse>;

/** One row of a campaign's funding history. Dates are ISO 8601. */
export const ZFundingSummary = z.object({
  id: z.uuid(),
  status: z.enum(FUNDING_STATUSES),
  amount: z.number(),
  platform_fee: z.number(),
  gst: z.number(),
  total: z.number(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
  /** While pending: when the checkout expires if it is not paid. */
  expires_at: z.string().nullable(),
  /** Why it ended as it did (declined, cancelled, expired, refunded in full, held), in plain words; null while pending or once captured. */
  status_reason: z.string().nullable(),
  receipt_url: z.string(),
});
export type TFundingSummary = z.infer<typeof ZFundingSummary>;

/** The campaign's open checkout: what the Fund dialog shows instead of a second checkout. */
export const ZOpenFunding = z.object({
  funding_id: z.uuid(),
  amount: z.number(),
  total: z.number(),
  checkout_url: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** "A payment of ₹… is in progress. Continue it or cancel it." */
  message: z.string(),
});
export type TOpenFunding = z.infer<typeof ZOpenFunding>;

/** 409 from POST /api/brands/campaigns/{id}/fund while a checkout is open. */
export const ZPaymentInProgressResponse = z.object({
  message: z.string(),
  error_type: z.literal('payment_in_progress'),
  open_funding: ZOpenFunding,
});

/** GET /api/brands/campaigns/{id}/fundings: every funding of the campaign, newest first, whatever became of it. */
export const ZCampaignFundingsResponse = z.object({ data: z.array(ZFundingSummary) });
export type TCampaignFundingsResponse = z.infer<typeof ZCampaignFundingsResponse>;

/** POST /api/brands/fundings/{funding_id}/cancel. */
export const ZCancelFundingResponse = z.object({
  message: z.string(),
  data: ZFundingSummary,
});
export type TCancelFundingResponse = z.infer<typeof ZCancelFundingResponse>;

/** GET /api/brands/fundings/{funding_id}: the data of the receipt page /brand/receipts/{funding_id}. */
export const ZFundingReceipt = ZFundingSummary.extend({
  receipt_number: z.string(),
  platform_fee_percent: z.number(),
  gst_percent: z.number(),
  currency: z.literal('INR'),
  brand: z.object({ name: z.string(), email: z.string() }),
  campaign: z.object({ id: z.string(), name: z.string() }),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  test_mode: z.boolean(),
  failed_at: z.string().nullable(),
  checkout_url: z.string().nullable(),
});
export type TFundingReceipt = z.infer<typeof ZFundingReceipt>;

/** Any string up to 100 characters: an id that is not one of the brand's fundings (malformed included) answers 404. */
export const ZFundingIdParams = z.object({ funding_id: z.string().max(100) });

export const ZPaymentWebhookResponse = z.object({
  received: z.literal(true),
  /** payout_*: a payout webhook moved the payout (issue 13); duplicate: this event or this status was seen already. */
  /** refunded: the payment could not land in escrow and is refunded in full; held: its amount differs, it waits in suspense. */
  outcome: z.enum([
    'captured',
    'failed',
    'refunded',
    'held',
    'refund_settled',
    'duplicate',
    'ignored',
    'payout_processing',
    'payout_paid',
    'payout_failed',
  ]),
});
