import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_COLUMNS } from '@amplio/shared/schemas/campaign-reports';
import { fundings, scripts } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import type { Brand } from '../content-uploads/content-helpers';
import { decide, postUnderVerification } from '../review/review-helpers';
import { addMetricReport, creatorLink, DESTINATION, pathOf, visit } from '../tracked-links/tracked-links-helpers';

let t: TestApp;
let brand: Brand;
let other: Brand;
let done: Awaited<ReturnType<typeof postUnderVerification>>;
let campaignId: string;

const paise = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
  other = await signedInBrand(t);
  done = await postUnderVerification(t, brand);
  campaignId = done.campaign.id;
  const completed = await decide(brand.agent, { submission_id: done.scriptId, status: 'completed' });
  expect(completed.statusCode, completed.body).toBe(200);
  const put = await brand.agent.put(`/api/brands/campaigns/${campaignId}`, { destination_url: DESTINATION });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(async () => t?.close());

const report = async () => {
  const res = await brand.agent.get(`/api/brands/campaigns/${campaignId}/report`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/brands/campaigns/{id}/report', () => {
  it('takes spend exactly from the ledger: released, still held, fee and GST apart, to the paisa', async () => {
    const [script] = await t.db.select().from(scripts).where(eq(scripts.id, done.scriptId));
    const funded = await t.db.select().from(fundings).where(eq(fundings.campaignId, campaignId));
    const fee = funded.filter((f) => f.status === 'captured').reduce((a, f) => a + f.platformFeePaise, 0n);
    const gst = funded.filter((f) => f.status === 'captured').reduce((a, f) => a + f.gstPaise, 0n);
    const body = await report();
    expect(body.success).toBe(true);
    expect(paise(body.data.spend.released)).toBe(Number(script!.reservedPaise));
    expect(body.data.spend.held).toBe(0);
    expect(paise(body.data.spend.fees)).toBe(Number(fee));
    expect(paise(body.data.spend.gst)).toBe(Number(gst));
    expect(fee).toBeGreaterThan(0n);
    expect(body.data.sources.spend.source).toBe('ledger');
  });

  it('shows null, not zero, for every number nothing is known of yet', async () => {
    const body = await report();
    expect(body.data.totals).toMatchObject({
      creators: 1,
      posts_live: 1,
      views: null,
      likes: null,
      engagement_rate: null,
      cost_per_view: null,
      cpm: null,
      cost_per_engagement: null,
    });
    expect(body.data.creators[0]).toMatchObject({ views: null, metrics: null, questioned: false, link: null, clicks: null });
  });

  it('uses the latest accepted or unquestioned report, labelled with its source, and works every cost out of it', async () => {
    const base = { scriptId: done.scriptId, campaignId, creatorId: done.user.id, brandUserId: brand.user.id };
    await addMetricReport(t, {
      ...base,
      checkpointDay: 1,
      status: 'accepted',
      counts: { views: 4_000, likes: 150, comments: 30, shares: 10, saves: 10 },
    });
    t.clock.advance(6 * 86_400_000);
    await addMetricReport(t, {
      ...base,
      checkpointDay: 7,
      status: 'questioned',
      counts: { views: 999_999, likes: 1, comments: 1, shares: 1, saves: 1 },
    });
    const body = await report();
    const released = paise(body.data.spend.released);
    const row = body.data.creators[0];
    expect(row).toMatchObject({
      views: 4_000,
      likes: 150,
      engagement_rate: 5,
      questioned: true,
      metrics: { source: 'self_reported_with_proof', status: 'accepted', checkpoint_day: 1 },
    });
    expect(paise(body.data.totals.cost_per_view)).toBe(Math.round(released / 4_000));
    expect(paise(body.data.totals.cpm)).toBe(Math.round((released * 1000) / 4_000));
    expect(paise(body.data.totals.cost_per_engagement)).toBe(Math.round(released / 200));
    expect(body.data.sources.post_metrics).toMatchObject({ reports_used: 1, accepted: 1, questioned: 1 });
    expect(body.data.series.at(-1)).toMatchObject({ views: 4_000 });
  });

  it('counts clicks through the creator’s tracked link, null before the creator has one', async () => {
    const link = (await creatorLink(done.agent, campaignId)) as string;
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{8,}$/);
    await visit(t, pathOf(link), { ip: '198.51.100.1' });
    await visit(t, pathOf(link), { ip: '198.51.100.1' });
    await visit(t, pathOf(link), { ip: '198.51.100.2' });
    await t.app.trackedLinks.counter.flush();
    const body = await report();
    expect(body.data.totals).toMatchObject({ clicks: 3, unique_clicks: 2 });
    expect(body.data.creators[0]).toMatchObject({ clicks: 3, unique_clicks: 2, link });
    expect(paise(body.data.totals.cost_per_click)).toBe(Math.round(paise(body.data.spend.released) / 3));
    expect(body.data.series.at(-1)).toMatchObject({ clicks: 3 });
  });

  it('answers another brand’s campaign, an unknown id and a malformed id with 404', async () => {
    for (const id of [campaignId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(64)]) {
      const res = await other.agent.get(`/api/brands/campaigns/${id}/report`);
      expect(res.statusCode, id).toBe(404);
      expect((await other.agent.get(`/api/brands/campaigns/${id}/report.csv`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/brands/campaigns/{id}/report.csv', () => {
  it('exports the per-creator table with the same numbers as the report', async () => {
    const res = await brand.agent.get(`/api/brands/campaigns/${campaignId}/report.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="glow-serum-report.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.join(','));
    const row = (await report()).data.creators[0];
    const cells = lines[1]!.split(',');
    const at = (column: (typeof REPORT_CSV_COLUMNS)[number]) => cells[REPORT_CSV_COLUMNS.indexOf(column)];
    expect(at('creator')).toBe('Asha Rao');
    expect(at('released_inr')).toBe(row.released.toFixed(2));
    expect(at('views')).toBe('4000');
    expect(at('clicks')).toBe('3');
    expect(at('engagement_rate_percent')).toBe('5.00');
    expect(at('metrics_status')).toBe('accepted (newer report questioned)');
  });
});

describe('the creator’s own results', () => {
  it('shows the creator their collaboration and their total, from the same numbers', async () => {
    const res = await done.agent.get('/api/creator/results');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ campaign_id: campaignId, views: 4_000, clicks: 3, unique_clicks: 2 });
    expect(total).toMatchObject({ collaborations: 1, views: 4_000, clicks: 3, engagement_rate: 5 });
    expect(total.earned).toBe((await report()).data.spend.released);
  });
});

describe('who may read results', () => {
  const brandUrls = () => [
    `/api/brands/campaigns/${campaignId}/report`,
    `/api/brands/campaigns/${campaignId}/report.csv`,
    '/api/brands/reports/summary',
  ];

  it.each([
    ['nobody signed in', 401],
    ['a creator', 403],
  ])('refuses the brand’s reports to %s (%i)', async (who, status) => {
    const agent = who === 'a creator' ? done.agent : t.agent();
    for (const url of brandUrls()) expect((await agent.get(url)).statusCode, url).toBe(status);
  });

  it('refuses the creator’s results to a brand (403) and to nobody signed in (401)', async () => {
    expect((await brand.agent.get('/api/creator/results')).statusCode).toBe(403);
    expect((await t.agent().get('/api/creator/results')).statusCode).toBe(401);
  });

  it('gives another brand a summary of its own campaigns only', async () => {
    const res = await other.agent.get('/api/brands/reports/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ campaigns: 0, spend: { released: 0, held: 0, fees: 0, gst: 0 }, totals: { creators: 0 } });
    const own = (await brand.agent.get('/api/brands/reports/summary')).json().data;
    expect(own.totals).toMatchObject({ creators: 1, views: 4_000, clicks: 3 });
  });

  it('lets anyone follow a link, revealing nothing but the redirect', async () => {
    const link = (await creatorLink(done.agent, campaignId)) as string;
    const res = await visit(t, pathOf(link));
    expect(res.statusCode).toBe(302);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(new URL(res.headers.location as string).origin).toBe('https://shop.example');
  });
});
