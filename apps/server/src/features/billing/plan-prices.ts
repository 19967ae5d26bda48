import { applyBasisPoints, percentToBasisPoints } from '@amplio/shared/domain/charges';
import type { BillingPlan } from '@amplio/shared/constants/billing';
import type { BrandBillingRow } from '../../db/schema/index';

/** The configured monthly rupee prices before GST (issue 26 §2) and the GST rate on them (the fundings' rate). */
export interface PlanPricing {
  planPricesInr: { starter: number; growth: number };
  gstPercent: number;
}

/** A plan's monthly price before GST, in paise: the operator's price for the account when set, else the configured one. */
export function planPricePaise(pricing: PlanPricing, plan: BillingPlan, row?: Pick<BrandBillingRow, 'pricePaiseOverride'>): bigint | null {
  if (row?.pricePaiseOverride != null) return row.pricePaiseOverride;
  if (plan === 'starter' || plan === 'growth') return BigInt(pricing.planPricesInr[plan]) * 100n;
  return null;
}

/**
 * The GST on a plan charge: the same integer rounding (half up to the paisa) and configured rate as a funding's GST
 * on its fee (`@amplio/shared/domain/charges`).
 */
export function planCharge(pricing: PlanPricing, amountPaise: bigint) {
  const gstBps = percentToBasisPoints(pricing.gstPercent);
  const gstPaise = applyBasisPoints(amountPaise, gstBps);
  return { amountPaise, gstBps, gstPaise, totalPaise: amountPaise + gstPaise };
}
