import { z } from 'zod';
import { zRupees } from './money-field';

/** Funding limits, in rupees: the amount escrow receives (fee and GST come on top). */
export const FUNDING_MIN_RUPEES = 100;
export const FUNDING_MAX_RUPEES = 10_000_000;

export const FUNDING_STATUSES = ['pending', 'captured', 'failed'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

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
  receipt_url: z.string(),
});
export type TFundingSummary = z.infer<typeof ZFundingSummary>;

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
  outcome: z.enum(['captured', 'failed', 'refund_settled', 'duplicate', 'ignored', 'payout_processing', 'payout_paid', 'payout_failed']),
});
