import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CONTENT_UPLOAD_MESSAGES as M } from '@amplio/shared/domain/script-upload-rules';
import { csrfOfContext } from './support/api-session';
import { unique } from './support/brand-workspace';
import { SAMPLE_VIDEO } from './support/creator-api';
import { DEMO_CREATOR } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { throttleUploads } from './support/media';
import { docsScreenshot, signInThroughApi } from './support/pages';

/** Screenshots for the team: docs/screenshots/creator/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, fullPage = true) => docsScreenshot(page, 'creator', name, { fullPage });

/** The demo creator, signed in, with a new saved script for a new funded campaign; opens its submission page. */
async function creatorWithNewScript(page: Page, baseURL: string) {
  const brand = await brandApi(baseURL);
  const productName = unique('Trail Flask');
  const campaign = await fundedCampaign(brand, productName);
  await brand.api.dispose();
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  const saved = await page.request.post('/api/campaigns/save-script', {
    data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: `${productName}: my take on it.` },
    headers: { 'x-csrf-token': await csrfOfContext(page.context()), accept: 'application/json' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto(`/creator/dashboard/campaigns/${campaign.id}/submit`);
  const panel = page.getByTestId('content-submission');
  await expect(panel).toBeVisible();
  return { productName, panel, campaign, scriptId: (await saved.json()).data.id as string };
}

/** The campaign ends while the brand's approved video waits for its post link: the card says by when, and what then. */
async function deadlineFlow(page: Page, baseURL: string) {
  const { campaign, scriptId } = await creatorWithNewScript(page, baseURL);
  const uploaded = await page.request.post('/api/creator/upload-video', {
    multipart: {
      script_id: scriptId,
      status: 'In Review',
      video: { name: '01.webm', mimeType: 'video/webm', buffer: await readFile(SAMPLE_VIDEO) },
    },
    headers: { 'x-csrf-token': await csrfOfContext(page.context()), accept: 'application/json' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const brand = await brandApi(baseURL);
  const approved = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' });
  expect(approved.status(), await approved.text()).toBe(200);
  const ended = await brand.post(`/api/brands/campaigns/${campaign.id}/status`, { status: 'completed' });
  expect(ended.status(), await ended.text()).toBe(200);
  await brand.api.dispose();

  await page.reload();
  const deadline = page.getByTestId('script-card').first().getByTestId('creator-deadline');
  await expect(deadline).toContainText(
    /^Send your post link by \d{1,2} \w{3} \d{4}, .+ IST — after that the script closes and the ₹[\d,]+ goes back to the brand\./,
  );
  await expect(deadline).toContainText(/(6|7) days/);
  await expect(page.getByRole('button', { name: 'Submit post link' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'script-post-link-deadline');
}

async function uploadFlow(page: Page, baseURL: string) {
  const { panel } = await creatorWithNewScript(page, baseURL);
  const article = page.getByTestId('script-card').first();
  await expect(article.getByText('Script Generated')).toBeVisible();

  // A slow upload shows its real progress, and can be cancelled.
  await throttleUploads(page, 40 * 1024);
  await panel.getByLabel('Upload video').setInputFiles(SAMPLE_VIDEO);
  const bar = panel.getByRole('progressbar', { name: 'Uploading your video' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(10);
  await expect(panel.getByText(/^\d+%$/)).toBeVisible();
  await panel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'upload-progress', false);
  await panel.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByText('Upload cancelled. Nothing was sent to the brand.')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(article.getByText('Script Generated')).toBeVisible();

  // The whole upload, then In Review and no upload button.
  await throttleUploads(page, 400 * 1024);
  await panel.getByLabel('Upload video').setInputFiles(SAMPLE_VIDEO);
  await expect(page.getByText(M.uploaded)).toBeVisible({ timeout: 30_000 });
  await expect(article.getByText('In Review')).toBeVisible();
  await expect(panel.getByLabel('Upload video')).toHaveCount(0);
  const watch = panel.getByRole('link', { name: 'Watch your video' });
  await expect(watch).toBeVisible();
  const video = await page.request.get((await watch.getAttribute('href'))!, { headers: { range: 'bytes=0-3' } });
  expect(video.status()).toBe(206);
  expect(video.headers()['content-type']).toBe('video/webm');
  await expect(page.getByText(M.uploaded)).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'upload-in-review');
}

test.describe('creator video upload', () => {
  test('the demo creator uploads a real video with visible progress, cancels one, and sees In Review', async ({ page, baseURL }) => {
    await uploadFlow(page, baseURL!);
  });

  test('refuses a file that is not a video before sending it', async ({ page, baseURL }) => {
    const { panel } = await creatorWithNewScript(page, baseURL!);
    await panel.getByLabel('Upload video').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(panel.getByRole('alert')).toHaveText('Please upload a valid video file (MP4, WebM, or OGG)');
  });

  test('the same flow fits a phone @mobile', async ({ page, baseURL }) => {
    await uploadFlow(page, baseURL!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('once the campaign has ended, the approved script says by when the post link is due', async ({ page, baseURL }) => {
    await deadlineFlow(page, baseURL!);
  });

  test('the post link deadline fits a phone @mobile', async ({ page, baseURL }) => {
    await deadlineFlow(page, baseURL!);
  });
});
