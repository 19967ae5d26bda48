import { and, desc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import type { DbOrTx } from '../../db/client';
import { type BrandBillingRow, subscriptionCharges } from '../../db/schema/index';
import type { BillingState } from './billing-state';
import { type PlanPricing, planCharge, planPricePaise } from './plan-prices';

/**
 * The next plan charge the brand will see, in rupees: the renewal at the period's end (on the downgraded plan when one
 * is scheduled), or while past due the retry of the charge that failed. None on a trial, a plan set to cancel, an
 * account without a mandate, or a lapsed one.
 */
export async function nextChargeOf(input: {
  db: DbOrTx;
  row: BrandBillingRow;
  state: BillingState;
  pricing: PlanPricing;
}): Promise<TBrandBilling['next_charge']> {
  const { row, state } = input;
  if (!row.mandateId || row.cancelAtPeriodEnd) return null;
  const view = (figures: { amountPaise: bigint; gstPaise: bigint; totalPaise: bigint }, at: Date) => ({
    amount: paiseToRupees(figures.amountPaise),
    gst: paiseToRupees(figures.gstPaise),
    total: paiseToRupees(figures.totalPaise),
    at: at.toISOString(),
  });
  if (state.status === 'past_due') {
    const [failed] = await input.db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.userId, row.userId), inArray(subscriptionCharges.status, ['failed', 'pending'])))
      .orderBy(desc(subscriptionCharges.createdAt))
      .limit(1);
    const at = row.nextRetryAt ?? failed?.createdAt;
    return failed && at ? view(failed, at) : null;
  }
  if (state.status !== 'active' || !row.currentPeriodEnd) return null;
  const price = planPricePaise(input.pricing, row.pendingPlan ?? row.plan, row);
  return price ? view(planCharge(input.pricing, price), row.currentPeriodEnd) : null;
}
