import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { SOCIAL_METRIC_FIELDS, SOCIAL_METRIC_MAX } from '@amplio/shared/constants/social-metrics';
import { SOCIAL_ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/social-accounts';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const METRICS = {
  followers: 12_000,
  following: 300,
  posts: 140,
  avg_views: 4_000,
  avg_likes: 400,
  avg_comments: 30,
  avg_shares: 12,
  avg_saves: 20,
};

const put = (a: TestAgent, id: string, payload: unknown, opts: { csrf?: boolean; headers?: Record<string, string> } = {}) =>
  a.request({ method: 'PUT', url: `/api/creator/social-links/${id}`, payload: payload as object, ...opts });

async function signedInCreator() {
  const c = await createCreatorWithProfile(t);
  return { ...c, agent: await t.injectAs(c.user) };
}

describe('GET /api/creator/social-links', () => {
  it('answers success and the accounts in the registration order, with every spec field and no metrics yet', async () => {
    const { agent, instagram, youtube } = await signedInCreator();
    const res = await agent.get('/api/creator/social-links');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((l: { id: string }) => l.id)).toEqual([instagram.id, youtube.id]);
    expect(body.data[0]).toEqual({
      id: instagram.id,
      platform: 'instagram',
      url: 'https://instagram.com/asha',
      audience_range: '10k-50k',
      followers: null,
      following: null,
      posts: null,
      avg_views: null,
      avg_likes: null,
      avg_comments: null,
      avg_shares: null,
      avg_saves: null,
      metrics_source: null,
      metric_sources: Object.fromEntries(SOCIAL_METRIC_FIELDS.map((field) => [field, null])),
      metrics_updated_at: null,
      updated_at: expect.any(String),
    });
  });

  it('shows a creator only their own accounts', async () => {
    const first = await signedInCreator();
    const second = await signedInCreator();
    const ids = (await second.agent.get('/api/creator/social-links')).json().data.map((l: { id: string }) => l.id);
    expect(ids).not.toContain(first.instagram.id);
    expect(ids).toEqual([second.instagram.id, second.youtube.id]);
  });
});

