import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SORT_KEYS, type TReportCreator, type TReportSortKey } from '@amplio/shared/schemas/campaign-reports';
import { users } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorJoining, creatorWithScript } from '../content-uploads/content-helpers';
import { completeScript } from '../post-metrics/post-metrics-helpers';
import { addMetricReport, creatorLink, DESTINATION, pathOf, visit } from '../tracked-links/tracked-links-helpers';

let t: TestApp;
let brand: Brand;
let campaignId: string;
const NAMES = ['Asha', 'Bilal', 'Chitra', 'Dev', 'Esha'];

/** Five creators: four with numbers (one questioned, so a row without usable numbers), clicks on three links. */
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
  const first = await creatorWithScript(t, brand);
  campaignId = first.campaign.id;
  const creators = [first];
  for (let i = 1; i < NAMES.length; i += 1) creators.push(await creatorJoining(t, first.campaign));
  expect((await brand.agent.put(`/api/brands/campaigns/${campaignId}`, { destination_url: DESTINATION })).statusCode).toBe(200);
  const counts = [
    { views: 4000, likes: 200, comments: 10, shares: 5, saves: 5 },
    { views: 900, likes: 90, comments: 0, shares: 0, saves: 0 },
    { views: 12000, likes: 100, comments: 40, shares: 1, saves: 2 },
    null,
    { views: 0, likes: 3, comments: 0, shares: 0, saves: 0 },
  ];
  for (const [i, c] of creators.entries()) {
    await t.db
      .update(users)
      .set({ name: NAMES[i] as string })
      .where(inArray(users.id, [c.user.id]));
    await completeScript(t, c.scriptId);
    const ids = { scriptId: c.scriptId, campaignId, creatorId: c.user.id, brandUserId: brand.user.id };
    const own = counts[i];
    if (own) await addMetricReport(t, { ...ids, counts: own, status: i === 1 ? 'accepted' : 'pending' });
    else await addMetricReport(t, { ...ids, counts: { views: 1, likes: 1, comments: 1, shares: 1, saves: 1 }, status: 'questioned' });
    if (i < 3) {
      const link = (await creatorLink(c.agent, campaignId)) as string;
      for (let v = 0; v <= (i * 2) % 5; v += 1) await visit(t, pathOf(link), { ip: `198.51.100.${v + 1}` });
    }
  }
  await t.app.trackedLinks.counter.flush();
});
afterAll(async () => t?.close());

const get = (query: string) => brand.agent.get(`/api/brands/campaigns/${campaignId}/report${query}`);
const ok = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { creators: TReportCreator[]; creators_page: Record<string, unknown>; totals: { creators: number } };
};

/** The order the table promises: by the column, unknown values last either way, then name, then script id. */
function expected(rows: TReportCreator[], key: TReportSortKey, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const byName = (a: TReportCreator, b: TReportCreator) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.script_id < b.script_id ? -1 : a.script_id > b.script_id ? 1 : 0;
  return [...rows]
    .sort((a, b) => {
      if (key === 'name') return sign * byName(a, b);
      const x = a[key];
      const y = b[key];
      if (x === null && y === null) return byName(a, b);
      if (x === null) return 1;
      if (y === null) return -1;
      return x === y ? byName(a, b) : sign * (x - y);
    })
    .map((r) => r.name);
}

