import { sql } from 'drizzle-orm';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedScale } from '../../src/db/seed-scale';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import { openTestDatabase } from '../helpers/test-database';

// The scale seed at a small size: the same SQL as `npm run seed:scale`, checked row by row.
const SIZE = { brands: 3, creators: 40, fundingsPerCampaign: 30, scripts: 300 };

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedScale({ database, size: SIZE, passwordHash: 'not-a-real-hash' });
}, 120_000);
afterAll(() => database.close());

describe('the scale seed', () => {
  it('leaves a ledger whose invariants hold', async () => {
    await expect(checkLedgerInvariants(database.db)).resolves.toBeUndefined();
  });

  it('writes the creators with profiles and self-reported metrics, and the scripts', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*) from users where user_type = 'creator')::int as creators,
      (select count(*) from creator_profiles)::int as profiles,
      (select count(distinct user_id) from social_accounts)::int as with_accounts,
      (select count(*) from social_accounts where metrics_source = 'self_reported' and followers > 0)::int as with_metrics,
      (select count(*) from scripts)::int as scripts`);
    expect(counts).toMatchObject({ creators: 40, profiles: 40, with_accounts: 40, scripts: 300 });
    expect(counts!.with_metrics).toBeGreaterThan(40);
  });

  it('spreads the scripts over the statuses of spec 3 §4, each with the fields its status needs', async () => {
    const byStatus = await rows<{ status: string; closed_reason: string | null; n: number; videos: number; posts: number }>(sql`
      select status, closed_reason, count(*)::int as n, count(video_path)::int as videos, count(post_link)::int as posts
      from scripts group by 1, 2`);
    const statuses = new Set(byStatus.map((r) => r.status));
    for (const status of [
      'Script Generated',
      'In Review',
      'Approved',
      'Rejected',
      'Script Rejected',
      'Post Rejected',
      'Completed',
      'Not Uploaded',
    ]) {
      expect(statuses, status).toContain(status);
    }
    const inReview = byStatus.filter((r) => r.status === 'In Review');
    expect(inReview.every((r) => r.videos === r.n)).toBe(true);
    expect(inReview.some((r) => r.posts > 0)).toBe(true);
    expect(byStatus.filter((r) => r.status === 'Script Generated').every((r) => r.videos === 0)).toBe(true);
    expect(new Set(byStatus.map((r) => r.closed_reason))).toEqual(new Set([null, 'completed', 'rejected', 'abandoned', 'campaign_ended']));
  });

  it("sets each script's brand_user_id to its campaign's owner, and keeps one open script per creator and campaign", async () => {
    const [mismatch] = await rows<{ n: number }>(sql`
      select count(*)::int as n from scripts s join campaigns c on c.id = s.campaign_id
      where s.brand_user_id <> c.user_id or s.brand_id <> c.brand_id`);
    expect(mismatch!.n).toBe(0);
    const [duplicates] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select 1 from scripts where closed_at is null group by creator_id, campaign_id having count(*) > 1) d`);
    expect(duplicates!.n).toBe(0);
  });

  it('reserves each script its price from its escrow, then releases completed ones and refunds closed ones', async () => {
    const money = await rows<{ status: string; closed_reason: string | null; reserved: boolean; released: boolean; refunded: boolean }>(sql`
      select s.status, s.closed_reason,
        exists (select 1 from ledger_transfers t where t.kind = 'reservation' and t.ref_id = s.id and t.amount_paise = s.reserved_paise
          and t.campaign_id = s.campaign_id) as reserved,
        exists (select 1 from ledger_transfers t where t.kind = 'release' and t.ref_id = s.id) as released,
        exists (select 1 from ledger_transfers t where t.kind = 'reservation_refund' and t.ref_id = s.id) as refunded
      from scripts s`);
    expect(money.every((m) => m.reserved)).toBe(true);
    for (const m of money) {
      expect(m.released, `${m.status} ${m.closed_reason}`).toBe(m.closed_reason === 'completed');
      expect(m.refunded, `${m.status} ${m.closed_reason}`).toBe(m.closed_reason !== null && m.closed_reason !== 'completed');
    }
  });

  it("prices each script as the server would: the creator's best price on the campaign's platforms, within its cap", async () => {
    const scripts = await rows<{
      reserved: string;
      platform: string | null;
      platforms: string[];
      cap: string;
      compensation: string;
      creator: string;
    }>(sql`
      select s.reserved_paise::text as reserved, s.platform, c.platform as platforms, c.price_cap_paise::text as cap,
        c.compensation_paise::text as compensation, s.creator_id as creator
      from scripts s join campaigns c on c.id = s.campaign_id`);
    const accounts = await rows<Record<string, number | string | null>>(sql`select * from social_accounts`);
    for (const s of scripts) {
      const terms = { compensation: Number(s.compensation) / 100, priceCap: Number(s.cap) / 100 };
      const candidates = s.platforms.flatMap((platform) =>
        accounts
          .filter((a) => a.user_id === s.creator && a.platform === platform)
          .map((a) => ({
            platform,
            price: computeDynamicPrice({
              platform: platform as CampaignPlatform,
              metrics: {
                followers: a.followers as number | null,
                avg_views: a.avg_views as number | null,
                avg_likes: a.avg_likes as number | null,
                avg_comments: a.avg_comments as number | null,
                avg_shares: a.avg_shares as number | null,
                avg_saves: a.avg_saves as number | null,
              },
              ...terms,
            }).price,
          })),
      );
      const expected = candidates.length ? Math.max(...candidates.map((c) => c.price)) : Math.min(terms.compensation, terms.priceCap);
      expect(Number(s.reserved) / 100).toBe(expected);
      if (candidates.length) expect(candidates.find((c) => c.platform === s.platform)?.price).toBe(expected);
      else expect(s.platform).toBeNull();
    }
  });
});
