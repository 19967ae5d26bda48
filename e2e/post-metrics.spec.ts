import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { creatorApi } from './support/creator-api';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { docsScreenshot, expectFitsWidth, leaveAndForgetSignIn, signInThroughApi } from './support/pages';

const QUESTION = 'The screenshot shows 1,200 views, not 12,000.';

/** A completed post: the demo brand funds a campaign, the demo creator films and posts, the brand accepts the link. */
async function completedPost(baseURL: string) {
  const brand = await brandApi(baseURL);
  const creator = await creatorApi(baseURL);
  const productName = unique('Proof Serum');
  const campaign = await fundedCampaign(brand, productName);
  const scriptId = await creator.saveScript(campaign, 'Morning routine, one drop, glowing skin.');
  await creator.uploadVideo(scriptId);
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' })).status()).toBe(200);
  await creator.submitPostLink(scriptId, 'https://www.instagram.com/reel/Cx1abc/');
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' })).status()).toBe(200);
  await brand.api.dispose();
  await creator.api.dispose();
  return { campaignId: campaign.id, productName };
}

/** A screenshot of "insights", big enough (about 1.5 MB of noise) that a throttled upload shows its progress. */
async function insightsScreenshot(): Promise<Buffer> {
  const width = 700;
  const height = 700;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function fillReport(panel: Locator, counts: Record<string, string>, proof: Buffer) {
  for (const [label, value] of Object.entries(counts)) await panel.getByLabel(new RegExp(`^${label}`)).fill(value);
  await panel
    .getByLabel(/^Screenshot of your post’s insights/)
    .setInputFiles({ name: 'insights.png', mimeType: 'image/png', buffer: proof });
}

async function openCreatorResults(page: Page, campaignId: string, productName: string) {
  await page.goto(`/creator/dashboard/campaigns/${campaignId}/submit`);
  // The current script's card (the demo creator's earlier scripts are listed below it).
  const card = page.getByTestId('script-card').filter({ hasText: productName }).first();
  const panel = card.getByRole('region', { name: 'Your post’s results' });
  await expect(panel).toBeVisible();
  return panel;
}

async function reportQuestionAndCorrect(page: Page, baseURL: string) {
  const { campaignId, productName } = await completedPost(baseURL);
  const proof = await insightsScreenshot();
  const width = page.viewportSize()?.width ?? 0;

  // 1. The creator reports the day-1 numbers with the screenshot, and watches it upload.
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  let panel = await openCreatorResults(page, campaignId, productName);
  await expect(panel.getByText('Report your day-1 numbers')).toBeVisible();
  await fillReport(panel, { Views: '12000', Likes: '900', Comments: '45', Shares: '30', Saves: '12' }, proof);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await panel.getByRole('button', { name: 'Send numbers' }).click();
  const progress = panel.getByRole('progressbar', { name: 'Uploading your screenshot' });
  await expect(progress).toBeVisible();
  await docsScreenshot(page, 'post-metrics', 'creator-uploading', { target: panel });
  await expect(page.getByText('Thanks! Your numbers are with the brand.')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const report = panel.getByTestId('post-metric-report').first();
  await expect(report).toContainText('12,000');
  await expect(report).toContainText('With the brand');
  await expect(report).toContainText('Reported by the creator, with a screenshot');
  await expect(panel.getByText('Day 1: reported')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send numbers' })).toHaveCount(0);
  await expectFitsWidth(page);
  await docsScreenshot(page, 'post-metrics', 'creator-reported', { target: panel });

  // 2. The brand sees them labelled with their source and questions them.
  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: `/brand/content-review?status=approved&campaign_id=${campaignId}` });
  const card = page.getByTestId('submission-card').filter({ hasText: productName });
  const results = card.getByRole('region', { name: 'Post results' });
  await expect(results).toBeVisible();
  await expect(results).toContainText('Waiting for your review');
  await expect(results).toContainText('12,000');
  await expect(results.getByRole('link', { name: /View the screenshot/ })).toBeVisible();
  await results.getByRole('button', { name: 'Question numbers' }).click();
  await results.getByLabel('What looks wrong?').fill(QUESTION);
  await expectFitsWidth(page);
  await docsScreenshot(page, 'post-metrics', 'brand-questioning', { target: results });
  await results.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question was sent to the creator.')).toBeVisible();
  await expect(results).toContainText('Questioned');
  await expect(results).toContainText(`Your question: ${QUESTION}`);

  // 3. The creator sees the question, and answers it with corrected numbers.
  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  panel = await openCreatorResults(page, campaignId, productName);
  await expect(panel.getByText('The brand questioned your numbers')).toBeVisible();
  await expect(panel).toContainText(QUESTION);
  await expect(panel.getByTestId('post-metric-report').first()).toContainText('Questioned');
  await expectFitsWidth(page);
  await docsScreenshot(page, 'post-metrics', 'creator-questioned', { target: panel });
  await fillReport(panel, { Views: '1200', Likes: '900', Comments: '45', Shares: '30', Saves: '12', Reach: '1100' }, proof);
  await panel.getByRole('button', { name: 'Send numbers' }).click();
  await expect(page.getByText('Thanks! Your numbers are with the brand.')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('The brand questioned your numbers')).toHaveCount(0);
  await expect(panel.getByTestId('post-metric-report').nth(1)).toContainText('Corrected');

  // 4. The brand accepts the corrected report.
  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: `/brand/content-review?status=approved&campaign_id=${campaignId}` });
  const again = page.getByTestId('submission-card').filter({ hasText: productName }).getByRole('region', { name: 'Post results' });
  await again.getByRole('button', { name: 'Accept numbers' }).click();
  await expect(page.getByText('Report accepted.')).toBeVisible();
  await expect(again.getByTestId('post-metric-report').first()).toContainText('Accepted');
  await docsScreenshot(page, 'post-metrics', 'brand-accepted', { target: again });
  expect(width).toBeGreaterThan(0);

  // 5. The creator's overview shows the accepted numbers' views, likes and Engagement (spec 3 §9).
  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  const summary = page.getByRole('region', { name: 'Your posts’ results' });
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('post-results-engagement')).toHaveText(/^\d{1,3}%$/);
  await expectFitsWidth(page);
  await docsScreenshot(page, 'post-metrics', 'creator-overview-results', { target: summary });
}

test('a creator reports a post’s numbers with a screenshot, the brand questions them, the creator corrects them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await reportQuestionAndCorrect(page, baseURL as string);
});

test('the same on a phone @mobile', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await reportQuestionAndCorrect(page, baseURL as string);
});
