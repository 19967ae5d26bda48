import { randomBytes } from 'node:crypto';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { type AccountInput, searchableCreator } from './searchable-creator';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const metric = fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined });
const account = fc.record({
  platform: fc.constantFrom('instagram', 'youtube', 'twitter'),
  followers: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }),
  avg_views: metric,
  avg_likes: metric,
  avg_comments: metric,
});

/**
 * The price filter and sort (SQL over the stored formula price) against what the page shows (computeDynamicPrice on
 * the same accounts): for random creators and a random campaign, a creator is found exactly when one of their prices
 * on the campaign's platforms is in the range, and the price sort orders them by their lowest such price (ties by
 * user id, highest first), with the same order page by page.
 */
describe('the price filter and sort agree with the prices shown', () => {
  it('for random creators, campaign terms and ranges', async () => {
    const runs = Number(process.env.PRICE_FILTER_RUNS ?? 4);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uniqueArray(account, { minLength: 1, maxLength: 3, selector: (a) => a.platform }), { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 500, max: 20_000 }),
        fc.option(fc.integer({ min: 20_000, max: 200_000 }), { nil: null }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 150_000 }),
        async (creators, compensation, cap, a, b) => {
          const word = `zq${randomBytes(4).toString('hex')}`;
          const made: { username: string; accounts: (typeof creators)[number] }[] = [];
          for (const accounts of creators) {
            const { username } = await searchableCreator(t, { word, accounts: accounts as AccountInput[] });
            made.push({ username, accounts });
          }
          const campaign = await createCampaign(t, brand.agent, {
            platform: ['instagram', 'youtube'],
            compensation,
            price_cap: cap,
            budget: Math.max(cap ?? 0, compensation) * 10,
          });
          const [min, max] = a <= b ? [a, b] : [b, a];
          /** The creator's prices on the campaign's platforms, as the page shows them. */
          const pricesOf = (accounts: (typeof creators)[number]) =>
            accounts
              .filter((acc) => acc.platform === 'instagram' || acc.platform === 'youtube')
              .map(
                (acc) =>
                  computeDynamicPrice({ platform: acc.platform as 'instagram' | 'youtube', metrics: acc, compensation, priceCap: cap })
                    .price,
              );
          const expected = made
            .filter((c) => pricesOf(c.accounts).some((price) => price >= min && price <= max))
            .map((c) => c.username)
            .sort();
          const found = (
            await brand.agent.get(`/api/brands/creators?q=${word}&campaign_id=${campaign.id}&min_price=${min}&max_price=${max}&per_page=48`)
          ).json();
          expect(found.data.map((row: { username: string }) => row.username).sort()).toEqual(expected);

          const sorted = (await brand.agent.get(`/api/brands/creators?q=${word}&campaign_id=${campaign.id}&sort=price&per_page=48`)).json();
          const keys = sorted.data.map((row: { username: string }) => {
            const prices = pricesOf(made.find((c) => c.username === row.username)!.accounts);
            return prices.length ? Math.min(...prices) : Number.POSITIVE_INFINITY;
          });
          expect(keys).toEqual([...keys].sort((x, y) => x - y));
          // Equal prices in user id order, highest first, as every sort orders its ties; every creator once.
          const ids = sorted.data.map((row: { id: string }) => row.id);
          for (let i = 1; i < ids.length; i++) if (keys[i] === keys[i - 1]) expect(ids[i] < ids[i - 1]).toBe(true);
          expect(ids).toHaveLength(made.length);

          // Two a page by cursor: the same creators in the same order, none twice and none missed.
          const paged: string[] = [];
          let cursor: string | null = null;
          do {
            const query: string = `q=${word}&campaign_id=${campaign.id}&sort=price&per_page=2${cursor ? `&cursor=${cursor}` : ''}`;
            const page: { data: { id: string }[]; next_cursor: string | null } = (
              await brand.agent.get(`/api/brands/creators?${query}`)
            ).json();
            paged.push(...page.data.map((row: { id: string }) => row.id));
            cursor = page.next_cursor;
          } while (cursor);
          expect(paged).toEqual(ids);
        },
      ),
      { numRuns: runs, seed: Number(process.env.PRICE_FILTER_SEED ?? 23) },
    );
  });
});
