import type { TReportSortKey, TReportSortOrder } from '@amplio/shared/schemas/campaign-reports';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ReservationSpend } from '../ledger/ledger-spend-reads';
import type { ReportScript } from './campaign-reports.repository';

/**
 * The campaign report's reads of the kept aggregates (migration 0053, decision 049 "Kept aggregates and a paged
 * table"): a few rows per campaign instead of every report and every link-day.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
/** The scripts that count for a campaign's results: open ones and completed ones (abandoned and refunded ones do not). */
const COUNTED = sql`(s.closed_reason is null or s.closed_reason = 'completed')`;

export interface KeptPostTotals {
  reportsUsed: number;
  accepted: number;
  pending: number;
  openQuestions: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  sources: { self_reported_with_proof: number; tracked: number; platform_api: number };
  latestReportedAt: Date | null;
}

/** The campaigns' post numbers added up (one kept row per campaign). */
export async function findKeptPostTotals(db: DbOrTx, campaignIds: string[]): Promise<KeptPostTotals> {
  const [r] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select coalesce(sum(reports_used), 0)::text as reports_used, coalesce(sum(accepted), 0)::text as accepted,
        coalesce(sum(pending), 0)::text as pending, coalesce(sum(open_questions), 0)::text as open_questions,
        coalesce(sum(views), 0)::text as views, coalesce(sum(likes), 0)::text as likes, coalesce(sum(comments), 0)::text as comments,
        coalesce(sum(shares), 0)::text as shares, coalesce(sum(saves), 0)::text as saves,
        coalesce(sum(self_reported), 0)::text as self_reported, coalesce(sum(tracked), 0)::text as tracked,
        coalesce(sum(platform_api), 0)::text as platform_api,
        to_char(max(latest_reported_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as latest_reported_at
      from campaign_report_totals where campaign_id = any(${uuidArray(campaignIds)}::uuid[])`),
  );
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    reportsUsed: n('reports_used'),
    accepted: n('accepted'),
    pending: n('pending'),
    openQuestions: n('open_questions'),
    views: n('views'),
    likes: n('likes'),
    comments: n('comments'),
    shares: n('shares'),
    saves: n('saves'),
    sources: { self_reported_with_proof: n('self_reported'), tracked: n('tracked'), platform_api: n('platform_api') },
    latestReportedAt: r?.latest_reported_at ? new Date(r.latest_reported_at) : null,
  };
}

/**
 * The campaigns' creators (scripts that count) and posts live, and the clicks of those creators' links: what the
 * totals add up besides the post numbers.
 */
export async function findCreatorCounts(db: DbOrTx, campaignIds: string[]) {
  const ids = uuidArray(campaignIds);
  const [r] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select count(*)::text as creators,
        (count(*) filter (where s.status in ('Completed', 'Published') and s.post_link is not null))::text as posts_live,
        coalesce(sum(k.clicks) filter (where c.destination_url is not null), 0)::text as clicks,
        coalesce(sum(k.unique_clicks) filter (where c.destination_url is not null), 0)::text as unique_clicks
      from scripts s
      join campaigns c on c.id = s.campaign_id
      left join tracked_links l on l.campaign_id = s.campaign_id and l.creator_id = s.creator_id
      left join tracked_link_totals k on k.code = l.code
      where s.campaign_id = any(${ids}::uuid[]) and ${COUNTED}`),
  );
  return {
    creators: Number(r?.creators ?? 0),
    postsLive: Number(r?.posts_live ?? 0),
    clicks: Number(r?.clicks ?? 0),
    uniqueClicks: Number(r?.unique_clicks ?? 0),
  };
}

export interface SeriesDay {
  day: string;
  /** Views added (or taken away) that day over the campaign's scripts. */
  viewsDelta: number;
  /** Scripts whose first usable report is of that day. */
  starts: number;
  clicks: number;
}

