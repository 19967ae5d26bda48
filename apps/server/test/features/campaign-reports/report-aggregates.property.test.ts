import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReportTotals, postMetricScriptResults } from '../../../src/db/schema/index';
import { findMetricReports, type MetricReport } from '../../../src/features/campaign-reports/campaign-reports.repository';
import { findSeriesDays } from '../../../src/features/campaign-reports/report-aggregate-reads';
import { latestUsable, seriesOf } from '../../../src/features/campaign-reports/report-builder';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorJoining, creatorWithScript } from '../content-uploads/content-helpers';
import { completeScript, DAY, reportOk, sendReport } from '../post-metrics/post-metrics-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
/** Light on PGlite (each report uploads and re-encodes a proof); more sequences on PostgreSQL. */
const RUNS = process.env.TEST_DATABASE_URL ? 10 : 3;

/** The views series worked out from every report, as the report did before the kept aggregates (decision 049). */
function viewsFromScratch(reports: MetricReport[], today: string) {
  const usable = reports.filter((r) => r.status !== 'questioned').sort((a, b) => +a.reportedAt - +b.reportedAt);
  if (usable.length === 0) return [];
  const latest = new Map<string, number>();
  const points: { date: string; views: number | null }[] = [];
  let next = 0;
  const start = (usable[0] as MetricReport).reportedAt.toISOString().slice(0, 10);
  for (let d = Date.parse(`${start}T00:00:00Z`); d <= Date.parse(`${today}T00:00:00Z`); d += 24 * HOUR) {
    const date = new Date(d).toISOString().slice(0, 10);
    while (next < usable.length && (usable[next] as MetricReport).reportedAt.toISOString().slice(0, 10) <= date) {
      const r = usable[next] as MetricReport;
      latest.set(r.scriptId, r.views);
      next += 1;
    }
    points.push({ date, views: latest.size ? [...latest.values()].reduce((a, b) => a + b, 0) : null });
  }
  return points;
}

/** The kept rows must be what every report gives, worked out from scratch. */
async function expectKeptEqualsFromScratch(scriptIds: string[], campaignId: string) {
  const every = await findMetricReports(t.db, scriptIds);
  const kept = new Map(
    (await t.db.select().from(postMetricScriptResults).where(eq(postMetricScriptResults.campaignId, campaignId))).map((r) => [
      r.scriptId,
      r,
    ]),
  );
  const used: MetricReport[] = [];
  for (const id of scriptIds) {
    const all = every.filter((r) => r.scriptId === id);
    const usable = latestUsable(all);
    if (usable) used.push(usable);
    const row = kept.get(id);
    const pick = (r: typeof row) =>
      r?.reportId
        ? {
            id: r.reportId,
            status: r.status,
            views: r.views,
            likes: r.likes,
            comments: r.comments,
            shares: r.shares,
            saves: r.saves,
            reach: r.reach,
          }
        : null;
    expect(pick(row)).toEqual(
      usable
        ? {
            id: usable.id,
            status: usable.status,
            views: usable.views,
            likes: usable.likes,
            comments: usable.comments,
            shares: usable.shares,
            saves: usable.saves,
            reach: usable.reach,
          }
        : null,
    );
    expect(row?.reportedAt?.toISOString() ?? null).toBe(usable?.reportedAt.toISOString() ?? null);
    expect(row?.questioned ?? false).toBe(all.at(-1)?.openQuestion ?? false);
  }
  const [totals] = await t.db.select().from(campaignReportTotals).where(eq(campaignReportTotals.campaignId, campaignId));
  const sum = (k: 'views' | 'likes' | 'comments' | 'shares' | 'saves') => used.reduce((a, r) => a + r[k], 0);
  expect({
    reportsUsed: totals?.reportsUsed ?? 0,
    accepted: totals?.accepted ?? 0,
    pending: totals?.pending ?? 0,
    openQuestions: totals?.openQuestions ?? 0,
    views: totals?.views ?? 0,
    likes: totals?.likes ?? 0,
    comments: totals?.comments ?? 0,
    shares: totals?.shares ?? 0,
    saves: totals?.saves ?? 0,
    latest: totals?.latestReportedAt?.toISOString() ?? null,
  }).toEqual({
    reportsUsed: used.length,
    accepted: used.filter((r) => r.status === 'accepted').length,
    pending: used.filter((r) => r.status === 'pending').length,
    openQuestions: every.filter((r) => r.openQuestion).length,
    views: sum('views'),
    likes: sum('likes'),
    comments: sum('comments'),
    shares: sum('shares'),
    saves: sum('saves'),
    latest:
      used
        .map((r) => r.reportedAt.toISOString())
        .sort()
        .at(-1) ?? null,
  });
  const today = t.clock.now().toISOString().slice(0, 10);
  const series = seriesOf({ days: await findSeriesDays(t.db, [campaignId]), today }).map((p) => ({ date: p.date, views: p.views }));
  expect(series).toEqual(viewsFromScratch(every, today));
}

