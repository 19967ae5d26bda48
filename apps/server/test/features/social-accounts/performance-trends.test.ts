import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPerformanceTrendsResponse } from '@amplio/shared/schemas/alerts';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { DEMO_TREND_WEEKS } from '../../../src/db/seed-creator';
import { socialAccounts, socialMetricSnapshots } from '../../../src/db/schema/index';
import { engagementPercent, performanceTrends } from '../../../src/features/social-accounts/performance-trends';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = () => t.clock.now().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(t.clock.now().getTime() - n * DAY).toISOString().slice(0, 10);

const put = (a: TestAgent, id: string, payload: Record<string, unknown>) =>
  a.request({ method: 'PUT', url: `/api/creator/social-links/${id}`, payload });
const trends = async (a: TestAgent) => {
  const res = await a.get('/api/creator/performance-trends');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return ZPerformanceTrendsResponse.parse(res.json()).data;
};
const snapshotsOf = (accountId: string) =>
  t.db.select().from(socialMetricSnapshots).where(eq(socialMetricSnapshots.socialAccountId, accountId));

async function signedInCreator() {
  const c = await createCreatorWithProfile(t);
  const creator = {
    ...c,
    agent: await t.injectAs(c.user),
    /** Moves the clock on by whole days; the session has idled out by then, so it signs in again. */
    async laterBy(days: number) {
      t.clock.advance(days * DAY);
      creator.agent = await t.injectAs(c.user);
      return creator.agent;
    },
  };
  return creator;
}

