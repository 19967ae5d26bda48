import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBilling } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';
import { openTestDatabase } from '../../helpers/test-database';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { billingOf, bookedFor, chargesOf, settleCharges, subscribeAndPay } from './subscription-helpers';

/**
 * Parallel plan requests on PostgreSQL (PGlite runs one statement at a time, so nothing races there): every request
 * locks the brand's billing row first, and a brand has at most one pending charge, so parallel clicks charge once.
 */
const skipReason = postgresOnlySkipReason('subscription-races.test.ts');
const PARALLEL = 10;

let t: TestApp;
beforeAll(async () => {
  if (skipReason) return;
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL + 6 }) });
});
afterAll(() => t?.close());

async function trialBrand() {
  const brand = await signedInBrand(t);
  await t.db.delete(brandBilling).where(eq(brandBilling.userId, brand.user.id));
  await billingOf(brand.agent);
  return brand;
}

describe.skipIf(skipReason)(`parallel plan requests${skippedBecause(skipReason)}`, () => {
  it(`${PARALLEL} parallel subscribes open one checkout and one charge`, { timeout: 60_000 }, async () => {
    const brand = await trialBrand();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => brand.agent.post('/api/brands/billing/subscribe', { plan: 'starter' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(answers.map((a) => a.json().checkout_url)).size).toBe(1);
    expect((await chargesOf(t, brand.user.id)).length).toBe(1);
  });

  it(`${PARALLEL} parallel upgrades charge the difference once; the others are told the plan is already Growth`, {
    timeout: 60_000,
  }, async () => {
    const brand = await trialBrand();
    await subscribeAndPay(t, brand.agent, 'starter');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => brand.agent.post('/api/brands/billing/change', { plan: 'growth' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    await settleCharges(t);
    const upgrades = (await chargesOf(t, brand.user.id)).filter((c) => c.kind === 'upgrade');
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]?.status).toBe('captured');
    expect(Object.keys(await bookedFor(t, upgrades[0]!.id)).sort()).toEqual(['subscription_charge', 'subscription_gst']);
    await checkLedgerInvariants(t.db);
  });
});
