import { randomBytes } from 'node:crypto';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { CREATOR_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/creator-search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, getCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { decide, POST_LINK, postUnderVerification, rejectAndReupload, videoInReview } from '../review/review-helpers';
import { searchableCreator } from './searchable-creator';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

async function usernameOf(userId: string) {
  const [row] = await t.db.select({ username: creatorProfiles.username }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
  return row!.username;
}

const word = () => `zq${randomBytes(4).toString('hex')}`;
const profile = (username: string, agent = brand.agent) => agent.get(`/api/brands/creators/${encodeURIComponent(username)}`);

describe('GET /api/brands/creators/{username}', () => {
  it('shows a creator by username in any case: bio, numbers, a new track record, and no private field', async () => {
    const creator = await searchableCreator(t, {
      word: word(),
      accounts: [{ platform: 'instagram', followers: 20_000, avg_views: 5_000, avg_likes: 800, avg_comments: 40 }],
    });
    const res = await profile(creator.username.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.username).toBe(creator.username);
    expect(data.bio).toBe(`Daily ${creator.username.split('_')[0]} videos for people who like plain advice.`);
    expect(data.platforms).toEqual([
      expect.objectContaining({ platform: 'instagram', followers: 20_000, avg_views: 5_000, engagement_rate: 4.2 }),
    ]);
    expect(data.platforms[0]).not.toHaveProperty('price');
    expect(data.track_record).toEqual({ completed: 0, on_time_rate: null, avg_rejections: null, rating: null, ratings_count: 0 });
    expect(data.portfolio).toEqual([]);
    const text = res.body;
    for (const secret of ['email', 'phone', '9876543210', 'address', '12 Hill Road', 'postal', '400050', 'date_of_birth']) {
      expect(text).not.toContain(secret);
    }
    const [row] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, creator.user.id));
    expect(text).not.toContain(row!.dateOfBirth);
  });

  it("prices the creator on each of the brand's running campaigns, on the platforms they have, with the creator's working", async () => {
    const metrics = { followers: 20_000, avg_views: 5_000, avg_likes: 800, avg_comments: 40 };
    const creator = await searchableCreator(t, { word: word(), accounts: [{ platform: 'instagram', ...metrics }] });
    const running = await createCampaign(t, brand.agent, {
      start_date: dayFrom(t, 0),
      platform: ['instagram', 'youtube'],
      compensation: 1_500,
      price_cap: 5_000,
    });
    const upcoming = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 5), platform: ['instagram'] });
    const other = await signedInBrand(t);
    const theirs = await createCampaign(t, other.agent, { start_date: dayFrom(t, 0), platform: ['instagram'] });
    // Funding publishes a campaign: active from its start date, upcoming before it.
    await fundAndCapture(t, brand.agent, running.id, 20_000);
    await fundAndCapture(t, brand.agent, upcoming.id, 20_000);
    await fundAndCapture(t, other.agent, theirs.id, 20_000);
    expect((await getCampaign(brand.agent, running.id)).status).toBe('active');
    expect((await getCampaign(brand.agent, upcoming.id)).status).toBe('upcoming');

    const { prices } = (await profile(creator.username)).json().data as { prices: { campaign_id: string }[] };
    const expected = computeDynamicPrice({ platform: 'instagram', metrics, compensation: 1_500, priceCap: 5_000 });
    expect(prices.filter((p) => p.campaign_id === running.id)).toEqual([
      {
        campaign_id: running.id,
        campaign_name: running.product_name,
        platform: 'instagram',
        dynamic_price: expected.price,
        breakdown: expected.explanation,
      },
    ]);
    const ids = prices.map((p) => p.campaign_id);
    expect(ids).not.toContain(upcoming.id);
    expect(ids).not.toContain(theirs.id);
    const forOther = (await profile(creator.username, other.agent)).json().data as { prices: { campaign_id: string }[] };
    expect(forOther.prices.map((p) => p.campaign_id)).toEqual([theirs.id]);
  });

  it('builds the track record from the review history: completed, on time, rejections, also in search', async () => {
    const c = await postUnderVerification(t, brand);
    const username = await usernameOf(c.user.id);
    const before = (await profile(username)).json().data;
    expect(before.track_record.completed).toBe(0);

    const completed = await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    const after = (await profile(username)).json().data;
    expect(after.track_record).toEqual({ completed: 1, on_time_rate: 100, avg_rejections: 0, rating: null, ratings_count: 0 });
    expect(after.completed_collaborations).toBe(1);
    expect(after.on_time_rate).toBe(100);

    const found = (await brand.agent.get(`/api/brands/creators?q=${username}&min_completed=1&min_on_time_rate=100`)).json();
    expect(found.data.map((row: { username: string }) => row.username)).toEqual([username]);
    const notYet = (await brand.agent.get(`/api/brands/creators?q=${username}&min_completed=2`)).json();
    expect(notYet.data).toEqual([]);
  });

  it('counts rejections per completed collaboration, and a post link sent after the last day as late', async () => {
    const c = await videoInReview(t, brand, { end_date: dayFrom(t, 1) });
    await rejectAndReupload(brand, c, 1);
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' })).statusCode).toBe(200);
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    const sent = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: POST_LINK });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' })).statusCode).toBe(200);
    const { track_record } = (await profile(await usernameOf(c.user.id))).json().data;
    expect(track_record).toEqual({ completed: 1, on_time_rate: 0, avg_rejections: 1, rating: null, ratings_count: 0 });
  });
});

describe('GET /api/brands/creators/{username} refuses', () => {
  it('anyone signed out (401) and a creator (403)', async () => {
    const creator = await searchableCreator(t, { word: word() });
    expect((await t.agent().get(`/api/brands/creators/${creator.username}`)).statusCode).toBe(401);
    const someone = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(someone);
    expect((await agent.get(`/api/brands/creators/${creator.username}`)).statusCode).toBe(403);
  });

  it('an unknown, unverified or closed creator, and a name longer than any username, with the same 404', async () => {
    const unverified = await searchableCreator(t, { word: word(), verified: false });
    const closed = await searchableCreator(t, { word: word() });
    await t.db.update(creatorProfiles).set({ openToInvitations: false }).where(eq(creatorProfiles.userId, closed.user.id));
    for (const username of ['nobody_here', unverified.username, closed.username, 'a'.repeat(31), "x' or '1'='1"]) {
      const res = await profile(username);
      expect(res.statusCode, username).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await profile('a'.repeat(30))).statusCode).toBe(404);
  });
});
