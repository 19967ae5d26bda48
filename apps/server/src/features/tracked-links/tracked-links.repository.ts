import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A new link code: 11 URL-safe characters from 64 random bits. */
export const newLinkCode = () => randomBytes(8).toString('base64url');

export interface LinkTarget {
  destinationUrl: string | null;
  productName: string | null;
  campaignId: string;
  username: string | null;
}

/** What `/r/{code}` needs: the campaign's destination and names; undefined for an unknown code. */
export async function findLinkTarget(db: DbOrTx, code: string): Promise<LinkTarget | undefined> {
  const result = await db.execute(sql`
    select c.destination_url, c.product_name, c.id::text as campaign_id, cp.username
    from tracked_links l
    join campaigns c on c.id = l.campaign_id
    left join creator_profiles cp on cp.user_id = l.creator_id
    where l.code = ${code}`);
  const [row] = rowsOf<{ destination_url: string | null; product_name: string | null; campaign_id: string; username: string | null }>(
    result,
  );
  return row && { destinationUrl: row.destination_url, productName: row.product_name, campaignId: row.campaign_id, username: row.username };
}

/**
 * Gives the creator a link on each campaign with a destination they have a script on (closed ones too: a post stays
 * up after the work ends), and answers the creator's links by campaign id. A code that collides is simply skipped and
 * made again on the next call (64 random bits: it does not happen).
 */
export async function ensureCreatorLinks(db: DbOrTx, input: { creatorId: string; now: Date }): Promise<Map<string, string>> {
  const missing = rowsOf<{ campaign_id: string }>(
    await db.execute(sql`
      select distinct s.campaign_id::text as campaign_id from scripts s
      join campaigns c on c.id = s.campaign_id and c.destination_url is not null
      where s.creator_id = ${input.creatorId}::uuid
        and not exists (select 1 from tracked_links l where l.campaign_id = s.campaign_id and l.creator_id = s.creator_id)`),
  );
  if (missing.length) {
    const rows = missing.map((m) => ({ code: newLinkCode(), campaign_id: m.campaign_id }));
    await db.execute(sql`
      insert into tracked_links (code, campaign_id, creator_id, created_at)
      select x.code, x.campaign_id, ${input.creatorId}::uuid, ${input.now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(code text, campaign_id uuid)
      on conflict do nothing`);
  }
  const links = rowsOf<{ campaign_id: string; code: string }>(
    await db.execute(sql`
      select l.campaign_id::text as campaign_id, l.code from tracked_links l
      join campaigns c on c.id = l.campaign_id and c.destination_url is not null
      where l.creator_id = ${input.creatorId}::uuid`),
  );
  return new Map(links.map((l) => [l.campaign_id, l.code]));
}

/** The day's salt for visitor hashes, made by the first node that needs it. */
export async function saltOfDay(db: DbOrTx, input: { day: string; fresh: () => string }): Promise<string> {
  await db.execute(sql`insert into tracked_link_salts (day, salt) values (${input.day}::date, ${input.fresh()}) on conflict do nothing`);
  const [row] = rowsOf<{ salt: string }>(await db.execute(sql`select salt from tracked_link_salts where day = ${input.day}::date`));
  if (!row) throw new Error(`No salt for ${input.day}`);
  return row.salt;
}

/**
 * Adds one node's batch in one statement: the visitor hashes not seen yet today (by any node) become unique clicks,
 * and every click adds to its link's day, to its link's total and to its campaign's day (what the campaign report
 * reads, decision 049 "Kept aggregates"). Rows go in key order in each table, so two nodes never wait on each other
 * in a circle.
 */
export async function addClicks(db: DbOrTx, rows: { code: string; day: string; clicks: number; visitorHashes: string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  const input = rows.map((r) => ({ code: r.code, day: r.day, clicks: r.clicks, hashes: r.visitorHashes }));
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(code text, day date, clicks int, hashes jsonb)),
    fresh as (
      insert into tracked_link_visitors (code, day, visitor_hash)
      select i.code, i.day, h.value from input i cross join lateral jsonb_array_elements_text(i.hashes) as h(value)
      order by i.code, i.day, h.value
      on conflict do nothing
      returning code, day),
    counted as (
      select i.code, i.day, i.clicks, (select count(*)::int from fresh f where f.code = i.code and f.day = i.day) as uniques from input i),
    days as (
      insert into tracked_link_clicks (code, day, clicks, unique_clicks)
      select c.code, c.day, c.clicks, c.uniques from counted c
      order by c.code, c.day
      on conflict (code, day) do update set
        clicks = tracked_link_clicks.clicks + excluded.clicks,
        unique_clicks = tracked_link_clicks.unique_clicks + excluded.unique_clicks),
    totals as (
      insert into tracked_link_totals (code, clicks, unique_clicks)
      select c.code, sum(c.clicks), sum(c.uniques) from counted c group by c.code
      order by c.code
      on conflict (code) do update set
        clicks = tracked_link_totals.clicks + excluded.clicks,
        unique_clicks = tracked_link_totals.unique_clicks + excluded.unique_clicks)
    insert into tracked_link_campaign_days (campaign_id, day, clicks)
    select l.campaign_id, c.day, sum(c.clicks) from counted c join tracked_links l on l.code = c.code group by l.campaign_id, c.day
    order by l.campaign_id, c.day
    on conflict (campaign_id, day) do update set clicks = tracked_link_campaign_days.clicks + excluded.clicks`);
}

/** Forgets the visitor hashes and salts of days before `day`: after that, only the counts remain. */
export async function purgeVisitorsBefore(db: DbOrTx, day: string): Promise<void> {
  await db.execute(sql`delete from tracked_link_visitors where day < ${day}::date`);
  await db.execute(sql`delete from tracked_link_salts where day < ${day}::date`);
}
