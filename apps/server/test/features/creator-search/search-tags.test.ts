import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, creatorSearch, socialAccounts, users } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { searchableCreator } from './searchable-creator';

/**
 * Migration 0035: the search row's tags and listed flag, kept in the transaction of the change that moves them. The
 * tags are a prefilter the GIN index answers, so a follower range must find exactly what the platform rows hold at
 * every band edge, and a verification or a profile edit must move a creator in or out of a filter at once.
 */
let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const uniqueWord = () => `zt${randomBytes(4).toString('hex')}`;
const found = async (query: string) => {
  const res = await brand.agent.get(`/api/brands/creators?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { username: string }[] }).data.map((row) => row.username).sort();
};

describe('creator search tags', () => {
  it('finds a followers range exactly at every band edge, on a chosen platform and on any', async () => {
    const word = uniqueWord();
    const counts = [0, 9, 10, 99, 100, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 999_999_999, 1_000_000_000, 2_147_483_647];
    const made = new Map<number, string>();
    for (const followers of counts) {
      const platform = followers % 2 === 0 ? 'instagram' : 'youtube';
      made.set(followers, (await searchableCreator(t, { word, accounts: [{ platform, followers, avg_views: 1, avg_likes: 1 }] })).username);
    }
    const ranges: [number | undefined, number | undefined][] = [
      [10, 99],
      [9, 10],
      [10_000, 100_000],
      [9_999, 99_999],
      [10_001, 99_998],
      [100_000, undefined],
      [undefined, 9],
      [0, 0],
      [1_000_000, 1_000_000_000],
      [999_999_999, 1_000_000_000],
    ];
    for (const [min, max] of ranges) {
      const within = counts.filter((f) => (min === undefined || f >= min) && (max === undefined || f <= max));
      const range = `${min === undefined ? '' : `&min_followers=${min}`}${max === undefined ? '' : `&max_followers=${max}`}`;
      expect(await found(`q=${word}${range}`), `any platform ${range}`).toEqual(within.map((f) => made.get(f)).sort());
      const onInstagram = within.filter((f) => f % 2 === 0);
      expect(await found(`q=${word}&platform=instagram${range}`), `instagram ${range}`).toEqual(onInstagram.map((f) => made.get(f)).sort());
    }
  });

  it('lists a creator the moment their e-mail is verified, and unlists them if it is unset', async () => {
    const word = uniqueWord();
    const { user, username } = await searchableCreator(t, { word, verified: false });
    expect(await found(`q=${word}`)).toEqual([]);
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect(await found(`q=${word}`)).toEqual([username]);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    expect(await found(`q=${word}`)).toEqual([]);
  });

  it('moves a creator between city, language, category and platform filters as the profile and accounts change', async () => {
    const word = uniqueWord();
    const { user, username } = await searchableCreator(t, { word, city: 'Pune', language: 'Marathi', categories: ['food'] });
    expect(await found(`q=${word}&city=pune&language=Marathi&category=food&platform=instagram`)).toEqual([username]);
    await t.db
      .update(creatorProfiles)
      .set({ city: 'Nagpur', language: 'Hindi', extraLanguages: ['English'], categories: ['art', 'travel'] })
      .where(eq(creatorProfiles.userId, user.id));
    expect(await found(`q=${word}&city=Pune`)).toEqual([]);
    expect(await found(`q=${word}&city=NAGPUR&language=English&category=travel`)).toEqual([username]);
    await t.db.delete(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(await found(`q=${word}&platform=instagram`)).toEqual([]);
    expect(await found(`q=${word}`)).toEqual([username]);
  });

  it("reads platform filters from the search row's copy of the accounts, kept in the transaction that edits them", async () => {
    const word = uniqueWord();
    const { user, username } = await searchableCreator(t, { word, accounts: [{ platform: 'instagram', followers: 5_000, avg_likes: 10 }] });
    const range = `q=${word}&platform=instagram&min_followers=10000&max_followers=20000`;
    expect(await found(range)).toEqual([]);
    await t.db.update(socialAccounts).set({ followers: 15_000, avgLikes: 600 }).where(eq(socialAccounts.userId, user.id));
    expect(await found(range)).toEqual([username]);
    expect(await found(`${range}&min_engagement=4`)).toEqual([username]);
    expect(await found(`${range}&min_engagement=4.01`)).toEqual([]);
    const [row] = await t.db
      .select({ metrics: creatorSearch.platformMetrics })
      .from(creatorSearch)
      .where(eq(creatorSearch.userId, user.id));
    expect(row?.metrics).toEqual([
      expect.objectContaining({ platform: 'instagram', followers: 15_000, engagement_rate: 4, metrics_source: 'self_reported' }),
    ]);
  });

  it('writes every tag in lower case, each once, and the listed flag from the switch and the verification', async () => {
    const word = uniqueWord();
    const { user } = await searchableCreator(t, {
      word,
      city: 'New Delhi',
      state: 'Delhi',
      language: 'English',
      categories: ['beauty', 'fashion'],
      accounts: [
        { platform: 'instagram', followers: 12_345 },
        { platform: 'youtube', followers: null },
      ],
    });
    const [row] = await t.db
      .select({ tags: creatorSearch.tags, listed: creatorSearch.listed })
      .from(creatorSearch)
      .where(eq(creatorSearch.userId, user.id));
    expect(row).toEqual({
      listed: true,
      tags: [
        'aud:small',
        'cat:beauty',
        'cat:fashion',
        'city:new delhi',
        'country:in',
        'ct:video',
        'g:female',
        'lang:english',
        'p:instagram',
        'p:instagram:f5',
        'p:youtube',
        'state:delhi',
      ],
    });
    await t.db.update(creatorProfiles).set({ openToInvitations: false }).where(eq(creatorProfiles.userId, user.id));
    const { rows } = (await t.db.execute(sql`select listed from creator_search where user_id = ${user.id}`)) as unknown as {
      rows: { listed: boolean }[];
    };
    expect(rows[0]?.listed).toBe(false);
  });
});
