import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_SEARCH_MESSAGES as M } from '@amplio/shared/schemas/creator-search';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { eq } from 'drizzle-orm';
import { creatorProfiles, socialAccounts, users } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { createCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { searchableCreator } from './searchable-creator';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

/** A word no other test's creators carry, so `q` isolates one test's creators. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

interface Row {
  id: string;
  username: string;
  platforms: { platform: string; followers: number | null; engagement_rate: number; price?: number }[];
  [key: string]: unknown;
}
interface Answer {
  data: Row[];
  facets: Record<string, { value: string; count: number }[]>;
  next_cursor: string | null;
}

const search = async (query: string, agent: TestAgent = brand.agent) => {
  const res = await agent.get(`/api/brands/creators?${query}`);
  return { status: res.statusCode, body: res.json() as Answer & { errors?: Record<string, string[]>; message?: string } };
};
const usernames = (answer: Answer) => answer.data.map((row) => row.username);

describe('GET /api/brands/creators', () => {
  it('finds creators by a word of their bio, name or username, and never shows private fields', async () => {
    const word = uniqueWord();
    const { username } = await searchableCreator(t, { word });
    const { status, body } = await search(`q=${word}`);
    expect(status).toBe(200);
    expect(usernames(body)).toEqual([username]);
    const row = body.data[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'categories',
        'city',
        'completed_collaborations',
        'content_type',
        'country',
        'id',
        'languages',
        'name',
        'on_time_rate',
        'platforms',
        'profile_photo',
        'rating',
        'ratings_count',
        'state',
        'username',
      ].sort(),
    );
    const text = JSON.stringify(body);
    for (const secret of ['9876543210', '12 Hill Road', '400050', '1996-04-02', '@example.test']) expect(text).not.toContain(secret);
    expect(row.platforms[0]).toMatchObject({ platform: 'instagram', followers: 20_000, avg_views: 5_000, engagement_rate: 4.2 });
  });

  it('tolerates a typo in a name and ranks the closer match first', async () => {
    const word = uniqueWord();
    const exact = await searchableCreator(t, { word, first: 'Priyanka', last: 'Deshmukh' });
    const { body } = await search(`q=${encodeURIComponent('priyanka deshmuk')}`);
    expect(usernames(body)).toContain(exact.username);
  });

  it('keeps the search row current in the transaction that changes the profile or the metrics', async () => {
    const word = uniqueWord();
    const creator = await searchableCreator(t, { word, city: 'Pune' });
    expect(usernames((await search(`q=${word}&city=Mumbai`)).body)).toEqual([]);
    await t.db.update(creatorProfiles).set({ city: 'Mumbai' }).where(eq(creatorProfiles.userId, creator.user.id));
    expect(usernames((await search(`q=${word}&city=mumbai`)).body)).toEqual([creator.username]);
    await t.db.update(socialAccounts).set({ followers: 150_000 }).where(eq(socialAccounts.userId, creator.user.id));
    expect(usernames((await search(`q=${word}&platform=instagram&min_followers=100000`)).body)).toEqual([creator.username]);
    await t.db.delete(creatorProfiles).where(eq(creatorProfiles.userId, creator.user.id));
    expect(usernames((await search(`q=${word}`)).body)).toEqual([]);
  });

  it('keeps the search row for any counts an account can hold: one follower, the most likes and comments', async () => {
    const word = uniqueWord();
    const most = 2_147_483_647;
    const { username } = await searchableCreator(t, {
      word,
      accounts: [{ platform: 'instagram', followers: 1, avg_likes: most, avg_comments: most }],
    });
    const { body } = await search(`q=${word}&sort=engagement`);
    expect(usernames(body)).toEqual([username]);
    expect(body.data[0]!.platforms[0]!.engagement_rate).toBe(((most + most) * 100) / 1);
  });

  it('leaves out creators who have not verified their e-mail', async () => {
    const word = uniqueWord();
    await searchableCreator(t, { word, verified: false });
    expect((await search(`q=${word}`)).body.data).toEqual([]);
  });

  it('filters fitness creators in Mumbai who speak Hindi with 10k to 100k Instagram followers', async () => {
    const word = uniqueWord();
    const fit = await searchableCreator(t, { word });
    await searchableCreator(t, { word, categories: ['food'] });
    await searchableCreator(t, { word, city: 'Delhi' });
    await searchableCreator(t, { word, language: 'English' });
    await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 9_999 }] });
    await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 100_001 }] });
    await searchableCreator(t, { word, accounts: [{ platform: 'youtube', followers: 50_000 }] });
    const edges = [
      await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 10_000 }] }),
      await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 100_000 }] }),
    ];
    const { body } = await search(
      `q=${word}&category=fitness&city=Mumbai&language=Hindi&platform=instagram&min_followers=10000&max_followers=100000`,
    );
    expect(usernames(body).sort()).toEqual([fit.username, ...edges.map((e) => e.username)].sort());
  });

  it('filters by engagement, average views, metric source, content type, audience size, gender, state and country', async () => {
    const word = uniqueWord();
    const high = await searchableCreator(t, {
      word,
      accounts: [{ platform: 'youtube', followers: 1_000, avg_views: 900, avg_likes: 100, avg_comments: 0, source: 'platform_api' }],
    });
    const low = await searchableCreator(t, {
      word,
      gender: 'male',
      contentType: 'photo',
      audienceSize: 'large',
      state: 'Gujarat',
      country: 'AE',
      accounts: [{ platform: 'youtube', followers: 1_000, avg_views: 100, avg_likes: 10, avg_comments: 0 }],
    });
    const names = async (query: string) => usernames((await search(`q=${word}&${query}`)).body);
    expect(await names('min_engagement=10')).toEqual([high.username]);
    expect(await names('min_engagement=10.01')).toEqual([]);
    expect(await names('max_engagement=1')).toEqual([low.username]);
    expect(await names('max_engagement=0.99')).toEqual([]);
    expect(await names('min_avg_views=900')).toEqual([high.username]);
    expect(await names('min_avg_views=901')).toEqual([]);
    expect(await names('metrics_source=verified')).toEqual([high.username]);
    expect(await names('metrics_source=self_reported')).toEqual([low.username]);
    expect(await names('content_type=photo')).toEqual([low.username]);
    expect(await names('audience_size=large')).toEqual([low.username]);
    expect(await names('gender=male')).toEqual([low.username]);
    expect(await names('state=gujarat')).toEqual([low.username]);
    expect(await names('country=AE')).toEqual([low.username]);
  });

  it('filters by age from the date of birth, at the day of the birthday', async () => {
    const word = uniqueWord();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const born = (years: number, dayOffset = 0) => {
      const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
      return date.toISOString().slice(0, 10);
    };
    const turns25Today = await searchableCreator(t, { word, dateOfBirth: born(25) });
    const turns25Tomorrow = await searchableCreator(t, { word, dateOfBirth: born(25, 1) });
    const names = async (query: string) => usernames((await search(`q=${word}&${query}`)).body).sort();
    expect(await names('min_age=25')).toEqual([turns25Today.username]);
    expect(await names('max_age=24')).toEqual([turns25Tomorrow.username]);
    expect(await names('min_age=24&max_age=25')).toEqual([turns25Today.username, turns25Tomorrow.username].sort());
  });

  it('sorts by followers and engagement, on a platform or across all, highest first', async () => {
    const word = uniqueWord();
    const a = await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 5_000, avg_likes: 1_000 }] });
    const b = await searchableCreator(t, {
      word,
      accounts: [
        { platform: 'instagram', followers: 50_000, avg_likes: 500 },
        { platform: 'youtube', followers: 900_000, avg_likes: 100 },
      ],
    });
    const c = await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 20_000, avg_likes: 400 }] });
    const order = async (query: string) => usernames((await search(`q=${word}&${query}`)).body);
    expect(await order('sort=followers')).toEqual([b.username, c.username, a.username]);
    expect(await order('sort=followers&platform=instagram')).toEqual([b.username, c.username, a.username]);
    expect(await order('sort=engagement&platform=instagram')).toEqual([a.username, c.username, b.username]);
    expect(await order('sort=newest')).toEqual([c.username, b.username, a.username]);
  });

  it('pages by cursor with no creator twice and none missed, 24 a page by default', async () => {
    const word = uniqueWord();
    const made = new Set<string>();
    for (let i = 0; i < 27; i++) {
      t.clock.advance(1);
      made.add((await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 1_000 * (i % 5) }] })).username);
    }
    for (const sort of ['newest', 'followers', 'relevance', 'engagement', 'on_time_rate']) {
      const first = (await search(`q=${word}&sort=${sort}`)).body;
      expect(first.data).toHaveLength(24);
      expect(first.next_cursor).toBeTypeOf('string');
      const second = (await search(`q=${word}&sort=${sort}&cursor=${first.next_cursor}`)).body;
      expect(second.data).toHaveLength(3);
      expect(second.next_cursor).toBeNull();
      const seen = [...usernames(first), ...usernames(second)];
      expect(new Set(seen).size).toBe(27);
      expect(new Set(seen)).toEqual(made);
    }
    const small = (await search(`q=${word}&per_page=10`)).body;
    expect(small.data).toHaveLength(10);
  });

  it('counts each facet value for the current query', async () => {
    const word = uniqueWord();
    await searchableCreator(t, { word, categories: ['fitness', 'food'], language: 'Hindi', country: 'IN' });
    await searchableCreator(t, {
      word,
      categories: ['fitness'],
      language: 'English',
      country: 'AE',
      accounts: [
        { platform: 'instagram', followers: 1 },
        { platform: 'youtube', followers: 1 },
      ],
    });
    const { facets } = (await search(`q=${word}`)).body;
    expect(facets.category).toEqual([
      { value: 'fitness', count: 2 },
      { value: 'food', count: 1 },
    ]);
    expect(facets.platform).toEqual([
      { value: 'instagram', count: 2 },
      { value: 'youtube', count: 1 },
    ]);
    expect(facets.language).toEqual([
      { value: 'English', count: 1 },
      { value: 'Hindi', count: 1 },
    ]);
    expect(facets.country).toEqual([
      { value: 'AE', count: 1 },
      { value: 'IN', count: 1 },
    ]);
    const narrowed = (await search(`q=${word}&country=AE`)).body.facets;
    expect(narrowed.category).toEqual([{ value: 'fitness', count: 1 }]);
  });

  it("shows each creator's price on the brand's chosen campaign, and leaves out creators already working on it", async () => {
    const word = uniqueWord();
    const creator = await searchableCreator(t, {
      word,
      accounts: [{ platform: 'instagram', followers: 20_000, avg_views: 5_000, avg_likes: 800, avg_comments: 40 }, { platform: 'youtube' }],
    });
    const campaign = await createCampaign(t, brand.agent, { compensation: 1_500, price_cap: 5_000 });
    const { status, body } = await search(`q=${word}&campaign_id=${campaign.id}`);
    expect(status).toBe(200);
    const prices = Object.fromEntries(body.data[0]!.platforms.map((p) => [p.platform, p.price]));
    const expected = computeDynamicPrice({
      platform: 'instagram',
      metrics: { followers: 20_000, avg_views: 5_000, avg_likes: 800, avg_comments: 40 },
      compensation: 1_500,
      priceCap: 5_000,
    }).price;
    expect(prices).toEqual({ instagram: expected, youtube: 1_500 });
    expect(usernames((await search(`q=${word}`)).body)).toEqual([creator.username]);
  });
});

describe('GET /api/brands/creators with a price', () => {
  const instagramPrice = (followers: number | null) =>
    computeDynamicPrice({ platform: 'instagram', metrics: { followers }, compensation: 1_500, priceCap: 100_000 }).price;

  async function pricedCreators() {
    const word = uniqueWord();
    const campaign = await createCampaign(t, brand.agent, {
      platform: ['instagram'],
      compensation: 1_500,
      price_cap: 100_000,
      budget: 500_000,
    });
    const made = {
      standard: await searchableCreator(t, { word, accounts: [{ platform: 'instagram' }] }),
      small: await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 5_000 }] }),
      middle: await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 50_000 }] }),
      capped: await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 900_000 }] }),
      elsewhere: await searchableCreator(t, { word, accounts: [{ platform: 'twitter', followers: 1_000 }] }),
    };
    return { word, campaign, made };
  }

  it('sorts by the price on the chosen campaign, lowest first, capped as it caps, and pages in that order', async () => {
    const { word, campaign, made } = await pricedCreators();
    expect([instagramPrice(null), instagramPrice(5_000), instagramPrice(50_000), instagramPrice(900_000)]).toEqual([
      1_500,
      expect.any(Number),
      expect.any(Number),
      100_000,
    ]);
    const order = [made.standard, made.small, made.middle, made.capped, made.elsewhere].map((c) => c.username);
    const { status, body } = await search(`q=${word}&campaign_id=${campaign.id}&sort=price`);
    expect(status).toBe(200);
    expect(usernames(body)).toEqual(order);
    const shown = body.data.slice(0, 4).map((row) => row.platforms.find((p) => p.platform === 'instagram')?.price);
    expect(shown).toEqual([null, 5_000, 50_000, 900_000].map(instagramPrice));

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Answer = (await search(`q=${word}&campaign_id=${campaign.id}&sort=price&per_page=2${cursor ? `&cursor=${cursor}` : ''}`))
        .body;
      paged.push(...usernames(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(order);
  });

  it('filters by price from min_price to max_price in rupees, both ends included', async () => {
    const { word, campaign, made } = await pricedCreators();
    const small = instagramPrice(5_000);
    const found = async (range: string) => usernames((await search(`q=${word}&campaign_id=${campaign.id}&${range}`)).body).sort();
    expect(await found(`min_price=${small}&max_price=${small}`)).toEqual([made.small.username]);
    expect(await found(`min_price=${small + 1}&max_price=${small + 1}`)).toEqual([]);
    expect(await found(`min_price=${small - 1}&max_price=${small - 1}`)).toEqual([]);
    expect(await found(`min_price=${small - 1}&max_price=${small + 1}`)).toEqual([made.small.username]);
    expect(await found('max_price=1500')).toEqual([made.standard.username]);
    expect(await found('max_price=1499')).toEqual([]);
    expect(await found('min_price=100000')).toEqual([made.capped.username]);
    // A creator with no account on the campaign's platforms has no price on it, so no price range holds them.
    expect(await found('min_price=0')).toEqual([made.standard, made.small, made.middle, made.capped].map((c) => c.username).sort());
    const facets = (await search(`q=${word}&campaign_id=${campaign.id}&min_price=0`)).body.facets;
    expect(facets.platform).toEqual([{ value: 'instagram', count: 4 }]);
  });

  it('reads the price on the chosen platform when one is chosen', async () => {
    const { word, campaign, made } = await pricedCreators();
    const twitter = computeDynamicPrice({ platform: 'twitter', metrics: { followers: 1_000 }, compensation: 1_500, priceCap: 100_000 });
    const { body } = await search(`q=${word}&campaign_id=${campaign.id}&platform=twitter&max_price=${twitter.price}`);
    expect(usernames(body)).toEqual([made.elsewhere.username]);
  });
});

describe("a creator's profile photo in search", () => {
  it('is readable by a brand once the creator is in search, and never by another creator', async () => {
    const word = uniqueWord();
    const creator = await searchableCreator(t, { word });
    const agent = await t.injectAs(creator.user);
    const body = multipartBody([{ name: 'profile_photo', filename: 'me.png', contentType: 'image/png', data: fixtures.png(5_000) }]);
    const uploaded = await agent.request({
      method: 'POST',
      url: '/api/creator/profile/photo',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = (await search(`q=${word}`)).body.data[0]!.profile_photo as string;
    expect(photo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await brand.agent.get(photo)).statusCode).toBe(200);
    const stranger = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await stranger.get(photo)).statusCode).toBe(404);
  });
});

describe('GET /api/brands/creators refuses', () => {
  it('anyone signed out (401) and a creator (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/creators' })).statusCode).toBe(401);
    const creator = await t.createUser({ userType: 'creator' });
    expect((await search('', await t.injectAs(creator))).status).toBe(403);
  });

  it("another brand's campaign and an unknown one, naming campaign_id", async () => {
    const other = await signedInBrand(t);
    const theirs = await createCampaign(t, other.agent);
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const { status, body } = await search(`campaign_id=${id}`);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ campaign_id: [M.campaignId] });
    }
  });

  it.each([
    ['platform=myspace', 'platform', M.unknownValue('platform')],
    ['category=cooking', 'category', M.unknownValue('category')],
    ['category=fitness,cooking', 'category', M.unknownValue('category')],
    ['language=Klingon', 'language', M.unknownValue('language')],
    ['gender=robot', 'gender', M.unknownValue('gender')],
    ['audience_size=huge', 'audience_size', M.unknownValue('audience_size')],
    ['content_type=podcast', 'content_type', M.unknownValue('content_type')],
    ['metrics_source=guessed', 'metrics_source', M.unknownValue('metrics_source')],
    ['sort=random', 'sort', M.unknownValue('sort')],
    ['min_followers=-1', 'min_followers', M.notWholeNumber('min_followers')],
    ['min_followers=1.5', 'min_followers', M.notWholeNumber('min_followers')],
    ['max_followers=lots', 'max_followers', M.notWholeNumber('max_followers')],
    ['min_followers=1000000001', 'min_followers', M.notWholeNumber('min_followers')],
    ['min_engagement=100.01', 'min_engagement', M.notPercent('min_engagement')],
    ['max_engagement=-1', 'max_engagement', M.notPercent('max_engagement')],
    ['min_age=12', 'min_age', M.age('min_age')],
    ['max_age=101', 'max_age', M.age('max_age')],
    ['min_followers=10&max_followers=9', 'min_followers', M.rangeInverted('min_followers', 'max_followers')],
    ['min_age=30&max_age=29', 'min_age', M.rangeInverted('min_age', 'max_age')],
    ['per_page=0', 'per_page', M.perPage],
    ['per_page=49', 'per_page', M.perPage],
    ['min_price=100', 'campaign_id', M.priceNeedsCampaign],
    ['sort=price', 'campaign_id', M.priceNeedsCampaign],
    [`q=${'a'.repeat(101)}`, 'q', M.tooLong('q', 100)],
    [`city=${'a'.repeat(101)}`, 'city', M.tooLong('city', 100)],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor', M.cursor],
  ])('%s with 422 naming %s', async (query, param, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body.errors?.[param]).toEqual([message]);
  });

  it('accepts the limits themselves', async () => {
    for (const query of [
      'min_engagement=100',
      'max_engagement=0',
      'min_age=13',
      'max_age=100',
      'per_page=48',
      'per_page=1',
      `q=${'a'.repeat(100)}`,
    ]) {
      expect((await search(query)).status, query).toBe(200);
    }
  });

  it('a cursor made for another sort', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) await searchableCreator(t, { word });
    const first = (await search(`q=${word}&sort=newest&per_page=1`)).body;
    const { status, body } = await search(`q=${word}&sort=followers&per_page=1&cursor=${first.next_cursor}`);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ cursor: [M.cursor] });
  });

  it('a hand-edited cursor whose key its sort cannot read, without a 500', async () => {
    const word = uniqueWord();
    const cursor = (sort: string, key: string) => Buffer.from(JSON.stringify([sort, key, randomUUID()])).toString('base64url');
    for (const [sort, key] of [
      ['newest', '123'],
      ['newest', '2026-13-01T00:00:00.000000Z'],
      ['newest', '2026-02-30T10:00:00.000000Z'],
      ['newest', '2026-01-01 00:00:00'],
      ['followers', '1.5'],
      ['followers', '99999999999'],
      ['followers', '2026-01-01T00:00:00.000000Z'],
      ['engagement', '2026-01-01T00:00:00.000000Z'],
      ['relevance', 'NaN'],
    ] as const) {
      const { status, body } = await search(`q=${sort === 'relevance' ? word : ''}&sort=${sort}&cursor=${cursor(sort, key)}`);
      expect(status, `${sort} ${key}`).toBe(422);
      expect(body.errors).toEqual({ cursor: [M.cursor] });
    }
    expect((await search(`sort=newest&cursor=${cursor('newest', '2026-01-01T00:00:00.000000Z')}`)).status).toBe(200);
    expect((await search(`sort=followers&cursor=${cursor('followers', '-1')}`)).status).toBe(200);
  });

  it('a 10 MB query string without a 500', async () => {
    const res = await brand.agent.get(`/api/brands/creators?q=${'x'.repeat(10 * 1024 * 1024)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('treats SQL in every text filter as plain text', async () => {
    const hostile = encodeURIComponent("x' or '1'='1");
    for (const param of ['q', 'city', 'state', 'country']) {
      const { status, body } = await search(`${param}=${hostile}`);
      expect(status, param).toBe(200);
      expect(body.data, param).toEqual([]);
    }
    expect(await t.db.select().from(users).limit(1)).toHaveLength(1);
  });
});
