import { sql } from 'drizzle-orm';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedScale, walletCreatorEmail } from '../../src/db/seed-scale';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import { runChecks } from '../../src/features/reconciliation/reconciliation-checks';
import { createLedgerService } from '../../src/features/ledger/ledger.service';
import { createWalletService } from '../../src/features/wallet/wallet.service';
import { systemClock } from '../../src/lib/clock';
import { openTestDatabase } from '../helpers/test-database';

// The scale seed at a small size: the same SQL as `npm run seed:scale`, checked row by row.
const SIZE = { brands: 3, creators: 40, fundingsPerCampaign: 40, scripts: 300, heavyBrandScripts: 60, walletRows: 200 };
/** The wallet creator's share of withdrawals (WITHDRAWAL_SHARE) and its payouts' states: the rule of the seed. */
const WITHDRAWALS = Math.round(SIZE.walletRows * 0.42);

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

  it('leaves the books in agreement with the payment records: reconciliation finds nothing', async () => {
    const results = await runChecks(database.db);
    expect(results.flatMap((r) => r.mismatches.map((m) => m.message))).toEqual([]);
    expect(results.find((r) => r.check === 'refunds')?.checked).toBeGreaterThan(0);
  });

  it('writes the creators with profiles and self-reported metrics, and the scripts', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*) from users where user_type = 'creator')::int as creators,
      (select count(*) from creator_profiles)::int as profiles,
      (select count(distinct user_id) from social_accounts)::int as with_accounts,
      (select count(*) from social_accounts where metrics_source = 'self_reported' and followers > 0)::int as with_metrics,
      (select count(*) from scripts)::int as scripts,
      (select count(*) from scripts s join users u on u.id = s.creator_id where u.email <> ${walletCreatorEmail(SIZE)})::int as others`);
    expect(counts).toMatchObject({ creators: 40, profiles: 40, with_accounts: 40 });
    // The wallet creator's jobs come on top of the spread: 300 scripts less its share of them.
    expect(counts!.others).toBeGreaterThan(SIZE.scripts - SIZE.scripts / SIZE.creators - 5);
    expect(counts!.scripts).toBeGreaterThan(SIZE.scripts);
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

  it("gives brand 1's campaigns the heavy share of the scripts and submissions, the other brands an even one", async () => {
    const brands = await rows<{ email: string; scripts: number; wallets: number; submitted: number }>(sql`
      select u.email, count(*)::int as scripts, count(s.submitted_at)::int as submitted,
        count(*) filter (where s.creator_id = (select id from users where email = ${walletCreatorEmail(SIZE)}))::int as wallets
      from scripts s join users u on u.id = s.brand_user_id group by u.email order by u.email`);
    expect(brands.map((b) => b.email)).toEqual([
      'scale-brand-0001@amplio.test',
      'scale-brand-0002@amplio.test',
      'scale-brand-0003@amplio.test',
    ]);
    // Brand 1 has its 60, the other two share the other 240; the wallet creator's jobs come on top of both.
    const expected = [SIZE.heavyBrandScripts, 120, 120];
    brands.forEach((b, i) => {
      expect(b.scripts - b.wallets).toBeLessThanOrEqual(expected[i]!);
      expect(b.scripts - b.wallets).toBeGreaterThan(expected[i]! - b.wallets - 1);
      expect(b.scripts).toBeGreaterThanOrEqual(expected[i]!);
    });
    // About two in three scripts were submitted (Script Generated, abandoned and never-started ones were not).
    for (const b of brands) expect(b.submitted / b.scripts).toBeGreaterThan(0.55);
    const [pending] = await rows<{ videos: number; posts: number }>(sql`
      select count(*) filter (where post_link is null)::int as videos, count(*) filter (where post_link is not null)::int as posts
      from scripts s join users u on u.id = s.brand_user_id where u.email = 'scale-brand-0001@amplio.test' and s.status = 'In Review'`);
    expect(pending!.videos).toBeGreaterThan(0);
    expect(pending!.posts).toBeGreaterThan(0);
  });

  it('gives the last creator walletRows payment-history rows: releases, withdrawals and returned failures', async () => {
    const kinds = await rows<{ kind: string; n: number }>(sql`
      select t.kind::text, count(*)::int as n from ledger_transfers t
      join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) and a.kind = 'creator_wallet'
      join users u on u.id = a.owner_id where u.email = ${walletCreatorEmail(SIZE)} group by 1 order by 1`);
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(Object.keys(byKind)).toEqual(['payout_failed', 'release', 'withdrawal']);
    expect(byKind.release! + byKind.withdrawal! + byKind.payout_failed!).toBe(SIZE.walletRows);
    expect(byKind.withdrawal).toBe(WITHDRAWALS);
    expect(byKind.release).toBeGreaterThan(byKind.withdrawal!);
  });

  it('writes a payout in every state behind each withdrawal, with the ledger moves and status records its state needs', async () => {
    const payouts = await rows<{
      status: string;
      amount: string;
      withdrawn: string | null;
      settled: boolean;
      failed: boolean;
      processing: boolean;
      events: string[];
      utr: string | null;
      reason: string | null;
      complete: boolean;
    }>(sql`
      select p.status::text, p.amount_paise::text as amount,
        (select t.amount_paise::text from ledger_transfers t where t.kind = 'withdrawal' and t.ref_id = p.id
          and t.idempotency_key = 'withdrawal:' || p.id) as withdrawn,
        exists (select 1 from ledger_transfers t where t.kind = 'payout_settled' and t.ref_id = p.id and t.amount_paise = p.amount_paise) as settled,
        exists (select 1 from ledger_transfers t where t.kind = 'payout_failed' and t.ref_id = p.id and t.amount_paise = p.amount_paise) as failed,
        p.processing_at is not null as processing,
        (select array_agg(e.status::text order by e.occurred_at) from payout_status_events e where e.payout_id = p.id) as events,
        p.utr, p.failure_reason as reason,
        p.requested_at <= coalesce(p.processing_at, p.requested_at) and coalesce(p.processing_at, p.requested_at) <= coalesce(p.paid_at, p.failed_at, now()) as complete
      from payouts p join users u on u.id = p.creator_id where u.email = ${walletCreatorEmail(SIZE)}`);
    expect(payouts).toHaveLength(WITHDRAWALS);
    expect(new Set(payouts.map((p) => p.status))).toEqual(new Set(['pending', 'processing', 'paid', 'failed']));
    for (const p of payouts) {
      expect(p.withdrawn, p.status).toBe(p.amount);
      expect(BigInt(p.amount)).toBeGreaterThanOrEqual(10_000n);
      expect(p.settled, p.status).toBe(p.status === 'paid');
      expect(p.failed, p.status).toBe(p.status === 'failed');
      expect(p.complete).toBe(true);
      expect(p.events[0]).toBe('pending');
      expect(p.events.at(-1)).toBe(p.status);
      expect(p.events.includes('processing')).toBe(p.processing);
      if (p.status === 'paid') expect(p.utr).toMatch(/^[A-Za-z0-9]{12,22}$/);
      if (p.status === 'failed') expect(p.reason).toBeTruthy();
    }
    expect(payouts.some((p) => p.status === 'failed' && p.processing)).toBe(true);
    expect(payouts.some((p) => p.status === 'failed' && !p.processing)).toBe(true);
  });

  it("keeps the wallet creator's statement in time order, each balance the one before plus the row, never below zero", async () => {
    const lines = await rows<{ signed: string; after: string; at: string }>(sql`
      select case when t.credit_account_id = a.id then t.amount_paise else -t.amount_paise end::text as signed,
        case when t.credit_account_id = a.id then t.credit_balance_after_paise else t.debit_balance_after_paise end::text as after,
        t.created_at::text as at
      from ledger_transfers t
      join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) and a.kind = 'creator_wallet'
      join users u on u.id = a.owner_id where u.email = ${walletCreatorEmail(SIZE)} order by t.seq`);
    let balance = 0n;
    let previous = 0;
    for (const line of lines) {
      balance += BigInt(line.signed);
      expect(BigInt(line.after)).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(new Date(line.at).getTime()).toBeGreaterThanOrEqual(previous);
      previous = new Date(line.at).getTime();
    }
  });

  it("answers the wallet creator's earnings and payment history through the wallet service, from the ledger", async () => {
    const [creator] = await rows<{ id: string; released: string; paid: string; pending: string }>(sql`
      select u.id,
        (select sum(t.amount_paise) from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
          where a.owner_id = u.id and t.kind = 'release')::text as released,
        (select sum(amount_paise) from payouts where creator_id = u.id and status = 'paid')::text as paid,
        (select coalesce(sum(amount_paise), 0) from payouts where creator_id = u.id and status in ('pending', 'processing'))::text as pending
      from users u where u.email = ${walletCreatorEmail(SIZE)}`);
    const ledger = createLedgerService({ db: database.db, clock: systemClock });
    const wallet = createWalletService({ db: database.db, clock: systemClock, ledger });
    const earnings = await wallet.earnings({ creatorId: creator!.id });
    expect(earnings.lifetime_earnings).toBe(Number(creator!.released) / 100);
    expect(earnings.total_earnings).toBe(earnings.available_balance);
    expect(earnings.paid_out).toBe(Number(creator!.paid) / 100);
    expect(earnings.pending_withdrawals).toBe(Number(creator!.pending) / 100);
    const first = await wallet.history({ creatorId: creator!.id, page: 1, perPage: 20 });
    expect(first.total).toBe(SIZE.walletRows);
    expect(first.last_page).toBe(SIZE.walletRows / 20);
    expect(first.data[0]!.balance).toBe(first.available_balance);
    const last = await wallet.history({ creatorId: creator!.id, page: first.last_page, perPage: 20 });
    expect(last.data).toHaveLength(20);
    expect(last.data.at(-1)!.type).toBe('earning');
    expect(last.data.at(-1)!.balance).toBe(last.data.at(-1)!.amount);
    const types = new Set([...first.data, ...last.data].map((row) => row.type));
    expect(types.has('earning') && types.has('withdrawal')).toBe(true);
  });
});
