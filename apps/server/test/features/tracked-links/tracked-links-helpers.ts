import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { postMetricReports, storedFiles, trackedLinkClicks } from '../../../src/db/schema/index';
import { refreshReportAggregates } from '../../../src/features/post-metrics/post-metric-aggregates';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';

export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const DESTINATION = 'https://shop.example/glow?ref=ig&utm_source=newsletter';

/** A visit to a tracked link from an address and user agent of the test's choosing. */
export const visit = (t: TestApp, path: string, input: { ip?: string; ua?: string | null } = {}) =>
  t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: input.ip ?? '203.0.113.7',
    headers: { 'user-agent': input.ua === null ? '' : (input.ua ?? BROWSER_UA) },
  });

/** The creator's link for their campaign, as their results show it. */
export async function creatorLink(agent: TestAgent, campaignId: string) {
  const res = await agent.get('/api/creator/results');
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json().data.items.find((i: { campaign_id: string }) => i.campaign_id === campaignId);
  return item?.link as string | null;
}

export const pathOf = (link: string) => new URL(link).pathname;

/** The link's clicks and unique clicks over all days. */
export async function clickTotals(t: TestApp, code: string) {
  const rows = await clickRows(t, code);
  return { clicks: rows.reduce((a, r) => a + r.clicks, 0), unique: rows.reduce((a, r) => a + r.uniqueClicks, 0) };
}

export const clickRows = (t: TestApp, code: string) => t.db.select().from(trackedLinkClicks).where(eq(trackedLinkClicks.code, code));

/** A post-metric report as the creator's submission (decision 048) stores it, with a proof file row. */
export async function addMetricReport(
  t: TestApp,
  input: {
    scriptId: string;
    campaignId: string;
    creatorId: string;
    brandUserId: string;
    checkpointDay?: 1 | 7 | 30;
    status?: 'pending' | 'accepted' | 'questioned';
    counts: { views: number; likes: number; comments: number; shares: number; saves: number; reach?: number | null };
    reportedAt?: Date;
  },
) {
  const [file] = await t.db
    .insert(storedFiles)
    .values({
      ownerUserId: input.creatorId,
      purpose: 'post_metric_proof',
      storageKey: `test/${randomUUID()}.png`,
      mimeType: 'image/png',
      sizeBytes: 100,
      originalName: 'proof.png',
    })
    .returning();
  const at = input.reportedAt ?? t.clock.now();
  const status = input.status ?? 'pending';
  const [row] = await t.db
    .insert(postMetricReports)
    .values({
      scriptId: input.scriptId,
      campaignId: input.campaignId,
      creatorId: input.creatorId,
      brandUserId: input.brandUserId,
      checkpointDay: input.checkpointDay ?? 1,
      ...input.counts,
      reach: input.counts.reach ?? null,
      proofFileId: file!.id,
      status,
      acceptedAt: status === 'accepted' ? at : null,
      questionReason: status === 'questioned' ? 'The screenshot shows another post' : null,
      questionedAt: status === 'questioned' ? at : null,
      reportedAt: at,
    })
    .returning();
  // Written straight into the table, so the report's kept rows are rewritten as the post-metrics service does.
  await refreshReportAggregates(t.db, { scriptId: input.scriptId, campaignId: input.campaignId });
  return row!;
}
