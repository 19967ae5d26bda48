import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { brandBilling, ledgerTransfers, subscriptionCharges } from '../../../src/db/schema/index';
import { SUBSCRIPTION_JOBS } from '../../../src/features/billing/subscription-jobs';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';

export const DAY = 86_400_000;
export const WEBHOOK_JOB = 'payments.sandbox-webhook';

export const billingOf = async (agent: TestAgent) => {
  const res = await agent.get('/api/brands/billing');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Subscribes through the sandbox's mandate checkout: Pay, and the signed webhook delivered. Returns the charge id. */
export async function subscribeAndPay(t: TestApp, agent: TestAgent, plan: 'starter' | 'growth') {
  const res = await agent.post('/api/brands/billing/subscribe', { plan });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().checkout_url as string;
  expect(url).toMatch(/^\/sandbox\/mandate-checkout\/[0-9a-f-]{36}$/);
  const paid = await agent.post(`${url}/pay`, {});
  expect(paid.statusCode, paid.body).toBe(303);
  await t.runJobs({ name: WEBHOOK_JOB });
  return url.split('/').pop() as string;
}

/** Runs the charge job (the provider is asked) and delivers the sandbox's webhook. */
export async function settleCharges(t: TestApp) {
  await t.runJobs({ name: SUBSCRIPTION_JOBS.charge, includeDelayed: true });
  await t.runJobs({ name: WEBHOOK_JOB });
}

export const chargesOf = (t: TestApp, userId: string) =>
  t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.userId, userId)).orderBy(subscriptionCharges.createdAt);

export const billingRow = async (t: TestApp, userId: string) =>
  (await t.db.select().from(brandBilling).where(eq(brandBilling.userId, userId)))[0]!;

/** The ledger legs of one charge, by kind, in paise. */
export async function bookedFor(t: TestApp, chargeId: string) {
  const rows = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, chargeId));
  return Object.fromEntries(rows.map((r) => [r.kind, r.amountPaise]));
}

/** Sets the sandbox's "decline the next charge" control of the brand's mandate, as its page's button does. */
export async function declineNextCharge(agent: TestAgent, decline = true) {
  const res = await agent.post('/sandbox/mandate/decline-next', { decline: decline ? 'on' : 'off' });
  expect(res.statusCode, res.body).toBe(303);
}