describe('the metric snapshots', () => {
  it("writes the day's snapshot in the save that sets the metrics, and keeps one row a day with the last numbers", async () => {
    const { agent, instagram } = await signedInCreator();
    expect(await snapshotsOf(instagram.id)).toEqual([]);
    await put(agent, instagram.id, { url: instagram.url, followers: 10_000, avg_views: 3_000, avg_likes: 300, avg_comments: 20 });
    await put(agent, instagram.id, { url: instagram.url, followers: 12_000, avg_views: 4_000, avg_likes: 400, avg_comments: 30 });
    const rows = await snapshotsOf(instagram.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      capturedOn: today(),
      platform: 'instagram',
      followers: 12_000,
      avgViews: 4_000,
      avgLikes: 400,
      avgComments: 30,
      metricsSource: 'self_reported',
    });
  });

  it('writes no snapshot when only the link changes, or when an account is linked without numbers', async () => {
    const creator = await signedInCreator();
    const { instagram } = creator;
    await put(creator.agent, instagram.id, { url: instagram.url, followers: 900 });
    const agent = await creator.laterBy(1);
    await put(agent, instagram.id, { url: 'https://instagram.com/asha_moved', followers: 900 });
    expect((await snapshotsOf(instagram.id)).map((r) => r.capturedOn)).toEqual([daysAgo(1)]);
    const linked = await agent.post('/api/creator/social-links', { platform: 'facebook', url: 'facebook.com/asha' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(await snapshotsOf(linked.json().data.id)).toEqual([]);
  });

  it('writes a snapshot when an account is linked with its numbers', async () => {
    const { agent } = await signedInCreator();
    const res = await agent.post('/api/creator/social-links', { platform: 'tiktok', url: '@asha.cooks', followers: 5_000, avg_likes: 250 });
    expect(res.statusCode, res.body).toBe(201);
    expect(await snapshotsOf(res.json().data.id)).toMatchObject([{ capturedOn: today(), followers: 5_000, avgLikes: 250, avgViews: null }]);
  });

  it('writes nothing, snapshot included, when the save is refused', async () => {
    const { agent, instagram } = await signedInCreator();
    const res = await put(agent, instagram.id, { url: instagram.url, followers: -1 });
    expect(res.statusCode).toBe(422);
    expect(await snapshotsOf(instagram.id)).toEqual([]);
  });
});

describe('GET /api/creator/performance-trends', () => {
  it('answers an empty list for a creator without numbers', async () => {
    const { agent } = await signedInCreator();
    expect(await trends(agent)).toEqual([]);
  });

  it('sums views and likes over the accounts a day, carrying an unchanged account forward, with engagement of the sums', async () => {
    const creator = await signedInCreator();
    const { instagram, youtube } = creator;
    await put(creator.agent, instagram.id, { url: instagram.url, followers: 10_000, avg_views: 3_000, avg_likes: 300, avg_comments: 20 });
    await put(await creator.laterBy(1), youtube.id, {
      url: youtube.url,
      followers: 2_000,
      avg_views: 1_000,
      avg_likes: 50,
      avg_comments: 7,
    });
    const agent = await creator.laterBy(2);
    await put(agent, instagram.id, { url: instagram.url, followers: 11_000, avg_views: 3_500, avg_likes: 333, avg_comments: 22 });
    expect(await trends(agent)).toEqual([
      { date: daysAgo(3), views: 3_000, likes: 300, engagement: 3.2 },
      // (300 + 50 + 20 + 7) / 12,000 × 100 = 3.141…
      { date: daysAgo(2), views: 4_000, likes: 350, engagement: 3.14 },
      // (333 + 50 + 22 + 7) / 13,000 × 100 = 3.169…
      { date: today(), views: 4_500, likes: 383, engagement: 3.17 },
    ]);
  });

  it('drops an account whose numbers were removed from the day they were removed', async () => {
    const creator = await signedInCreator();
    const { instagram, youtube } = creator;
    await put(creator.agent, instagram.id, { url: instagram.url, followers: 1_000, avg_views: 500, avg_likes: 40, avg_comments: 10 });
    await put(creator.agent, youtube.id, { url: youtube.url, followers: 1_000, avg_views: 200, avg_likes: 10, avg_comments: 0 });
    const agent = await creator.laterBy(1);
    await put(agent, youtube.id, { url: youtube.url });
    expect(await trends(agent)).toEqual([
      { date: daysAgo(1), views: 700, likes: 50, engagement: 3 },
      { date: today(), views: 500, likes: 40, engagement: 5 },
    ]);
  });

  it('reads 0 engagement without followers', async () => {
    const { agent, instagram } = await signedInCreator();
    await put(agent, instagram.id, { url: instagram.url, avg_views: 800, avg_likes: 80, avg_comments: 8 });
    expect(await trends(agent)).toEqual([{ date: today(), views: 800, likes: 80, engagement: 0 }]);
  });

  it('counts an account whose numbers predate the snapshots from the day they were set', async () => {
    const { agent, user } = await signedInCreator();
    const setOn = new Date(t.clock.now().getTime() - 10 * DAY);
    await t.db
      .update(socialAccounts)
      .set({ followers: 4_000, avgViews: 900, avgLikes: 90, avgComments: 10, metricsSource: 'self_reported', metricsUpdatedAt: setOn })
      .where(eq(socialAccounts.userId, user.id));
    // Both accounts got the same numbers: each counts once.
    expect(await trends(agent)).toEqual([{ date: daysAgo(10), views: 1_800, likes: 180, engagement: 2.5 }]);
  });

  it("shows a creator only their own accounts' trend", async () => {
    const first = await signedInCreator();
    const second = await signedInCreator();
    await put(first.agent, first.instagram.id, { url: first.instagram.url, followers: 100, avg_views: 99 });
    expect(await trends(second.agent)).toEqual([]);
    expect((await trends(first.agent)).map((p) => p.views)).toEqual([99]);
  });

  it('answers 401 without a session and 403 for a brand', async () => {
    expect((await t.agent().get('/api/creator/performance-trends')).statusCode).toBe(401);
    const brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
    expect((await brand.get('/api/creator/performance-trends')).statusCode).toBe(403);
  });
});

describe('performanceTrends (the arithmetic)', () => {
  const snap = (id: string, day: string, m: { followers?: number | null; views?: number; likes?: number; comments?: number }) => ({
    socialAccountId: id,
    capturedOn: day,
    followers: m.followers ?? null,
    avgViews: m.views ?? null,
    avgLikes: m.likes ?? null,
    avgComments: m.comments ?? null,
  });

  it('rounds engagement to two decimals and answers 0 without followers', () => {
    expect(engagementPercent({ likes: 1, comments: 0, followers: 3 })).toBe(33.33);
    expect(engagementPercent({ likes: 2, comments: 0, followers: 3 })).toBe(66.67);
    expect(engagementPercent({ likes: 5, comments: 5, followers: 0 })).toBe(0);
  });

  it('answers the last year only, carrying older numbers into its first day', () => {
    const points = performanceTrends({
      accounts: [],
      today: '2026-11-24',
      snapshots: [
        snap('a', '2025-01-10', { followers: 100, views: 10, likes: 1 }),
        snap('b', '2025-06-01', { followers: 100, views: 20, likes: 3 }),
        snap('a', '2026-02-01', { followers: 200, views: 30, likes: 5 }),
      ],
    });
    expect(points).toEqual([
      { date: '2025-11-24', views: 30, likes: 4, engagement: 2 },
      { date: '2026-02-01', views: 50, likes: 8, engagement: 2.67 },
    ]);
  });

  it('still shows where a creator stands when nothing changed within the year', () => {
    const points = performanceTrends({
      accounts: [],
      today: '2026-11-24',
      snapshots: [snap('a', '2024-03-01', { followers: 50, likes: 5 })],
    });
    expect(points).toEqual([{ date: '2025-11-24', views: 0, likes: 5, engagement: 10 }]);
  });
});

describe('the demo creator', () => {
  it('has months of weekly history that ends at the numbers on the profile', async () => {
    const demo = await buildTestApp();
    try {
      expect(await seedDemoIfEmpty({ db: demo.db, now: demo.clock.now() })).toBe(true);
      const agent = demo.agent();
      const login = await agent.post('/creator/login', { email: DEMO_ACCOUNTS.creator.email, password: DEMO_ACCOUNTS.creator.password });
      expect(login.statusCode, login.body).toBe(200);
      const points = ZPerformanceTrendsResponse.parse((await agent.get('/api/creator/performance-trends')).json()).data;
      expect(points).toHaveLength(DEMO_TREND_WEEKS + 1);
      const links = (await agent.get('/api/creator/social-links')).json().data as { avg_views: number; avg_likes: number }[];
      const last = points.at(-1)!;
      expect(last.date).toBe(demo.clock.now().toISOString().slice(0, 10));
      expect(last.views).toBe(links.reduce((sum, l) => sum + l.avg_views, 0));
      expect(last.likes).toBe(links.reduce((sum, l) => sum + l.avg_likes, 0));
      expect(points[0]!.views).toBeLessThan(last.views * 0.6);
    } finally {
      await demo.close();
    }
  });
});
