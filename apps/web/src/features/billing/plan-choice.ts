import type { TBrandBilling } from '@amplio/shared/schemas/billing';

export type SelfServePlan = 'starter' | 'growth';

/** What a Starter or Growth card offers the brand now. */
export type PlanChoice =
  | { kind: 'current' }
  /** No paid plan running (trial, ended, lapsed): subscribing goes through checkout. */
  | { kind: 'subscribe' }
  | { kind: 'upgrade' }
  | { kind: 'downgrade' }
  /** A downgrade to this plan is already set for the period's end. */
  | { kind: 'scheduled' }
  /** On Enterprise, or the plan is cancelled: changes go through sales or Resume first. */
  | { kind: 'unavailable'; reason: string };

const RANK: Record<SelfServePlan, number> = { starter: 1, growth: 2 };

/** Whether the brand pays for Starter or Growth now (its period runs, even if a renewal failed or it ends at the period's end). */
export const onSelfServePlan = (b: TBrandBilling): b is TBrandBilling & { plan: SelfServePlan } =>
  (b.plan === 'starter' || b.plan === 'growth') && (b.status === 'active' || b.status === 'past_due');

export function planChoice(billing: TBrandBilling, plan: SelfServePlan): PlanChoice {
  if (billing.plan === 'enterprise' && billing.status !== 'lapsed' && billing.status !== 'canceled') {
    return { kind: 'unavailable', reason: 'You are on Enterprise: talk to sales to change.' };
  }
  if (!onSelfServePlan(billing)) return { kind: 'subscribe' };
  if (billing.plan === plan) return { kind: 'current' };
  if (billing.cancel_at_period_end) return { kind: 'unavailable', reason: 'Resume your plan to change it.' };
  if (billing.status === 'past_due') return { kind: 'unavailable', reason: 'Change your plan once the renewal is paid.' };
  if (billing.pending_plan === plan) return { kind: 'scheduled' };
  return RANK[plan] > RANK[billing.plan] ? { kind: 'upgrade' } : { kind: 'downgrade' };
}

/** A monthly price before GST, its 18 % GST to the paisa, and the total, in rupees. */
export function withGst(price: number) {
  const paise = Math.round(price * 100);
  const gstPaise = Math.round((paise * 18) / 100);
  return { amount: paise / 100, gst: gstPaise / 100, total: (paise + gstPaise) / 100 };
}