describe('PUT /api/creator/social-links/{id}', () => {
  it('stores the metrics as self-reported with the time they were entered', async () => {
    const { agent, instagram } = await signedInCreator();
    const res = await put(agent, instagram.id, { url: 'instagram.com/asha.cooks', ...METRICS });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: M.updated });
    expect(body.data).toMatchObject({
      url: 'https://instagram.com/asha.cooks',
      ...METRICS,
      metrics_source: 'self_reported',
      metric_sources: Object.fromEntries(SOCIAL_METRIC_FIELDS.map((field) => [field, 'self_reported'])),
      metrics_updated_at: t.clock.now().toISOString(),
    });
    const listed = (await agent.get('/api/creator/social-links')).json().data[0];
    expect(listed).toEqual(body.data);
  });

  it('accepts digits sent as text (with separators) and reads empty values as not known', async () => {
    const { agent, youtube } = await signedInCreator();
    const res = await put(agent, youtube.id, { url: '@asha', followers: '1,20,000', avg_views: '', posts: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      url: 'https://youtube.com/@asha',
      followers: 120_000,
      avg_views: null,
      posts: null,
      metrics_source: 'self_reported',
    });
    expect(res.json().data.metric_sources).toMatchObject({ followers: 'self_reported', avg_views: null, posts: null });
  });

  it('clears the source and time when every metric is removed', async () => {
    const { agent, instagram } = await signedInCreator();
    await put(agent, instagram.id, { url: instagram.url, ...METRICS });
    const res = await put(agent, instagram.id, { url: instagram.url });
    expect(res.json().data).toMatchObject({ followers: null, avg_saves: null, metrics_source: null, metrics_updated_at: null });
  });

  it('keeps the source and time of metrics that did not change when only the link changes', async () => {
    const { agent, instagram } = await signedInCreator();
    const first = (await put(agent, instagram.id, { url: instagram.url, ...METRICS })).json().data;
    t.clock.advance(60_000);
    const second = (await put(agent, instagram.id, { url: 'https://instagram.com/asha_two', ...METRICS })).json().data;
    expect(second.metrics_updated_at).toBe(first.metrics_updated_at);
    expect(second.updated_at).not.toBe(first.updated_at);
  });

  it('keeps the source of each verified metric the creator sends back unchanged, and labels only the typed one', async () => {
    const { agent, instagram } = await signedInCreator();
    await put(agent, instagram.id, { url: instagram.url, ...METRICS });
    // As a platform's API would write them: every number verified.
    const verified = Object.fromEntries(SOCIAL_METRIC_FIELDS.map((field) => [field, 'platform_api']));
    await t.db.execute(
      sql`update social_accounts set metrics_source = 'platform_api', metric_sources = ${JSON.stringify(verified)}::jsonb where id = ${instagram.id}`,
    );
    const linkOnly = (await put(agent, instagram.id, { url: 'https://instagram.com/asha_two', ...METRICS })).json().data;
    expect(linkOnly.metric_sources).toEqual(verified);
    expect(linkOnly.metrics_source).toBe('platform_api');

    const typed = (await put(agent, instagram.id, { url: instagram.url, ...METRICS, followers: 12_001 })).json().data;
    expect(typed.metric_sources).toEqual({ ...verified, followers: 'self_reported' });
    expect(typed.metrics_source).toBe('self_reported');

    const removed = (await put(agent, instagram.id, { url: instagram.url, ...METRICS, followers: 12_001, avg_saves: null })).json().data;
    expect(removed.metric_sources).toEqual({ ...verified, followers: 'self_reported', avg_saves: null });
  });

  for (const field of SOCIAL_METRIC_FIELDS) {
    const max = SOCIAL_METRIC_MAX[field];
    it(`accepts ${field} from 0 to ${max} and refuses -1, ${max + 1}, decimals and words with the field's message`, async () => {
      const { agent, instagram } = await signedInCreator();
      for (const ok of [0, max]) {
        const res = await put(agent, instagram.id, { url: instagram.url, [field]: ok });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data[field]).toBe(ok);
      }
      for (const bad of [-1, 1.5, 'lots', true, [1], { n: 1 }, '-3']) {
        const res = await put(agent, instagram.id, { url: instagram.url, [field]: bad });
        expect(res.statusCode, `${field}=${JSON.stringify(bad)}`).toBe(422);
        expect(res.json()).toEqual({ message: M.metricWhole(field), errors: { [field]: [M.metricWhole(field)] } });
      }
      const over = await put(agent, instagram.id, { url: instagram.url, [field]: max + 1 });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual({ [field]: [M.metricTooLarge(field)] });
    });
  }

  it('says what the limits are in words', () => {
    expect(M.metricWhole('avg_views')).toBe('Average views must be a whole number, 0 or more.');
    expect(M.metricTooLarge('followers')).toBe('Followers can be at most 1,00,00,00,000.');
  });

  it("refuses a link of another platform with registration's message, and a missing link", async () => {
    const { agent, instagram } = await signedInCreator();
    const wrong = await put(agent, instagram.id, { url: 'https://youtube.com/@asha', followers: 10 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ url: ['Please enter a valid Instagram URL. Example: https://instagram.com/username'] });
    const missing = await put(agent, instagram.id, { followers: 10 });
    expect(missing.json().errors).toEqual({ url: [M.urlRequired] });
    const blank = await put(agent, instagram.id, { url: '   ' });
    expect(blank.json().errors).toEqual({ url: [M.urlRequired] });
  });

  it('refuses a 10 MB link with a 4xx and changes nothing', async () => {
    const { agent, instagram } = await signedInCreator();
    const res = await put(agent, instagram.id, { url: `https://instagram.com/${'a'.repeat(10 * 1024 * 1024)}` });
    expect(res.statusCode).toBe(413);
    const long = await put(agent, instagram.id, { url: `https://instagram.com/${'a'.repeat(3000)}`, followers: 5 });
    expect(long.statusCode).toBe(422);
    const listed = (await agent.get('/api/creator/social-links')).json().data[0];
    expect(listed).toMatchObject({ url: instagram.url, followers: null });
  });

  it("answers 404 for another creator's account, an unknown id and a malformed id, and changes nothing", async () => {
    const owner = await signedInCreator();
    const other = await signedInCreator();
    for (const id of [owner.instagram.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await put(other.agent, encodeURIComponent(id), { url: 'https://instagram.com/thief', followers: 1 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    const listed = (await owner.agent.get('/api/creator/social-links')).json().data[0];
    expect(listed).toMatchObject({ url: owner.instagram.url, followers: null });
  });

  it('answers 419 without the CSRF token or with a wrong one', async () => {
    const { agent, instagram } = await signedInCreator();
    const none = await put(agent, instagram.id, { url: instagram.url, followers: 1 }, { csrf: false });
    expect(none.statusCode).toBe(419);
    expect(none.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
    const wrong = await put(agent, instagram.id, { url: instagram.url, followers: 1 }, { headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(419);
  });

  it('gives the same answer to the same save sent twice at once', async () => {
    const { agent, instagram } = await signedInCreator();
    const [a, b] = await Promise.all([
      put(agent, instagram.id, { url: instagram.url, ...METRICS }),
      put(agent, instagram.id, { url: instagram.url, ...METRICS }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.followers).toBe(b.json().data.followers);
  });
});

describe('POST /api/creator/social-links', () => {
  const post = (a: TestAgent, payload: unknown, opts: { csrf?: boolean } = {}) =>
    a.request({ method: 'POST', url: '/api/creator/social-links', payload: payload as object, ...opts });

  it('links a new platform with its metrics as self-reported, and lists it', async () => {
    const { agent } = await signedInCreator();
    const res = await post(agent, { platform: 'tiktok', url: '@asha.cooks', followers: 5000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your TikTok account is linked. Add its numbers to see your price.',
      data: { platform: 'tiktok', url: 'https://tiktok.com/@asha.cooks', followers: 5000, metrics_source: 'self_reported' },
    });
    const platforms = (await agent.get('/api/creator/social-links')).json().data.map((l: { platform: string }) => l.platform);
    expect(platforms).toEqual(['instagram', 'youtube', 'tiktok']);
  });

  it('links an account without metrics as having none yet', async () => {
    const { agent } = await signedInCreator();
    const res = await post(agent, { platform: 'facebook', url: 'facebook.com/asha' });
    expect(res.json().data).toMatchObject({ followers: null, metrics_source: null, metrics_updated_at: null });
  });

  it('refuses a second account on a platform with 409, also when two arrive at once', async () => {
    const { agent } = await signedInCreator();
    const again = await post(agent, { platform: 'instagram', url: 'https://instagram.com/other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyLinked('Instagram'));
    const both = await Promise.all([
      post(agent, { platform: 'twitch', url: 'twitch.tv/asha' }),
      post(agent, { platform: 'twitch', url: 'twitch.tv/asha' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an unknown platform, a link of another platform and a bad metric with 422', async () => {
    const { agent } = await signedInCreator();
    for (const body of [{ url: 'https://x.com/a' }, { platform: 'myspace', url: 'https://myspace.com/a' }, { platform: 42 }]) {
      const res = await post(agent, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ platform: [M.platformRequired] });
    }
    const wrong = await post(agent, { platform: 'linkedin', url: 'https://instagram.com/asha' });
    expect(wrong.json().errors).toEqual({ url: ['Please enter a valid LinkedIn URL. Example: https://linkedin.com/in/username'] });
    const metric = await post(agent, { platform: 'linkedin', url: 'linkedin.com/in/asha', followers: -1 });
    expect(metric.json().errors).toEqual({ followers: [M.metricWhole('followers')] });
    const platforms = (await agent.get('/api/creator/social-links')).json().data.map((l: { platform: string }) => l.platform);
    expect(platforms).toEqual(['instagram', 'youtube']);
  });

  it('answers 401, 403 and 419 like the other writes', async () => {
    const body = { platform: 'tiktok', url: '@someone' };
    expect((await post(t.agent(), body)).statusCode).toBe(401);
    expect((await post(await t.injectAs(await t.createUser({ userType: 'brand' })), body)).statusCode).toBe(403);
    const { agent } = await signedInCreator();
    expect((await post(agent, body, { csrf: false })).statusCode).toBe(419);
  });
});

describe('who may call the social-links routes', () => {
  it('answers 401 to a visitor and 403 to a brand, on every route', async () => {
    const { instagram } = await createCreatorWithProfile(t);
    const brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
    const visitor = t.agent();
    for (const [agent, status, message] of [
      [visitor, 401, HTTP_MESSAGES.unauthenticated],
      [brand, 403, HTTP_MESSAGES.forbidden],
    ] as const) {
      const list = await agent.get('/api/creator/social-links');
      expect(list.statusCode).toBe(status);
      expect(list.json().message).toBe(message);
      const update = await put(agent, instagram.id, { url: instagram.url, followers: 1 });
      expect(update.statusCode).toBe(status);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the creator profile and social-links calls with their bodies', async () => {
    const doc = (await t.agent().get('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/creator/social-links',
        '/api/creator/social-links/{id}',
        '/api/creator/profile',
        '/api/creator/profile/photo',
        '/api/creator/alerts/unread-count',
      ]),
    );
    const put = doc.paths['/api/creator/social-links/{id}'].put;
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['url', ...SOCIAL_METRIC_FIELDS]),
    );
  });
});
