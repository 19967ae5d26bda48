import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundings, paymentRefunds } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';
import { openTestDatabase } from '../../helpers/test-database';
import { createCampaign, dayFrom, fund, getCampaign, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { expectLedgerConsistent, fundingRow, paymentEvent, postWebhook } from './payments-fixtures';

/**
 * Money actions on one campaign at the same moment, on PostgreSQL (PGlite runs one statement at a time, so nothing
 * races there). Every path locks campaign → script → funding → ledger, so none can deadlock: a loser waits, then
 * answers a clear 4xx, never a 500, and the books still hold.
 */
const skipReason = postgresOnlySkipReason('money-races.test.ts');
const PARALLEL = 50;

let t: TestApp;
beforeAll(async () => {
  if (skipReason) return;
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL + 6 }) });
});
afterAll(() => t?.close());

const fundingsOf = (campaignId: string) => t.db.select().from(fundings).where(eq(fundings.campaignId, campaignId));
const capture = async (fundingId: string, paymentId?: string) => {
  const funding = await fundingRow(t.db, fundingId);
  return postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise, at: t.clock.now(), paymentId }));
};
const noServerErrors = (statuses: number[]) =>
  expect(
    statuses.filter((s) => s >= 500),
    statuses.join(','),
  ).toEqual([]);

/** An active campaign with ₹`funded` in escrow, a creator ready to save a script on it, and their agents. */
async function activeCampaign(input: { budget: number; funded: number }) {
  const brand = await signedInBrand(t);
  const campaign = await createCampaign(t, brand.agent, {
    start_date: dayFrom(t, 0),
    budget: input.budget,
    compensation: 100,
    price_cap: Math.min(input.budget, 10_000),
  });
  if (input.funded > 0) {
    const opened = await fund(brand.agent, campaign.id, input.funded);
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await capture(opened.json().funding_id)).json().outcome).toBe('captured');
  }
  return { brand, campaign: await getCampaign(brand.agent, campaign.id) };
}

async function creatorFor() {
  const creator = await createCreatorWithProfile(t);
  return { ...creator, agent: await t.injectAs(creator.user, { remember: true }) };
}

const saveScript = (agent: TestAgent, campaign: { id: string; brand_id: string | null }) =>
  agent.post('/api/campaigns/save-script', {
    brand_id: campaign.brand_id,
    campaign_id: campaign.id,
    script: 'Hi everyone! Here is Glow serum.',
  });

describe.skipIf(skipReason)(`money on one campaign at the same moment${skippedBecause(skipReason)}`, () => {
  it(`${PARALLEL} parallel Fund calls open one checkout, and the budget is never exceeded`, async () => {
    const { brand, campaign } = await activeCampaign({ budget: 5_000, funded: 0 });
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => fund(brand.agent, campaign.id, 5_000)));
    const statuses = results.map((r) => r.statusCode);
    noServerErrors(statuses);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    expect(await fundingsOf(campaign.id)).toHaveLength(1);
  });

  it(`${PARALLEL} parallel captures of ${PARALLEL} checkouts never fund past the budget, and every excess is refunded in full`, {
    timeout: 120_000,
  }, async () => {
    const { brand, campaign } = await activeCampaign({ budget: 1_000, funded: 0 });
    // Fifty checkouts for the whole budget, all but the last cancelled: stale checkouts a provider captures late.
    const ids: string[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const opened = await fund(brand.agent, campaign.id, 1_000);
      expect(opened.statusCode, opened.body).toBe(201);
      ids.push(opened.json().funding_id);
      if (i < PARALLEL - 1)
        expect((await brand.agent.post(`/api/brands/fundings/${opened.json().funding_id}/cancel`, {})).statusCode).toBe(200);
    }
    const results = await Promise.all(ids.map((id) => capture(id)));
    noServerErrors(results.map((r) => r.statusCode));
    const outcomes = results.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'captured')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(PARALLEL - 1);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.funded).toBe(1_000);
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaign.id));
    expect(refunds).toHaveLength(PARALLEL - 1);
    expect(refunds.every((r) => r.kind === 'late_capture' && r.amountPaise === 111_800n)).toBe(true);
    await expectLedgerConsistent(t.db);
  });

  it('completes, saves a script and captures a checkout on one campaign at once, 20 times, with no 500 and no deadlock', async () => {
    for (let round = 0; round < 20; round++) {
      const { brand, campaign } = await activeCampaign({ budget: 2_000, funded: 1_000 });
      const creator = await creatorFor();
      const opened = await fund(brand.agent, campaign.id, 100);
      expect(opened.statusCode, opened.body).toBe(201);
      const [completed, saved, captured] = await Promise.all([
        setStatus(brand.agent, campaign.id, 'completed'),
        saveScript(creator.agent, campaign),
        capture(opened.json().funding_id),
      ]);
      noServerErrors([completed.statusCode, saved.statusCode, captured.statusCode]);
      expect(completed.statusCode).toBe(200);
      expect(captured.statusCode).toBe(200);
      expect(['captured', 'refunded']).toContain(captured.json().outcome);
      expect([201, 404, 409, 422]).toContain(saved.statusCode);
    }
    await expectLedgerConsistent(t.db);
  }, 180_000);

  const actions = {
    fund: async (c: Race) => fund(c.brand.agent, c.campaign.id, 100),
    capture: async (c: Race) => capture(c.openFundingId),
    cancel: async (c: Race) => c.brand.agent.post(`/api/brands/fundings/${c.openFundingId}/cancel`, {}),
    expire: async (c: Race) => {
      await t.app.payments.expireFunding({ fundingId: c.openFundingId });
      return { statusCode: 200 };
    },
    saveScript: async (c: Race) => saveScript(c.creator.agent, c.campaign),
    complete: async (c: Race) => setStatus(c.brand.agent, c.campaign.id, 'completed'),
    pause: async (c: Race) => setStatus(c.brand.agent, c.campaign.id, 'paused'),
    raiseBudget: async (c: Race) =>
      c.brand.agent.request({ method: 'PUT', url: `/api/brands/campaigns/${c.campaign.id}`, payload: { budget: 3_000 } }),
  } as const;
  type Race = Awaited<ReturnType<typeof raceSetup>>;
  async function raceSetup() {
    const { brand, campaign } = await activeCampaign({ budget: 2_000, funded: 1_000 });
    const creator = await creatorFor();
    const opened = await fund(brand.agent, campaign.id, 100);
    expect(opened.statusCode, opened.body).toBe(201);
    return { brand, campaign, creator, openFundingId: opened.json().funding_id as string };
  }
  const names = Object.keys(actions) as (keyof typeof actions)[];
  const pairs = names.flatMap((a, i) => names.slice(i).map((b) => [a, b] as const));

  it(`runs each pair of money actions on one campaign at the same moment (${pairs.length} pairs) with no 500 and the books holding`, async () => {
    for (const [a, b] of pairs) {
      const race = await raceSetup();
      const results = await Promise.all([actions[a](race), actions[b](race)]);
      noServerErrors(results.map((r) => r.statusCode));
      const view = await getCampaign(race.brand.agent, race.campaign.id);
      expect(view.escrow.funded, `${a} × ${b}`).toBeLessThanOrEqual(view.budget ?? 0);
    }
    await expectLedgerConsistent(t.db);
  }, 300_000);
});
