import {
  BILLING_MESSAGES,
  BILLING_PAGE_PATH,
  type BillingPlan,
  type BillingStatus,
  PLAN_CAMPAIGN_LIMITS,
} from '@amplio/shared/constants/billing';
import type { BrandBillingRow } from '../../db/schema/index';

export interface BillingState {
  plan: BillingPlan;
  status: BillingStatus;
  /** null: unlimited. */
  campaignLimit: number | null;
  /** False once a trial or a plan has ended unpaid: nothing new may be published. */
  canPublish: boolean;
}

/** The plan's name in the limit message: "Your Starter plan allows 5 active campaigns." */
const NAME_IN_MESSAGE: Record<BillingPlan, string> = {
  trial: 'trial',
  starter: 'Starter',
  growth: 'Growth',
  enterprise: 'Enterprise',
  none: 'current',
};

/**
 * Where a brand's billing stands at `now`. A trial past its end is lapsed even before its end job has run, so the
 * limit never depends on a job's timing. Lapsed and cancelled accounts publish nothing new; past due keeps its plan
 * while the renewal is retried.
 */
export function billingState(row: BrandBillingRow, now: Date): BillingState {
  const trialOver = row.status === 'trialing' && row.trialEndsAt !== null && now.getTime() >= row.trialEndsAt.getTime();
  const plan: BillingPlan = trialOver ? 'none' : row.plan;
  const status: BillingStatus = trialOver ? 'lapsed' : row.status;
  const canPublish = status !== 'lapsed' && status !== 'canceled' && plan !== 'none';
  const campaignLimit = canPublish ? (row.campaignLimitOverride ?? PLAN_CAMPAIGN_LIMITS[plan]) : 0;
  return { plan, status, campaignLimit, canPublish };
}

export type SlotRefusal = { code: 'plan_limit' | 'plan_lapsed'; message: string; link: string };

/** Why one more campaign cannot become active now, or null when it can. */
export function slotRefusal(state: BillingState, active: number): SlotRefusal | null {
  if (!state.canPublish) return { code: 'plan_lapsed', message: BILLING_MESSAGES.lapsed, link: BILLING_PAGE_PATH };
  if (state.campaignLimit === null || active < state.campaignLimit) return null;
  return {
    code: 'plan_limit',
    message: BILLING_MESSAGES.limitReached(NAME_IN_MESSAGE[state.plan], state.campaignLimit),
    link: BILLING_PAGE_PATH,
  };
}
