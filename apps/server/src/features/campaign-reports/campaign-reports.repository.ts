import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ReportCampaign {
  id: string;
  productName: string | null;
  status: string;
  startDate: string | null;
  endDate: string | null;
  destinationUrl: string | null;
}

/** The owner's campaigns by id (all of them when `ids` is null), published ones only when `published`. */
export async function findOwnCampaigns(
  db: DbOrTx,
  input: { userId: string; ids: string[] | null; published?: boolean },
): Promise<ReportCampaign[]> {
  const rows = rowsOf<{
    id: string;
    product_name: string | null;
    status: string;
    start_date: string | null;
    end_date: string | null;
    destination_url: string | null;
  }>(
    await db.execute(sql`
      select id::text, product_name, status::text, start_date::text, end_date::text, destination_url from campaigns
      where user_id = ${input.userId}::uuid
        ${input.ids ? sql`and id = any(${`{${input.ids.join(',')}}`}::uuid[])` : sql``}
        ${input.published ? sql`and published_at is not null` : sql``}
      order by created_at desc limit 500`),
  );
  return rows.map((r) => ({
    id: r.id,
    productName: r.product_name ?? null,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    destinationUrl: r.destination_url,
  }));
}

export interface ReportScript {
  scriptId: string;
  campaignId: string;
  creatorId: string;
  name: string;
  username: string | null;
  platform: string | null;
  status: string;
  postLink: string | null;
  productName: string | null;
}

/** The scripts that count for a campaign's results: open ones and completed ones (abandoned and refunded ones do not). */
export async function findReportScripts(db: DbOrTx, input: { campaignIds?: string[]; creatorId?: string }): Promise<ReportScript[]> {
  const where = input.creatorId
    ? sql`s.creator_id = ${input.creatorId}::uuid`
    : sql`s.campaign_id = any(${`{${(input.campaignIds ?? []).join(',')}}`}::uuid[])`;
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select s.id::text as script_id, s.campaign_id::text as campaign_id, s.creator_id::text as creator_id, u.name,
        cp.username, s.platform, s.status::text as status, s.post_link, c.product_name
      from scripts s
      join users u on u.id = s.creator_id
      join campaigns c on c.id = s.campaign_id
      left join creator_profiles cp on cp.user_id = s.creator_id
      where ${where} and (s.closed_reason is null or s.closed_reason = 'completed')
      order by s.created_at, s.id`),
  );
  return rows.map(reportScriptOf);
}

/** A report's script, from the columns both script reads select (`script_id`, `name`, `status`, …). */
export const reportScriptOf = (r: Record<string, string | null>): ReportScript => ({
  scriptId: r.script_id as string,
  campaignId: r.campaign_id as string,
  creatorId: r.creator_id as string,
  name: r.name ?? '',
  username: r.username ?? null,
  platform: r.platform ?? null,
  status: r.status as string,
  postLink: r.post_link ?? null,
  productName: r.product_name ?? null,
});

export interface MetricReport {
  id: string;
  scriptId: string;
  checkpointDay: number;
  source: 'self_reported_with_proof' | 'tracked' | 'platform_api';
  status: 'pending' | 'accepted' | 'questioned';
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  reach: number | null;
  reportedAt: Date;
  /** A questioned report the creator has not answered yet. */
  openQuestion: boolean;
}

/** A report's numbers, from columns named as in post_metric_reports (counts as text). */
export type ReportNumbers = Omit<MetricReport, 'id' | 'scriptId' | 'openQuestion'>;

export const reportNumbersOf = (r: Record<string, string | null>): ReportNumbers => ({
  checkpointDay: Number(r.checkpoint_day),
  source: r.source as MetricReport['source'],
  status: r.status as MetricReport['status'],
  views: Number(r.views),
  likes: Number(r.likes),
  comments: Number(r.comments),
  shares: Number(r.shares),
  saves: Number(r.saves),
  reach: r.reach == null ? null : Number(r.reach),
  reportedAt: new Date(r.reported_at as string),
});

const metricReportOf = (r: Record<string, string | null>): MetricReport => ({
  id: r.id as string,
  scriptId: r.script_id as string,
  ...reportNumbersOf(r),
  openQuestion: r.open_question === 'true',
});

/** Every post-metric report of the scripts (decision 048's table), oldest first. */
export async function findMetricReports(db: DbOrTx, scriptIds: string[]): Promise<MetricReport[]> {
  if (scriptIds.length === 0) return [];
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select r.id::text as id, r.script_id::text as script_id, r.checkpoint_day::text as checkpoint_day, r.source::text as source,
        r.status::text as status, r.views::text as views, r.likes::text as likes, r.comments::text as comments,
        r.shares::text as shares, r.saves::text as saves, r.reach::text as reach,
        to_char(r.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reported_at,
        (r.status = 'questioned' and not exists (select 1 from post_metric_reports a where a.answers_report_id = r.id))::text as open_question
      from post_metric_reports r
      where r.script_id = any(${`{${scriptIds.join(',')}}`}::uuid[])
      order by r.reported_at, r.id`),
  );
  return rows.map(metricReportOf);
}

export interface LinkClicks {
  campaignId: string;
  creatorId: string;
  code: string;
  day: string | null;
  clicks: number;
  uniqueClicks: number;
}

/** The tracked links of the campaigns (or of one creator), each with its clicks per day (a link with none: one row, day null). */
export async function findLinkClicks(db: DbOrTx, input: { campaignIds?: string[]; creatorId?: string }): Promise<LinkClicks[]> {
  const where = input.creatorId
    ? sql`l.creator_id = ${input.creatorId}::uuid`
    : sql`l.campaign_id = any(${`{${(input.campaignIds ?? []).join(',')}}`}::uuid[])`;
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select l.campaign_id::text as campaign_id, l.creator_id::text as creator_id, l.code, k.day::text as day,
        coalesce(k.clicks, 0)::text as clicks, coalesce(k.unique_clicks, 0)::text as unique_clicks
      from tracked_links l left join tracked_link_clicks k on k.code = l.code
      where ${where}
      order by k.day nulls first`),
  );
  return rows.map((r) => ({
    campaignId: r.campaign_id as string,
    creatorId: r.creator_id as string,
    code: r.code as string,
    day: r.day ?? null,
    clicks: Number(r.clicks),
    uniqueClicks: Number(r.unique_clicks),
  }));
}
