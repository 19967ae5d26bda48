import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findLinkClicks,
  findLinkClickTotals,
  findMetricReports,
  findReportMetrics,
} from '../../../src/features/campaign-reports/campaign-reports.repository';
import { latestUsable, seriesOf } from '../../../src/features/campaign-reports/report-builder';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorJoining, creatorWithScript } from '../content-uploads/content-helpers';
import { completeScript, DAY, reportOk } from '../post-metrics/post-metrics-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t?.close());

const accept = (id: string) => brand.agent.post(`/api/brands/post-metrics/${id}/accept`);
const question = (id: string) => brand.agent.post(`/api/brands/post-metrics/${id}/question`, { reason: 'The screenshot is cut off' });

/** What the report reads the short way must be what it worked out from every report. */
async function expectSameAsEveryReport(scriptIds: string[], campaignId: string) {
  const every = await findMetricReports(t.db, scriptIds);
  const short = await findReportMetrics(t.db, scriptIds);
  for (const id of scriptIds) {
    const all = every.filter((r) => r.scriptId === id);
    const some = short.reports.filter((r) => r.scriptId === id);
    expect(latestUsable(some)).toEqual(latestUsable(all));
    expect(some.at(-1)?.openQuestion ?? false).toBe(all.at(-1)?.openQuestion ?? false);
  }
  expect(short.openQuestions).toBe(every.filter((r) => r.openQuestion).length);
  const today = t.clock.now().toISOString().slice(0, 10);
  const clicks = await findLinkClicks(t.db, { campaignIds: [campaignId] });
  const totals = await findLinkClickTotals(t.db, [campaignId]);
  expect(seriesOf({ reports: short.reports, clicks: totals.days, today })).toEqual(seriesOf({ reports: every, clicks, today }));
  return short;
}

describe("the campaign report's reads (decision 049, Speed)", () => {
  it('give the same numbers, questions and series as every report, after reports are added, accepted, questioned and answered', async () => {
    const first = await creatorWithScript(t, brand);
    const second = await creatorJoining(t, first.campaign);
    const scriptIds = [first.scriptId, second.scriptId];
    for (const id of scriptIds) await completeScript(t, id);
    const campaignId = first.campaign.id;

    let short = await expectSameAsEveryReport(scriptIds, campaignId);
    expect(short).toEqual({ reports: [], openQuestions: 0 });

    const a1 = await reportOk(first.agent, first.scriptId, { views: 1000, likes: 50, comments: 5, shares: 2, saves: 1 });
    const b1 = await reportOk(second.agent, second.scriptId, { views: 400, likes: 20, comments: 1, shares: 0, saves: 0 });
    await expectSameAsEveryReport(scriptIds, campaignId);
    expect((await accept(a1.id)).statusCode).toBe(200);
    expect((await question(b1.id)).statusCode).toBe(200);
    short = await expectSameAsEveryReport(scriptIds, campaignId);
    expect(short.openQuestions).toBe(1);

    t.clock.advance(7 * DAY);
    const a7 = await reportOk(first.agent, first.scriptId, { views: 5000, likes: 300, comments: 20, shares: 9, saves: 4 });
    const b1again = await reportOk(second.agent, second.scriptId, { views: 450, likes: 22, comments: 1, shares: 0, saves: 0 });
    short = await expectSameAsEveryReport(scriptIds, campaignId);
    expect(short.openQuestions).toBe(0);
    expect((await question(a7.id)).statusCode).toBe(200);
    expect((await accept(b1again.id)).statusCode).toBe(200);
    short = await expectSameAsEveryReport(scriptIds, campaignId);
    // The questioned day-7 report stops counting: the accepted day-1 one counts again, and the row says so.
    expect(latestUsable(short.reports.filter((r) => r.scriptId === first.scriptId))?.id).toBe(a1.id);
    expect(short.reports.filter((r) => r.scriptId === first.scriptId).at(-1)?.openQuestion).toBe(true);

    t.clock.advance(DAY);
    await reportOk(first.agent, first.scriptId, { views: 5200, likes: 310, comments: 21, shares: 9, saves: 4 });
    short = await expectSameAsEveryReport(scriptIds, campaignId);
    expect(short.openQuestions).toBe(0);
  });
});
