import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBilling, campaigns, fundings } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';
import { openTestDatabase } from '../../helpers/test-database';
import { createCampaign, fund, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { expectLedgerConsistent, fundingRow, paymentEvent, postWebhook } from '../payments/payments-fixtures';

/**
 * Parallel publications on PostgreSQL (PGlite runs one statement at a time, so nothing races there): every capture
 * and resume locks the brand's billing row after its campaign, so a plan's limit holds however many arrive at once.
 */
const skipReason = postgresOnlySkipReason('billing-races.test.ts');
const PARALLEL = 50;
const LIMIT = 5;

let t: TestApp;
beforeAll(async () => {
  if (skipReason) return;
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL + 6 }) });
});
afterAll(() => t?.close());

const noServerErrors = (statuses: number[]) =>
  expect(
    statuses.filter((s) => s >= 500),
    statuses.join(','),
  ).toEqual([]);

async function starterBrand() {
  const brand = await signedInBrand(t);
  expect((await brand.agent.get('/api/brands/billing')).statusCode).toBe(200);
  await t.db
    .update(brandBilling)
    .set({ plan: 'starter', status: 'active', trialEndsAt: null })
    .where(eq(brandBilling.userId, brand.user.id));
  return brand;
}

const liveCount = async (userId: string) =>
  (
    await t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.userId, userId), inArray(campaigns.status, ['upcoming', 'active'])))
  ).length;

describe.skipIf(skipReason)(`the plan's limit under parallel publications${skippedBecause(skipReason)}`, () => {
  it(`${PARALLEL} parallel captures of ${PARALLEL} drafts publish ${LIMIT} on Starter; the rest wait paused with their escrow`, {
    timeout: 180_000,
  }, async () => {
    const brand = await starterBrand();
    const fundingIds: string[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const campaign = await createCampaign(t, brand.agent, { budget: 1_000, compensation: 100, price_cap: 1_000 });
      const opened = await fund(brand.agent, campaign.id, 1_000);
      expect(opened.statusCode, opened.body).toBe(201);
      fundingIds.push(opened.json().funding_id);
    }
    const results = await Promise.all(
      fundingIds.map(async (id) => {
        const funding = await fundingRow(t.db, id);
        return postWebhook(t, paymentEvent({ fundingId: id, totalPaise: funding.totalPaise, at: t.clock.now() }));
      }),
    );
    noServerErrors(results.map((r) => r.statusCode));
    expect(results.every((r) => r.json().outcome === 'captured')).toBe(true);
    expect(await liveCount(brand.user.id)).toBe(LIMIT);
    const rows = await t.db.select().from(campaigns).where(eq(campaigns.userId, brand.user.id));
    const held = rows.filter((r) => r.status === 'paused');
    expect(held).toHaveLength(PARALLEL - LIMIT);
    expect(held.every((r) => r.holdReason === 'plan_limit' && r.publishedAt !== null)).toBe(true);
    const captured = await t.db.select().from(fundings).where(inArray(fundings.id, fundingIds));
    expect(captured.every((f) => f.status === 'captured')).toBe(true);
    await expectLedgerConsistent(t.db);

    // 45 parallel resumes while the plan is full: none goes through; after pausing two, exactly two do.
    const live = rows.filter((r) => r.status !== 'paused');
    for (const r of live.slice(0, 2)) expect((await setStatus(brand.agent, r.id, 'paused')).statusCode).toBe(200);
    // The slots the pauses freed are taken by the start-held jobs or the parallel resumes, never more.
    const resumes = await Promise.all(held.map((r) => setStatus(brand.agent, r.id, 'active')));
    noServerErrors(resumes.map((r) => r.statusCode));
    await t.runJobs({ name: 'campaigns.start-held' });
    expect(await liveCount(brand.user.id)).toBe(LIMIT);
  });
});
