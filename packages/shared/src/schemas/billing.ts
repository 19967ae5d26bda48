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
  /** The next subscription charge; null until subscriptions exist (issue 26 §2). */
  next_charge: z.object({ amount: z.number(), gst: z.number(), total: z.number(), at: z.string() }).nullable(),
  /** The monthly rupee prices before GST that will be charged (configuration), beside the spec's dollar prices. */
  prices_inr: z.object({ starter: z.number(), growth: z.number() }),
});
export type TBrandBilling = z.infer<typeof ZBrandBilling>;
