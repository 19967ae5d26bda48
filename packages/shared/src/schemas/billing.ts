import { z } from 'zod';
import { BILLING_PLANS, BILLING_STATUSES } from '../constants/billing';

/** GET /api/brands/billing (issue 26, a contract): the brand's plan and how much of its campaign limit is used. */
export const ZBrandBilling = z.object({
  plan: z.enum(BILLING_PLANS),
  status: z.enum(BILLING_STATUSES),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Campaigns upcoming or active now. */
  active_campaigns: z.number().int(),
  /** null: unlimited (Enterprise). */
  campaign_limit: z.number().int().nullable(),
  /** The next subscription charge in rupees (price, its GST, both), and when; null when none is due (trial, cancelled, lapsed). */
  next_charge: z.object({ amount: z.number(), gst: z.number(), total: z.number(), at: z.string() }).nullable(),
  /** A downgrade chosen for the period's end; null when none is scheduled. */
  pending_plan: z.enum(['starter', 'growth']).nullable(),
  /** The recurring mandate renewals are charged to; null until the brand has authorised one at checkout. */
  payment_method: z.object({ label: z.string(), test_mode: z.boolean() }).nullable(),
  /** While past due: when the failed renewal is tried again (1, 3 and 5 days after it failed); else null. */
  retry_at: z.string().nullable(),
  /** The monthly rupee prices before GST that will be charged (configuration), beside the spec's dollar prices. */
  prices_inr: z.object({ starter: z.number(), growth: z.number() }),
});
export type TBrandBilling = z.infer<typeof ZBrandBilling>;

/** POST /api/brands/billing/subscribe and /change (issue 26 §2, a contract). Enterprise is arranged with sales. */
export const ZChoosePlanRequest = z.object({ plan: z.enum(['starter', 'growth']) });
export type TChoosePlanRequest = z.infer<typeof ZChoosePlanRequest>;

/** POST /api/brands/billing/subscribe: where the brand authorises the mandate and pays the first period. */
export const ZSubscribeResponse = z.object({ success: z.literal(true), checkout_url: z.string() });
export type TSubscribeResponse = z.infer<typeof ZSubscribeResponse>;
