import { z } from 'zod';
import { sha256 } from '../../../lib/tokens';
import type { PaymentWebhookEvent } from '../payment-provider';
import { PAYOUT_STATUSES, type PayoutStatus, WebhookRejectedError } from '../payment-provider';

/** The sandbox's webhook body, modelled on Razorpay's: an event id, a type, and the entity it is about. */
export const ZSandboxWebhookBody = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  created_at: z.number().int(),
  data: z.object({
    checkout_id: z.string().max(200).optional(),
    payment_id: z.string().max(200).optional(),
    refund_id: z.string().max(200).optional(),
    payout_id: z.string().max(200).optional(),
    reference: z.string().max(200).optional(),
    amount: z.number().int().nonnegative().optional(),
    currency: z.literal('INR').optional(),
    reason: z.string().max(500).optional(),
    utr: z.string().max(64).optional(),
    mandate_id: z.string().max(200).optional(),
    method_label: z.string().max(200).optional(),
  }),
});
export type SandboxWebhookBody = z.infer<typeof ZSandboxWebhookBody>;

export type SandboxPaymentOutcome = 'captured' | 'failed';

export const sandboxCheckoutId = (fundingId: string) => `order_sbx_${fundingId.replaceAll('-', '')}`;
export const sandboxPaymentId = (fundingId: string) => `pay_sbx_${fundingId.replaceAll('-', '')}`;

/** One event per funding and outcome: a double click on Pay sends the same event id twice, which the app dedupes. */
export function sandboxPaymentEvent(input: {
  fundingId: string;
  totalPaise: bigint;
  outcome: SandboxPaymentOutcome;
  at: Date;
}): SandboxWebhookBody {
  return {
    id: `evt_sbx_${input.fundingId.replaceAll('-', '')}_${input.outcome}`,
    type: `payment.${input.outcome}`,
    created_at: Math.floor(input.at.getTime() / 1000),
    data: {
      checkout_id: sandboxCheckoutId(input.fundingId),
      payment_id: sandboxPaymentId(input.fundingId),
      reference: input.fundingId,
      amount: Number(input.totalPaise),
      currency: 'INR',
      ...(input.outcome === 'failed' ? { reason: 'The test card was declined (sandbox "Fail" button).' } : {}),
    },
  };
}

export type SandboxPayoutOutcome = 'processed' | 'failed';

/** The bank reference a sandbox payout settles with: 18 letters and digits, like a NEFT UTR, made up from the payout id. */
export const sandboxUtr = (payoutId: string) => `SBXN${sha256(`utr:${payoutId}`).slice(0, 14).toUpperCase()}`;

export const SANDBOX_PAYOUT_FAILURE = 'The beneficiary bank rejected the transfer (sandbox "failed" simulation).';

/** One event per payout and outcome, as RazorpayX sends payout.processed / payout.failed. */
export function sandboxPayoutEvent(input: {
  payoutId: string;
  providerPayoutId: string;
  amountPaise: bigint;
  outcome: SandboxPayoutOutcome;
  at: Date;
}): SandboxWebhookBody {
  return {
    id: `evt_sbx_${input.payoutId.replaceAll('-', '')}_payout_${input.outcome}`,
    type: `payout.${input.outcome}`,
    created_at: Math.floor(input.at.getTime() / 1000),
    data: {
      payout_id: input.providerPayoutId,
      reference: input.payoutId,
      amount: Number(input.amountPaise),
      currency: 'INR',
      ...(input.outcome === 'processed' ? { utr: sandboxUtr(input.payoutId) } : { reason: SANDBOX_PAYOUT_FAILURE }),
    },
  };
}

const isPayoutType = (type: string): type is `payout.${PayoutStatus}` =>
  type.startsWith('payout.') && (PAYOUT_STATUSES as readonly string[]).includes(type.slice('payout.'.length));

export function parseSandboxEvent(rawBody: Buffer): PaymentWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError('payload_invalid');
  }
  const parsed = ZSandboxWebhookBody.safeParse(json);
  if (!parsed.success) throw new WebhookRejectedError('payload_invalid');
  const { id, type, data } = parsed.data;
  const amountPaise = BigInt(data.amount ?? 0);
  if (type === 'payment.captured' || type === 'payment.failed') {
    if (!data.checkout_id || !data.payment_id || !data.reference || data.amount === undefined)
      throw new WebhookRejectedError('payload_invalid');
    const base = { id, checkoutId: data.checkout_id, paymentId: data.payment_id, amountPaise, reference: data.reference };
    if (type === 'payment.captured')
      return { ...base, type, ...(data.mandate_id ? { mandateId: data.mandate_id, methodLabel: data.method_label } : {}) };
    return { ...base, type, reason: data.reason ?? 'The payment failed.' };
  }
  if (type === 'refund.processed' || type === 'refund.failed') {
    if (!data.refund_id || !data.payment_id) throw new WebhookRejectedError('payload_invalid');
    return { id, type, refundId: data.refund_id, paymentId: data.payment_id, amountPaise };
  }
  if (isPayoutType(type)) {
    if (!data.payout_id || data.amount === undefined) throw new WebhookRejectedError('payload_invalid');
    return { id, type, payoutId: data.payout_id, amountPaise, reference: data.reference, utr: data.utr, reason: data.reason };
  }
  return { id, type: 'unsupported', name: type };
}
