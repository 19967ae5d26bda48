import { CAMPAIGN_PLATFORM_VALUES, type CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice, type PriceMetrics } from '@amplio/shared/domain/dynamic-price';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { openTestDatabase } from '../../helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A metric as the social_accounts columns hold it: a whole number from 0 to int4's top, or not known. */
const metric = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 999, 1_000, 1_001) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 5_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 2_147_483_647 }) },
);
const account = fc.record({
  platform: fc.constantFrom(...CAMPAIGN_PLATFORM_VALUES),
  followers: metric,
  avg_views: metric,
  avg_likes: metric,
  avg_comments: metric,
  avg_shares: metric,
  avg_saves: metric,
});
type Account = PriceMetrics & { platform: CampaignPlatform };

/** The SQL function's answer for many accounts at once, in order. */
async function sqlPrices(accounts: Account[]): Promise<(string | null)[]> {
  const column = (key: keyof PriceMetrics) => sql.param(accounts.map((a) => a[key] ?? null));
  const { rows } = (await database.db.execute(sql`
    select creator_formula_price_paise(platform, followers, avg_views, avg_likes, avg_comments, avg_shares, avg_saves)::text as paise
    from unnest(${sql.param(accounts.map((a) => a.platform))}::text[], ${column('followers')}::bigint[], ${column('avg_views')}::bigint[],
      ${column('avg_likes')}::bigint[], ${column('avg_comments')}::bigint[], ${column('avg_shares')}::bigint[], ${column('avg_saves')}::bigint[])
      with ordinality as a(platform, followers, avg_views, avg_likes, avg_comments, avg_shares, avg_saves, n)
    order by n`)) as unknown as { rows: { paise: string | null }[] };
  return rows.map((row) => row.paise);
}

/** computeDynamicPrice's formula price in paise (no cap), or null where it pays the compensation instead. */
function formulaPaise(a: Account): string | null {
  const price = computeDynamicPrice({ platform: a.platform, metrics: a, compensation: 0 });
  return price.source === 'formula' ? String(price.price * 100) : null;
}

describe('creator_formula_price_paise (migration 0022)', () => {
  it('gives the price computeDynamicPrice gives, for every platform and any metrics', async () => {
    const samples = Number(process.env.FORMULA_PRICE_SAMPLES ?? 5_000);
    const accounts = fc.sample(account, { numRuns: samples, seed: Number(process.env.FORMULA_PRICE_SEED ?? 2311) }) as Account[];
    const fromSql = await sqlPrices(accounts);
    const mismatches = accounts.filter((a, i) => fromSql[i] !== formulaPaise(a));
    expect(mismatches).toEqual([]);
    // Most samples have a follower count, so the formula itself is what was compared.
    expect(fromSql.filter((paise) => paise !== null).length).toBeGreaterThan(samples / 2);
  });

  it('matches at the edges: the ₹500 floor, the ₹25,00,000 ceiling, the quality clamps and the views cap', async () => {
    const edges: Account[] = [
      { platform: 'instagram', followers: 0 },
      { platform: 'twitter', followers: 1_000, avg_views: 0, avg_likes: 0 },
      { platform: 'youtube', followers: 2_147_483_647, avg_views: 2_147_483_647, avg_likes: 2_147_483_647 },
      { platform: 'instagram', followers: 10_000, avg_views: 10_000_000, avg_saves: 10_000_000 },
      { platform: 'linkedin', followers: 50_000, avg_likes: 1_750, avg_views: 7_500 },
      { platform: 'facebook', avg_views: 100, avg_likes: 5 },
    ];
    expect(await sqlPrices(edges)).toEqual(edges.map(formulaPaise));
    expect(formulaPaise(edges[2]!)).toBe(String(2_500_000 * 100));
    expect(formulaPaise(edges[5]!)).toBeNull();
  });
});
