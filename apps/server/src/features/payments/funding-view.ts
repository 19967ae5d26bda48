import { formatPaise, paiseToRupees } from '@amplio/shared/domain/money';
import {
  PAYMENT_MESSAGES,
  type TCharges,
  type TFundingReceipt,
  type TFundingSummary,
  type TOpenFunding,
} from '@amplio/shared/schemas/payments';
import type { Charges } from '@amplio/shared/domain/charges';
import { shortReference } from '@amplio/shared/domain/short-reference';
import type { FundingRow } from '../../db/schema/index';

export const receiptPath = (fundingId: string) => `/brand/receipts/${fundingId}`;

/** A short number to quote to support, stable for the funding: AMP-20261123-1A2B3C4D. */
export const receiptNumber = (funding: Pick<FundingRow, 'id' | 'createdAt'>) =>
  `AMP-${funding.createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${shortReference(funding.id)}`;

export function chargesView(charges: Charges, rates: { platformFeeBps: number; gstBps: number }): TCharges {
  return {
    amount: paiseToRupees(charges.amount),
    platform_fee: paiseToRupees(charges.platformFee),
    gst: paiseToRupees(charges.gst),
    total: paiseToRupees(charges.total),
    platform_fee_percent: rates.platformFeeBps / 100,
    gst_percent: rates.gstBps / 100,
    currency: 'INR',
  };
}

export const fundingCharges = (f: FundingRow): Charges => ({
  amount: f.amountPaise,
  platformFee: f.platformFeePaise,
  gst: f.gstPaise,
  total: f.totalPaise,
});

export function fundingSummaryView(f: FundingRow): TFundingSummary {
  const charges = chargesView(fundingCharges(f), f);
  return {
    id: f.id,
    status: f.status,
    amount: charges.amount,
    platform_fee: charges.platform_fee,
    gst: charges.gst,
    total: charges.total,
    created_at: f.createdAt.toISOString(),
    captured_at: f.capturedAt?.toISOString() ?? null,
    expires_at: f.status === 'pending' ? (f.expiresAt?.toISOString() ?? null) : null,
    status_reason: f.statusReason ?? (f.status === 'failed' ? PAYMENT_MESSAGES.fundingReason.failed : null),
    receipt_url: receiptPath(f.id),
  };
}

/** An open checkout as the Fund dialog shows it: what it charges, where to continue it, and when it expires. */
export function openFundingView(f: FundingRow, checkoutUrl: string): TOpenFunding {
  return {
    funding_id: f.id,
    amount: paiseToRupees(f.amountPaise),
    total: paiseToRupees(f.totalPaise),
    checkout_url: checkoutUrl,
    created_at: f.createdAt.toISOString(),
    expires_at: f.expiresAt?.toISOString() ?? null,
    message: PAYMENT_MESSAGES.paymentInProgress(formatPaise(f.totalPaise)),
  };
}

export function receiptView(input: {
  funding: FundingRow;
  brand: { name: string; email: string };
  campaign: { id: string; name: string };
  testMode: boolean;
  checkoutUrl: string | null;
}): TFundingReceipt {
  const { funding } = input;
  return {
    ...fundingSummaryView(funding),
    receipt_number: receiptNumber(funding),
    platform_fee_percent: funding.platformFeeBps / 100,
    gst_percent: funding.gstBps / 100,
    currency: 'INR',
    brand: input.brand,
    campaign: input.campaign,
    provider: funding.provider,
    provider_reference: funding.providerPaymentId ?? funding.providerCheckoutId,
    test_mode: input.testMode,
    failed_at: funding.failedAt?.toISOString() ?? null,
    checkout_url: input.checkoutUrl,
  };
}
