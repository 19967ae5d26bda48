import { sql } from 'drizzle-orm';
import { ATTENTION_ENDING_DAYS, type TAttentionResponse } from '@amplio/shared/schemas/attention';
import { campaignToday } from '@amplio/shared/domain/campaign-status';
import type { DbOrTx } from '../../db/client';

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const DAY_MS = 86_400_000;
const LIMIT = 50;

/** Everything waiting for one brand, soonest deadline first. */
export async function brandAttention(input: { db: DbOrTx; now: Date; brandUserId: string }): Promise<TAttentionResponse> {
  const { db, brandUserId } = input;
  const today = campaignToday(input.now);
  const until = campaignToday(new Date(input.now.getTime() + ATTENTION_ENDING_DAYS * DAY_MS));
  const [submissions, applications, ending, waiting] = await Promise.all([
    rowsOf<{
      id: string;
      campaign_id: string;
      product_name: string | null;
      creator_name: string;
      status: string;
      post_link: string | null;
      submitted_at: Date | null;
      auto_approve_at: Date | null;
    }>(
      db,
      sql`select s.id, s.campaign_id, c.product_name, u.name as creator_name, s.status, s.post_link, s.submitted_at, s.auto_approve_at
        from scripts s join campaigns c on c.id = s.campaign_id join users u on u.id = s.creator_id
        where s.brand_user_id = ${brandUserId} and s.status in ('In Review', 'Script Submitted') and s.closed_at is null
        order by s.auto_approve_at asc nulls last, s.id limit ${LIMIT}`,
    ),
    rowsOf<{
      id: string;
      campaign_id: string;
      product_name: string | null;
      name: string;
      username: string | null;
      created_at: Date;
      expires_at: Date;
    }>(
      db,
      sql`select co.id, co.campaign_id, c.product_name, u.name, cp.username, co.created_at, co.expires_at
        from collaborations co join campaigns c on c.id = co.campaign_id join users u on u.id = co.creator_id
        left join creator_profiles cp on cp.user_id = co.creator_id
        where co.brand_user_id = ${brandUserId} and co.kind = 'application' and co.status = 'pending'
        order by co.expires_at asc, co.id limit ${LIMIT}`,
    ),
    rowsOf<{ id: string; product_name: string | null; end_date: string }>(
      db,
      sql`select id, product_name, end_date::text as end_date from campaigns
        where user_id = ${brandUserId} and status = 'active' and end_date >= ${today}::date and end_date <= ${until}::date
        order by end_date asc, id limit ${LIMIT}`,
    ),
    rowsOf<{ n: number }>(
      db,
      // Issue 28 §1: a script waiting for approval before filming waits for the brand like a video.
      sql`select count(*)::int as n from scripts where brand_user_id = ${brandUserId} and status in ('In Review', 'Script Submitted') and closed_at is null`,
    ),
  ]);
  const name = (product: string | null) => product ?? 'Untitled campaign';
  return {
    success: true,
    data: {
      submissions: submissions.map((s) => ({
        script_id: s.id,
        campaign: { id: s.campaign_id, product_name: name(s.product_name) },
        creator_name: s.creator_name,
        kind: s.status === 'Script Submitted' ? 'script' : s.post_link ? 'post_link' : 'video',
        submitted_at: iso(s.submitted_at),
        decides_at: iso(s.auto_approve_at),
      })),
      applications: applications.map((a) => ({
        id: a.id,
        campaign: { id: a.campaign_id, product_name: name(a.product_name) },
        creator: { name: a.name, username: a.username },
        created_at: iso(a.created_at)!,
        expires_at: iso(a.expires_at)!,
      })),
      campaigns_ending: ending.map((c) => ({ id: c.id, product_name: name(c.product_name), end_date: c.end_date })),
    },
    waiting_count: waiting[0]?.n ?? 0,
  };
}
