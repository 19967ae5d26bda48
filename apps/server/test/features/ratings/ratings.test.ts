import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATING_LIMITS as L, RATING_MESSAGES as M } from '@amplio/shared/schemas/ratings';
import { BRAND_RELIABILITY_TTL_MS } from '../../../src/features/ratings/ratings.service';
import { scripts } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { completeScriptByHand } from '../scripts/complete-by-hand';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());
afterEach(() => checkLedgerInvariants(t.db));

const DAY = 86_400_000;

const signedInCreator = () => signedInCreatorWithProfile(t);

/** A script of `creator` on a new campaign of `owner`, saved and then completed with the release the review books. */
async function completedScript(owner: { agent: TestAgent }, creator: { user: { id: string }; agent: TestAgent }, complete = true) {
  return (await completedCollaboration(owner, creator, complete)).scriptId;
}

async function completedCollaboration(owner: { agent: TestAgent }, creator: { user: { id: string }; agent: TestAgent }, complete = true) {
  const campaign = await createCampaign(t, owner.agent, { start_date: dayFrom(t, 0) });
  await fundAndCapture(t, owner.agent, campaign.id, 5_000);
  const saved = await creator.agent.post('/api/campaigns/save-script', {
    brand_id: campaign.brand_id,
    campaign_id: campaign.id,
    script: 'Hi everyone! Glow serum.',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const id = saved.json().data.id as string;
  if (!complete) return { scriptId: id, campaignId: campaign.id };
  await completeScriptByHand(t, { scriptId: id, campaignId: campaign.id, creatorId: creator.user.id, reservedPaise: 250_000n });
  return { scriptId: id, campaignId: campaign.id };
}

const rateCreator = (agent: TestAgent, scriptId: string, body: unknown) => agent.post(`/api/brands/submissions/${scriptId}/rating`, body);
const rateBrand = (agent: TestAgent, scriptId: string, body: unknown) => agent.post(`/api/creator/scripts/${scriptId}/rating`, body);

describe('ratings after a completed collaboration', () => {
  it('lets the brand rate the creator once with 1 to 5 stars (limits at ±1) and a comment of up to 1,000 characters', async () => {
    const creator = await signedInCreator();
    const id = await completedScript(brand, creator);
    for (const stars of [0, 6, 4.5, '5']) {
      const res = await rateCreator(brand.agent, id, { stars });
      expect([res.statusCode, res.json().message]).toEqual([422, M.starsInvalid]);
    }
    const long = await rateCreator(brand.agent, id, { stars: 5, comment: 'x'.repeat(L.commentMax + 1) });
    expect([long.statusCode, long.json().message]).toEqual([422, M.commentTooLong]);
    const first = await rateCreator(brand.agent, id, { stars: 1, comment: 'x'.repeat(L.commentMax) });
    expect(first.statusCode, first.body).toBe(201);
    const changed = await rateCreator(brand.agent, id, { stars: 5, comment: '  Great to work with.  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ stars: 5, comment: 'Great to work with.' });
    expect((await brand.agent.get(`/api/brands/submissions/${id}/rating`)).json().data.stars).toBe(5);
  });

  it('refuses a rating before the collaboration is completed', async () => {
    const creator = await signedInCreator();
    const id = await completedScript(brand, creator, false);
    const res = await rateCreator(brand.agent, id, { stars: 4 });
    expect([res.statusCode, res.json().message]).toEqual([409, M.notCompleted]);
  });

  it('keeps a rating changeable for exactly 14 days after it was given', async () => {
    const creator = await signedInCreator();
    const id = await completedScript(brand, creator);
    expect((await rateBrand(creator.agent, id, { stars: 3 })).statusCode).toBe(201);
    t.clock.advance(L.editableDays * DAY);
    expect((await rateBrand(creator.agent, id, { stars: 4 })).statusCode).toBe(200);
    t.clock.advance(1);
    const late = await rateBrand(creator.agent, id, { stars: 5 });
    expect([late.statusCode, late.json().message]).toEqual([409, M.editClosed]);
    expect((await creator.agent.get(`/api/creator/scripts/${id}/rating`)).json().data.stars).toBe(4);
  });

  it('never lets another brand or creator rate, or read, someone else’s collaboration', async () => {
    const creator = await signedInCreator();
    const id = await completedScript(brand, creator);
    const other = await signedInBrand(t);
    const stranger = await signedInCreator();
    expect((await rateCreator(other.agent, id, { stars: 1 })).statusCode).toBe(404);
    expect((await other.agent.get(`/api/brands/submissions/${id}/rating`)).statusCode).toBe(404);
    expect((await rateBrand(stranger.agent, id, { stars: 1 })).statusCode).toBe(404);
    expect((await rateCreator(creator.agent, id, { stars: 5 })).statusCode).toBe(403);
    expect((await rateCreator(brand.agent, 'not-a-uuid', { stars: 5 })).statusCode).toBe(404);
    expect((await rateCreator(brand.agent, id, { stars: 5 })).statusCode).toBe(201);
  });

  it('shows the brands’ average on the creator’s page and in search from 3 ratings on, with the count', async () => {
    const creator = await signedInCreator();
    const ids = [await completedScript(brand, creator), await completedScript(brand, creator), await completedScript(brand, creator)];
    const page = async () => (await brand.agent.get(`/api/brands/creators/${creator.username}`)).json().data.track_record;
    await rateCreator(brand.agent, ids[0]!, { stars: 5 });
    await rateCreator(brand.agent, ids[1]!, { stars: 4 });
    expect(await page()).toMatchObject({ rating: null, ratings_count: 2 });
    await rateCreator(brand.agent, ids[2]!, { stars: 4 });
    expect(await page()).toMatchObject({ rating: 4.3, ratings_count: 3 });
    const search = (await brand.agent.get(`/api/brands/creators?q=${creator.username}`)).json().data;
    expect(search.find((row: { id: string }) => row.id === creator.user.id)).toMatchObject({ rating: 4.3, ratings_count: 3 });
  });

  it('shows creators the brand’s record beside its campaign: decision time, rejections, creators paid and rating', async () => {
    const owner = await signedInBrand(t);
    const creator = await signedInCreator();
    const { scriptId, campaignId } = await completedCollaboration(owner, creator);
    const decided = t.clock.now();
    await t.db
      .update(scripts)
      .set({ submittedAt: new Date(decided.getTime() - 5 * 3_600_000), approvedAt: decided, rejectionCount: 1 })
      .where(eq(scripts.id, scriptId));
    await rateBrand(creator.agent, scriptId, { stars: 5 });
    const seen = (await creator.agent.get(`/api/campaigns/active/${campaignId}`)).json().data.brand;
    expect(seen.reliability).toEqual({ median_decision_hours: 5, rejected_share: 0.5, creators_paid: 1, rating: null, ratings_count: 1 });
    expect(seen).toMatchObject({ logo_url: null });
  });

  it('keeps a brand’s record for a minute on discovery, and shows a new rating at once', async () => {
    const owner = await signedInBrand(t);
    const creator = await signedInCreator();
    const { scriptId, campaignId } = await completedCollaboration(owner, creator);
    const record = async () => (await creator.agent.get(`/api/campaigns/active/${campaignId}`)).json().data.brand.reliability;
    expect(await record()).toMatchObject({ rejected_share: null, ratings_count: 0 });
    await t.db.update(scripts).set({ approvedAt: t.clock.now(), rejectionCount: 1 }).where(eq(scripts.id, scriptId));
    t.clock.advance(BRAND_RELIABILITY_TTL_MS - 1);
    expect(await record()).toMatchObject({ rejected_share: null });
    t.clock.advance(2);
    expect(await record()).toMatchObject({ rejected_share: 0.5 });
    await rateBrand(creator.agent, scriptId, { stars: 4 });
    expect(await record()).toMatchObject({ ratings_count: 1 });
  });
});