/** The campaign's views change points and clicks, grouped by UTC day, oldest first. */
export async function findSeriesDays(db: DbOrTx, campaignIds: string[]): Promise<SeriesDay[]> {
  const ids = uuidArray(campaignIds);
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select day::text as day, sum(views_delta)::text as views_delta, sum(starts)::text as starts, sum(clicks)::text as clicks from (
        select day, views_delta, starts::int as starts, 0::bigint as clicks from post_metric_view_steps where campaign_id = any(${ids}::uuid[])
        union all
        select day, 0, 0, clicks from tracked_link_campaign_days where campaign_id = any(${ids}::uuid[])) x
      group by day order by day`),
  );
  return rows.map((r) => ({
    day: r.day as string,
    viewsDelta: Number(r.views_delta),
    starts: Number(r.starts),
    clicks: Number(r.clicks),
  }));
}

export interface KeptCreatorRow {
  script: ReportScript;
  code: string | null;
  clicks: number;
  uniqueClicks: number;
  usable: {
    source: 'self_reported_with_proof' | 'tracked' | 'platform_api';
    status: 'pending' | 'accepted' | 'questioned';
    checkpointDay: number;
    views: number;
    likes: number;
    comments: number;
    shares: number;
    saves: number;
    reach: number | null;
    reportedAt: Date;
  } | null;
  questioned: boolean;
}

const cost = sql`(coalesce(m.released, 0) + coalesce(m.held, 0))::numeric`;

/**
 * The ORDER BY of each sortable column: the same figure the row shows (engagement rate to two decimals; costs from
 * the ledger's released + held that the money arrays carry; clicks only where the creator has a link and the campaign
 * a destination).
 */
function sortExpression(sort: TReportSortKey, clicksKnown: boolean) {
  const clicks = clicksKnown ? sql`case when l.code is not null then coalesce(t.clicks, 0) end` : sql`null::bigint`;
  const uniques = clicksKnown ? sql`case when l.code is not null then coalesce(t.unique_clicks, 0) end` : sql`null::bigint`;
  switch (sort) {
    case 'name':
      return sql`u.name`;
    case 'released':
      return sql`coalesce(m.released, 0)`;
    case 'views':
    case 'likes':
    case 'comments':
    case 'shares':
    case 'saves':
      return sql`k.${sql.raw(sort)}`;
    case 'clicks':
      return clicks;
    case 'unique_clicks':
      return uniques;
    case 'engagement_rate':
      return sql`case when k.views > 0 then round((k.likes + k.comments + k.shares + k.saves) * 100.0 / k.views, 2) end`;
    case 'cost_per_view':
      return sql`case when k.views > 0 then ${cost} / k.views end`;
    case 'cost_per_click':
      return sql`case when (${clicks}) > 0 then ${cost} / (${clicks}) end`;
  }
}

/**
 * One page of a campaign's creators (all of them when `limit` is null), sorted by the database. The ledger's spend
 * per script (`money`, from `ledger.reservationSpend`) goes in as arrays, so money columns sort here too without a
 * balance of the report's own.
 */
export async function findCreatorPage(
  db: DbOrTx,
  input: {
    campaignId: string;
    clicksKnown: boolean;
    money: Map<string, ReservationSpend>;
    sort: TReportSortKey;
    order: TReportSortOrder;
    limit: number | null;
    offset: number;
  },
): Promise<KeptCreatorRow[]> {
  const scriptIds = [...input.money.keys()];
  const released = scriptIds.map((id) => String(input.money.get(id)?.releasedPaise ?? 0n));
  const held = scriptIds.map((id) => String(input.money.get(id)?.heldPaise ?? 0n));
  const direction = input.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select s.id::text as script_id, s.campaign_id::text as campaign_id, s.creator_id::text as creator_id, u.name, cp.username,
        s.platform, s.status::text as status, s.post_link, c.product_name, l.code,
        case when k.report_id is not null then k.source::text end as source, k.status::text as metrics_status,
        k.checkpoint_day::text as checkpoint_day, k.views::text as views, k.likes::text as likes, k.comments::text as comments,
        k.shares::text as shares, k.saves::text as saves, k.reach::text as reach,
        to_char(k.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reported_at,
        coalesce(k.questioned, false)::text as questioned, t.clicks::text as link_clicks, t.unique_clicks::text as link_unique_clicks
      from scripts s
      join users u on u.id = s.creator_id
      join campaigns c on c.id = s.campaign_id
      left join creator_profiles cp on cp.user_id = s.creator_id
      left join post_metric_script_results k on k.script_id = s.id
      left join tracked_links l on l.campaign_id = s.campaign_id and l.creator_id = s.creator_id
      left join tracked_link_totals t on t.code = l.code
      left join unnest(${uuidArray(scriptIds)}::uuid[], ${`{${released.join(',')}}`}::bigint[], ${`{${held.join(',')}}`}::bigint[])
        as m(script_id, released, held) on m.script_id = s.id
      where s.campaign_id = ${input.campaignId}::uuid and ${COUNTED}
      order by ${sortExpression(input.sort, input.clicksKnown)} ${direction} nulls last, u.name, s.id
      ${input.limit === null ? sql`` : sql`limit ${input.limit} offset ${input.offset}`}`),
  );
  return rows.map((r) => ({
    script: {
      scriptId: r.script_id as string,
      campaignId: r.campaign_id as string,
      creatorId: r.creator_id as string,
      name: r.name ?? '',
      username: r.username ?? null,
      platform: r.platform ?? null,
      status: r.status as string,
      postLink: r.post_link ?? null,
      productName: r.product_name ?? null,
    },
    code: r.code ?? null,
    clicks: Number(r.link_clicks ?? 0),
    uniqueClicks: Number(r.link_unique_clicks ?? 0),
    usable:
      r.source === null
        ? null
        : {
            source: r.source as NonNullable<KeptCreatorRow['usable']>['source'],
            status: r.metrics_status as NonNullable<KeptCreatorRow['usable']>['status'],
            checkpointDay: Number(r.checkpoint_day),
            views: Number(r.views),
            likes: Number(r.likes),
            comments: Number(r.comments),
            shares: Number(r.shares),
            saves: Number(r.saves),
            reach: r.reach == null ? null : Number(r.reach),
            reportedAt: new Date(r.reported_at as string),
          },
    questioned: r.questioned === 'true',
  }));
}