type Action =
  | { kind: 'report'; who: number; views: number; likes: number }
  | { kind: 'accept' | 'question'; who: number }
  | { kind: 'wait'; hours: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('report' as const), who: fc.integer({ min: 0, max: 1 }), views: fc.nat(50_000), likes: fc.nat(5_000) }),
  fc.record({ kind: fc.constantFrom('accept' as const, 'question' as const), who: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 4 }) }),
);

const newestPending = async (scriptId: string) => {
  const res = await t.db.execute(sql`
    select id::text as id from post_metric_reports where script_id = ${scriptId}::uuid and status = 'pending'
    order by reported_at desc, id desc limit 1`);
  return (res as unknown as { rows: { id: string }[] }).rows[0]?.id;
};

describe('the report’s kept aggregates (decision 049, stop 39)', () => {
  it('let an older report count again while a newer one is questioned, until the creator answers', async () => {
    const first = await creatorWithScript(t, brand);
    const second = await creatorJoining(t, first.campaign);
    const scriptIds = [first.scriptId, second.scriptId];
    for (const id of scriptIds) await completeScript(t, id);
    const campaignId = first.campaign.id;
    const accept = (id: string) => brand.agent.post(`/api/brands/post-metrics/${id}/accept`);
    const question = (id: string) => brand.agent.post(`/api/brands/post-metrics/${id}/question`, { reason: 'The screenshot is cut off' });
    await expectKeptEqualsFromScratch(scriptIds, campaignId);
    const a1 = await reportOk(first.agent, first.scriptId, { views: 1000, likes: 50, comments: 5, shares: 2, saves: 1 });
    const b1 = await reportOk(second.agent, second.scriptId, { views: 400, likes: 20, comments: 1, shares: 0, saves: 0 });
    expect((await accept(a1.id)).statusCode).toBe(200);
    expect((await question(b1.id)).statusCode).toBe(200);
    await expectKeptEqualsFromScratch(scriptIds, campaignId);
    t.clock.advance(7 * DAY);
    const a7 = await reportOk(first.agent, first.scriptId, { views: 5000, likes: 300, comments: 20, shares: 9, saves: 4 });
    await reportOk(second.agent, second.scriptId, { views: 450, likes: 22, comments: 1, shares: 0, saves: 0 });
    expect((await question(a7.id)).statusCode).toBe(200);
    await expectKeptEqualsFromScratch(scriptIds, campaignId);
    const [kept] = await t.db.select().from(postMetricScriptResults).where(eq(postMetricScriptResults.scriptId, first.scriptId));
    expect(kept).toMatchObject({ reportId: a1.id, views: 1000, questioned: true, openQuestions: 1 });
    t.clock.advance(DAY);
    await reportOk(first.agent, first.scriptId, { views: 5200, likes: 310, comments: 21, shares: 9, saves: 4 });
    await expectKeptEqualsFromScratch(scriptIds, campaignId);
    const [totals] = await t.db.select().from(campaignReportTotals).where(eq(campaignReportTotals.campaignId, campaignId));
    expect(totals).toMatchObject({ reportsUsed: 2, views: 5650, openQuestions: 0 });
  });

  it('equal what every report gives from scratch after any sequence of reports, accepts, questions and answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        // A brand of its own per sequence: even a remembered session ends after the weeks earlier sequences waited.
        const brand = await signedInBrand(t);
        const first = await creatorWithScript(t, brand);
        const second = await creatorJoining(t, first.campaign);
        const creators = [first, second];
        for (const c of creators) await completeScript(t, c.scriptId);
        const scriptIds = creators.map((c) => c.scriptId);
        for (const a of actions) {
          if (a.kind === 'wait') t.clock.advance(a.hours * HOUR);
          else if (a.kind === 'report') {
            const c = creators[a.who] as (typeof creators)[number];
            const res = await sendReport(c.agent, c.scriptId, {
              counts: { views: a.views, likes: a.likes, comments: a.likes % 97, shares: a.likes % 13, saves: a.likes % 7 },
            });
            expect([201, 409], res.body).toContain(res.statusCode);
          } else {
            const id = await newestPending(scriptIds[a.who] as string);
            if (!id) continue;
            const res =
              a.kind === 'accept'
                ? await brand.agent.post(`/api/brands/post-metrics/${id}/accept`)
                : await brand.agent.post(`/api/brands/post-metrics/${id}/question`, { reason: 'The screenshot is cut off' });
            expect(res.statusCode, res.body).toBe(200);
          }
          await expectKeptEqualsFromScratch(scriptIds, first.campaign.id);
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