describe('the report’s paged per-creator table', () => {
  it('answers the first 50 rows by views, most first, and says which page it is', async () => {
    const data = await ok('');
    expect(data.creators_page).toEqual({ page: 1, per_page: 50, total: 5, sort: 'views', order: 'desc' });
    expect(data.creators.map((r) => r.name)).toEqual(['Chitra', 'Asha', 'Bilal', 'Esha', 'Dev']);
    expect(data.totals.creators).toBe(5);
    expect(data.creators.find((r) => r.name === 'Dev')).toMatchObject({ views: null, questioned: true });
  });

  it('sorts by every column in both orders across pages, unknown values last, and a page past the end is empty', async () => {
    const all = (await ok('?per_page=200')).creators;
    expect(all).toHaveLength(5);
    for (const sort of REPORT_SORT_KEYS) {
      for (const order of ['asc', 'desc'] as const) {
        const pages = [];
        for (const page of [1, 2, 3]) {
          const data = await ok(`?sort=${sort}&order=${order}&page=${page}&per_page=2`);
          expect(data.creators_page).toEqual({ page, per_page: 2, total: 5, sort, order });
          pages.push(data.creators.map((r) => r.name));
        }
        expect(
          pages.map((p) => p.length),
          `${sort} ${order}`,
        ).toEqual([2, 2, 1]);
        expect(pages.flat(), `${sort} ${order}`).toEqual(expected(all, sort, order));
        expect((await ok(`?sort=${sort}&order=${order}&page=4&per_page=2`)).creators).toEqual([]);
      }
    }
  });

  it('adds the rows’ released and held money, read from the ledger per script, up to the spend the ledger totals', async () => {
    const res = await get('?per_page=200&sort=released');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { creators: { released: number; held: number }[]; spend: { released: number; held: number } };
    const paise = (rupees: number) => Math.round(rupees * 100);
    const released = data.creators.reduce((sum, row) => sum + paise(row.released), 0);
    const held = data.creators.reduce((sum, row) => sum + paise(row.held), 0);
    expect(released).toBe(paise(data.spend.released));
    expect(held).toBe(paise(data.spend.held));
    expect(released + held).toBeGreaterThan(0);
  });

  it('sorts names A to Z and numbers largest first when no order is given', async () => {
    expect((await ok('?sort=name')).creators_page).toMatchObject({ sort: 'name', order: 'asc' });
    expect((await ok('?sort=clicks')).creators_page).toMatchObject({ sort: 'clicks', order: 'desc' });
  });

  it('answers a wrong sort, order, page or per_page with 400 and a message naming it', async () => {
    const cases: [string, RegExp][] = [
      ['?sort=reach', /^sort must be one of/],
      ['?sort=', /^sort must be one of/],
      ['?sort=views&sort=likes', /^sort must be one of/],
      ['?order=up', /^order must be asc or desc/],
      ['?page=0', /^page must be a whole number/],
      ['?page=-1', /^page must be a whole number/],
      ['?page=1.5', /^page must be a whole number/],
      ['?page=abc', /^page must be a whole number/],
      ['?page=99999999999999999999', /^page must be a whole number/],
      ['?per_page=0', /^per_page must be a whole number/],
      ['?per_page=201', /^per_page must be a whole number/],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('still exports every row in the CSV, whatever the page size', async () => {
    const res = await brand.agent.get(`/api/brands/campaigns/${campaignId}/report.csv?per_page=1`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Chitra', 'Asha', 'Bilal', 'Esha', 'Dev']);
  });

  it('keeps the dashboard summary across campaigns', async () => {
    const res = await brand.agent.get('/api/brands/reports/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals).toMatchObject({ creators: 5, views: 16900 });
  });

  it('gets from the migration’s backfill the same kept rows the transactions and the click counter kept', async () => {
    const sqlFile = readFileSync(new URL('../../../drizzle/0053_report_aggregates.sql', import.meta.url), 'utf8');
    const backfill = sqlFile.slice(sqlFile.indexOf('-- Backfill')).split('--> statement-breakpoint');
    const snapshot = async (db: Pick<TestApp['db'], 'execute'>) => {
      const read = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
      return {
        scripts: await read(sql`select script_id, report_id, source, status, checkpoint_day, views, likes, comments, shares, saves, reach,
          reported_at, questioned, open_questions from post_metric_script_results where campaign_id = ${campaignId}::uuid order by script_id`),
        steps: await read(sql`select * from post_metric_view_steps where campaign_id = ${campaignId}::uuid order by script_id, day`),
        totals: await read(sql`select reports_used, accepted, pending, open_questions, views, likes, comments, shares, saves, self_reported,
          tracked, platform_api, latest_reported_at from campaign_report_totals where campaign_id = ${campaignId}::uuid`),
        links: await read(sql`select t.* from tracked_link_totals t join tracked_links l on l.code = t.code
          where l.campaign_id = ${campaignId}::uuid order by t.code`),
        days: await read(sql`select * from tracked_link_campaign_days where campaign_id = ${campaignId}::uuid order by day`),
      };
    };
    const kept = await snapshot(t.db);
    expect(kept.scripts).toHaveLength(5);
    expect(kept.links).toHaveLength(3);
    let rebuilt: Awaited<ReturnType<typeof snapshot>> | undefined;
    await t.db
      .transaction(async (tx) => {
        for (const table of [
          'post_metric_script_results',
          'post_metric_view_steps',
          'campaign_report_totals',
          'tracked_link_totals',
          'tracked_link_campaign_days',
        ])
          await tx.execute(sql.raw(`delete from ${table}`));
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        rebuilt = await snapshot(tx);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(rebuilt).toEqual(kept);
  });
});
