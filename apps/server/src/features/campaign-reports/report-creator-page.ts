import type { TReportSortKey, TReportSortOrder } from '@amplio/shared/schemas/campaign-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { namedQuery } from '../../lib/named-query';
import { reservationSpendOf } from '../ledger/ledger-spend-reads';
import { type ReportNumbers, type ReportScript, reportNumbersOf, reportScriptOf } from './campaign-reports.repository';
import { COUNTED } from './report-aggregate-reads';

export interface KeptCreatorRow {
  script: ReportScript;
  releasedPaise: bigint;
  heldPaise: bigint;
  code: string | null;
  clicks: number;
  uniqueClicks: number;
  usable: ReportNumbers | null;
  questioned: boolean;
}

const POSTS = sql`left join post_metric_script_results k on k.script_id = s.id`;
const LINKS = sql`left join tracked_links l on l.campaign_id = s.campaign_id and l.creator_id = s.creator_id
      left join tracked_link_totals t on t.code = l.code`;
const MONEY = sql`left join lateral ${reservationSpendOf(sql`s.id`)} m on true`;
const cost = sql`(coalesce(m.released, 0) + coalesce(m.held, 0))::numeric`;

/**
 * The ORDER BY of each sortable column, the same figure the row shows (engagement rate to two decimals; costs from the
 * ledger's released + held; clicks only where the creator has a link and the campaign a destination), and the joins
 * it needs.
 */
function sortOf(sort: TReportSortKey, clicksKnown: boolean): { value: SQL; joins: SQL[] } {
  const clicks = clicksKnown ? sql`case when l.code is not null then coalesce(t.clicks, 0) end` : sql`null::bigint`;
  const uniques = clicksKnown ? sql`case when l.code is not null then coalesce(t.unique_clicks, 0) end` : sql`null::bigint`;
  switch (sort) {
    case 'name':
      return { value: sql`u.name`, joins: [] };
    case 'released':
      return { value: sql`coalesce(m.released, 0)`, joins: [MONEY] };
    case 'views':
    case 'likes':
    case 'comments':
    case 'shares':
    case 'saves':
      return { value: sql`k.${sql.raw(sort)}`, joins: [POSTS] };
    case 'clicks':
      return { value: clicks, joins: [LINKS] };
    case 'unique_clicks':
      return { value: uniques, joins: [LINKS] };
    case 'engagement_rate':
      return {
        value: sql`case when k.views > 0 then round((k.likes + k.comments + k.shares + k.saves) * 100.0 / k.views, 2) end`,
        joins: [POSTS],
      };
    case 'cost_per_view':
      return { value: sql`case when k.views > 0 then ${cost} / k.views end`, joins: [POSTS, MONEY] };
    case 'cost_per_click':
      return { value: sql`case when (${clicks}) > 0 then ${cost} / (${clicks}) end`, joins: [LINKS, MONEY] };
  }
}

/**
 * One page of a campaign's creators (all of them when `limit` is null), sorted by the database. The page is picked
 * first with only the joins its sort needs, then only its rows are joined for display. The ledger's spend per script
 * is the ledger's own relation, so money columns sort here too without a balance of the report's own.
 */
export async function findCreatorPage(
  db: DbOrTx,
  input: {
    campaignId: string;
    clicksKnown: boolean;
    sort: TReportSortKey;
    order: TReportSortOrder;
    limit: number | null;
    offset: number;
  },
): Promise<KeptCreatorRow[]> {
  const direction = input.order === 'asc' ? sql`asc` : sql`desc`;
  const sort = sortOf(input.sort, input.clicksKnown);
  if (input.limit !== null && !(Number.isInteger(input.limit) && input.limit > 0)) throw new RangeError('limit must be a whole number');
  // The page size is written into the statement: with it a parameter, PostgreSQL re-planned every call (a generic
  // plan cannot know how many rows the sort keeps), 2 ms each. One named statement per sort, order, click column and
  // page size (the page uses 50), planned once per connection.
  const limit = input.limit === null ? 'all' : String(input.limit);
  const rows = await namedQuery<Record<string, string | null>>(db, {
    name: `amplio_report_page_${input.sort}_${input.order}_${input.clicksKnown ? 'clicks' : 'no_clicks'}_${limit}`,
    query: sql`
      with page as (
        select s.id, ${sort.value} as sort_value, u.name as sort_name
        from scripts s join users u on u.id = s.creator_id ${sql.join(sort.joins, sql` `)}
        where s.campaign_id = ${input.campaignId}::uuid and ${COUNTED}
        order by sort_value ${direction} nulls last, u.name, s.id
        limit ${sql.raw(limit)} offset ${input.offset}::int
      )
      select s.id::text as script_id, s.campaign_id::text as campaign_id, s.creator_id::text as creator_id, u.name, cp.username,
        s.platform, s.status::text as status, s.post_link, c.product_name, l.code,
        case when k.report_id is not null then k.source::text end as source, k.status::text as metrics_status,
        k.checkpoint_day::text as checkpoint_day, k.views::text as views, k.likes::text as likes, k.comments::text as comments,
        k.shares::text as shares, k.saves::text as saves, k.reach::text as reach,
        to_char(k.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reported_at,
        coalesce(k.questioned, false)::text as questioned, t.clicks::text as link_clicks, t.unique_clicks::text as link_unique_clicks,
        coalesce(m.released, 0)::text as released, coalesce(m.held, 0)::text as held
      from page p
      join scripts s on s.id = p.id
      join users u on u.id = s.creator_id
      join campaigns c on c.id = s.campaign_id
      left join creator_profiles cp on cp.user_id = s.creator_id
      ${POSTS}
      ${LINKS}
      ${MONEY}
      order by p.sort_value ${direction} nulls last, p.sort_name, s.id`,
  });
  return rows.map((r) => ({
    script: reportScriptOf(r),
    releasedPaise: BigInt(r.released ?? 0),
    heldPaise: BigInt(r.held ?? 0),
    code: r.code ?? null,
    clicks: Number(r.link_clicks ?? 0),
    uniqueClicks: Number(r.link_unique_clicks ?? 0),
    usable: r.source === null ? null : reportNumbersOf({ ...r, status: r.metrics_status ?? null }),
    questioned: r.questioned === 'true',
  }));
}
