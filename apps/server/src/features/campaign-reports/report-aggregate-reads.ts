import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { namedQuery } from '../../lib/named-query';

/**
 * The campaign report's reads of the kept aggregates (migration 0053, decision 049 "Kept aggregates and a paged
 * table"): a few rows per campaign instead of every report and every link-day.
 */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
/** The scripts that count for a campaign's results: open ones and completed ones (abandoned and refunded ones do not). */
export const COUNTED = sql`(s.closed_reason is null or s.closed_reason = 'completed')`;

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
  const [r] = await namedQuery<Record<string, string | null>>(db, {
    name: 'amplio_report_kept_totals',
    query: sql`
      select coalesce(sum(reports_used), 0)::text as reports_used, coalesce(sum(accepted), 0)::text as accepted,
        coalesce(sum(pending), 0)::text as pending, coalesce(sum(open_questions), 0)::text as open_questions,
        coalesce(sum(views), 0)::text as views, coalesce(sum(likes), 0)::text as likes, coalesce(sum(comments), 0)::text as comments,
        coalesce(sum(shares), 0)::text as shares, coalesce(sum(saves), 0)::text as saves,
        coalesce(sum(self_reported), 0)::text as self_reported, coalesce(sum(tracked), 0)::text as tracked,
        coalesce(sum(platform_api), 0)::text as platform_api,
        to_char(max(latest_reported_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as latest_reported_at
      from campaign_report_totals where campaign_id = any(${uuidArray(campaignIds)}::uuid[])`,
  });
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
  const [r] = await namedQuery<Record<string, string>>(db, {
    name: 'amplio_report_creator_counts',
    query: sql`
      select count(*)::text as creators,
        (count(*) filter (where s.status in ('Completed', 'Published') and s.post_link is not null))::text as posts_live,
        coalesce(sum(k.clicks) filter (where c.destination_url is not null), 0)::text as clicks,
        coalesce(sum(k.unique_clicks) filter (where c.destination_url is not null), 0)::text as unique_clicks
      from scripts s
      join campaigns c on c.id = s.campaign_id
      left join tracked_links l on l.campaign_id = s.campaign_id and l.creator_id = s.creator_id
      left join tracked_link_totals k on k.code = l.code
      where s.campaign_id = any(${ids}::uuid[]) and ${COUNTED}`,
  });
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
  const rows = await namedQuery<Record<string, string>>(db, {
    name: 'amplio_report_series_days',
    query: sql`
      select day::text as day, sum(views_delta)::text as views_delta, sum(starts)::text as starts, sum(clicks)::text as clicks from (
        select day, views_delta, starts::int as starts, 0::bigint as clicks from post_metric_view_steps where campaign_id = any(${ids}::uuid[])
        union all
        select day, 0, 0, clicks from tracked_link_campaign_days where campaign_id = any(${ids}::uuid[])) x
      group by day order by day`,
  });
  return rows.map((r) => ({
    day: r.day as string,
    viewsDelta: Number(r.views_delta),
    starts: Number(r.starts),
    clicks: Number(r.clicks),
  }));
}
