import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Rewrites what the campaign report keeps of one script (decision 049, "Kept aggregates and a paged table"), inside
 * the transaction that added, accepted or questioned one of its reports, by the rules the report used to work out on
 * every read (decision 048): the usable numbers are the latest report that is not questioned; the script shows
 * "questioned" while its newest report is questioned and unanswered; the views series steps on each day its usable
 * views change. Then the campaign's totals are added up again from its scripts' rows.
 *
 * Locks, always in this order: the script's kept row, then the campaign's totals row. Each rewrite reads after taking
 * its lock, so two transactions on one script or one campaign never write a sum that misses the other's change.
 */
export async function refreshReportAggregates(tx: DbOrTx, input: { scriptId: string; campaignId: string }): Promise<void> {
  const { scriptId, campaignId } = input;
  await tx.execute(sql`
    insert into post_metric_script_results (script_id, campaign_id) values (${scriptId}::uuid, ${campaignId}::uuid)
    on conflict (script_id) do nothing`);
  await tx.execute(sql`select 1 from post_metric_script_results where script_id = ${scriptId}::uuid for update`);
  await tx.execute(sql`
    update post_metric_script_results k set
      report_id = u.id, source = u.source, status = u.status, checkpoint_day = u.checkpoint_day, views = u.views, likes = u.likes,
      comments = u.comments, shares = u.shares, saves = u.saves, reach = u.reach, reported_at = u.reported_at,
      questioned = coalesce(n.status = 'questioned' and not exists (select 1 from post_metric_reports a where a.answers_report_id = n.id), false),
      open_questions = (select (count(*) filter (where q.status = 'questioned') - count(q.answers_report_id))::int
        from post_metric_reports q where q.script_id = k.script_id),
      updated_at = now()
    from (select 1) one
    left join lateral (select * from post_metric_reports r where r.script_id = ${scriptId}::uuid and r.status <> 'questioned'
      order by r.reported_at desc, r.id desc limit 1) u on true
    left join lateral (select r.id, r.status from post_metric_reports r where r.script_id = ${scriptId}::uuid
      order by r.reported_at desc, r.id desc limit 1) n on true
    where k.script_id = ${scriptId}::uuid`);
  await tx.execute(sql`delete from post_metric_view_steps where script_id = ${scriptId}::uuid`);
  await tx.execute(sql`
    insert into post_metric_view_steps (script_id, day, campaign_id, views_delta, starts)
    select script_id, day, campaign_id, views - coalesce(previous, 0), previous is null
    from (
      select d.*, lag(d.views) over (order by d.day) as previous
      from (
        select distinct on ((r.reported_at at time zone 'UTC')::date) r.script_id, r.campaign_id,
          (r.reported_at at time zone 'UTC')::date as day, r.views
        from post_metric_reports r where r.script_id = ${scriptId}::uuid and r.status <> 'questioned'
        order by (r.reported_at at time zone 'UTC')::date, r.reported_at desc, r.id desc) d) x
    where previous is null or views <> previous`);
  await tx.execute(sql`insert into campaign_report_totals (campaign_id) values (${campaignId}::uuid) on conflict (campaign_id) do nothing`);
  await tx.execute(sql`select 1 from campaign_report_totals where campaign_id = ${campaignId}::uuid for update`);
  await tx.execute(sql`
    update campaign_report_totals t set
      reports_used = s.reports_used, accepted = s.accepted, pending = s.pending, open_questions = s.open_questions, views = s.views,
      likes = s.likes, comments = s.comments, shares = s.shares, saves = s.saves, self_reported = s.self_reported, tracked = s.tracked,
      platform_api = s.platform_api, latest_reported_at = s.latest_reported_at, updated_at = now()
    from (
      select count(r.report_id)::int as reports_used, (count(*) filter (where r.status = 'accepted'))::int as accepted,
        (count(*) filter (where r.status = 'pending'))::int as pending, coalesce(sum(r.open_questions), 0)::int as open_questions,
        coalesce(sum(r.views), 0) as views, coalesce(sum(r.likes), 0) as likes, coalesce(sum(r.comments), 0) as comments,
        coalesce(sum(r.shares), 0) as shares, coalesce(sum(r.saves), 0) as saves,
        (count(*) filter (where r.source = 'self_reported_with_proof'))::int as self_reported,
        (count(*) filter (where r.source = 'tracked'))::int as tracked, (count(*) filter (where r.source = 'platform_api'))::int as platform_api,
        max(r.reported_at) as latest_reported_at
      from post_metric_script_results r
      join scripts s on s.id = r.script_id and (s.closed_reason is null or s.closed_reason = 'completed')
      where r.campaign_id = ${campaignId}::uuid) s
    where t.campaign_id = ${campaignId}::uuid`);
}
