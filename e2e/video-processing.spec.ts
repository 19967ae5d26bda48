import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { VIDEO_PROCESSING_MESSAGES as M, VIDEO_WARNING_MESSAGES as W } from '@amplio/shared/schemas/video-processing';
import { csrfOfContext } from './support/api-session';
import { unique } from './support/brand-workspace';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { brandApi } from './support/funded-campaign';
import { docsScreenshot, saveScreenshot, signInThroughApi } from './support/pages';

// Issue 28 §2: a landscape one-minute video for a 15-second vertical brief is processed into a rendition with a poster;
// both sides see the poster, the duration and the brief's warnings at once, and the brand can download the original.
const ffmpegHere = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
if (!ffmpegHere && process.env.CI === 'true') throw new Error("ffmpeg is missing: install Debian's package (apt-get install -y ffmpeg)");

/** A 60-second 320×180 test pattern with a tone, made now (never a committed file). */
function landscapeMinute(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '60', '-c:v', 'mpeg4', '-q:v', '10', '-c:a', 'aac', '-b:a', '48k', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const shot = (page: Page, name: string) => docsScreenshot(page, 'video-processing', name, { fullPage: false });
const picture = (page: Page, name: string) => saveScreenshot(page, `video-processing/${name}`, { fullPage: false });

async function vertical15sCampaign(baseURL: string, productName: string) {
  const brand = await brandApi(baseURL);
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await brand.post('/api/brands/campaigns', {
    product_name: productName,
    description: 'Show the bottle on your desk and on a walk.',
    key_features: ['Keeps cold for 24 hours'],
    platform: ['instagram'],
    video_style: 'A 15-second vertical reel',
    marketing_objective: 'sales',
    target_audience: 'Students and office workers',
    start_date: today,
    end_date: end,
    compensation: 2500,
    budget: 20_000,
    price_cap: 10_000,
    usage_rights: 'organic_only',
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()).data as { id: string; brand_id: string };
  const funding = await brand.post(
    `/api/brands/campaigns/${campaign.id}/fund`,
    { amount: 20_000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(funding.status(), await funding.text()).toBe(201);
  expect((await brand.post(`/sandbox/checkout/${(await funding.json()).funding_id}/pay`, {})).status()).toBe(303);
  await brand.api.dispose();
  return campaign;
}

async function flow(page: Page, baseURL: string) {
  // Only on a machine without ffmpeg (npm test installs it as root); CI has it, so this never skips there.
  test.skip(!ffmpegHere, 'ffmpeg is not installed here');
  // ffmpeg runs at the lowest priority, one video at a time behind the demo's own: on a busy machine that takes minutes.
  test.setTimeout(360_000);
  const productName = unique('Reel Flask');
  const campaign = await vertical15sCampaign(baseURL, productName);
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  const headers = { 'x-csrf-token': await csrfOfContext(page.context()), accept: 'application/json' };
  // The sandbox webhook funds the campaign a moment after the payment.
  await expect
    .poll(
      async () =>
        (
          await page.request.post('/api/campaigns/save-script', {
            data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: `${productName}: my take on it.` },
            headers,
          })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(201);
  const scripts = (await (await page.request.get('/api/creator/scripts', { headers })).json()).data as {
    id: string;
    campaign_id: string;
  }[];
  const scriptId = scripts.find((s) => s.campaign_id === campaign.id)!.id;
  const uploaded = await page.request.post('/api/creator/upload-video', {
    multipart: {
      script_id: scriptId,
      status: 'In Review',
      video: { name: 'landscape.mp4', mimeType: 'video/mp4', buffer: landscapeMinute() },
    },
    headers,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  // The creator's card: processing, then the poster, the duration and the brief's two warnings.
  await page.goto(`/creator/dashboard/campaigns/${campaign.id}/submit`);
  const summary = page.getByTestId('content-submission').getByTestId('video-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByRole('img', { name: 'Video poster' })).toBeVisible({ timeout: 300_000 });
  await expect(summary.getByText('1:00').first()).toBeVisible();
  const warnings = summary.getByRole('list', { name: 'Brief warnings' });
  await expect(warnings).toContainText(W.tooLong(60, 15, 15));
  await expect(warnings).toContainText(W.landscape);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await summary.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await picture(page, 'creator-card');
  await shot(page, 'creator-card');

  // The brand's review card shows the same at once, offers the original, and plays the rendition with its poster.
  const brandPage = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await signInThroughApi(brandPage, {
    kind: 'brand',
    ...DEMO_BRAND,
    to: `/brand/content-review?status=pending&campaign_id=${campaign.id}`,
  });
  const card = brandPage.getByRole('article').filter({ hasText: productName });
  const brandSummary = card.getByTestId('video-summary');
  await expect(brandSummary.getByRole('img', { name: 'Video poster' })).toBeVisible({ timeout: 30_000 });
  await expect(brandSummary.getByText('1:00').first()).toBeVisible();
  await expect(brandSummary.getByRole('list', { name: 'Brief warnings' })).toContainText(W.landscape);
  await expect(brandSummary.getByRole('link', { name: M.downloadOriginal })).toHaveAttribute('download', '');
  await card.getByRole('button', { name: 'View Video' }).click();
  const player = card.locator('video');
  await expect(player).toHaveAttribute('poster', /\/api\/files\//);
  await expect(player.locator('source').first()).toHaveAttribute('type', 'video/mp4');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await brandPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await brandSummary.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await picture(brandPage, 'brand-card');
  await shot(brandPage, 'brand-card');
  await brandPage.close();
}

test('both sides see the poster, the duration and the brief warnings of a processed video', async ({ page, baseURL }) => {
  await flow(page, baseURL!);
});

test('both sides see the poster, the duration and the brief warnings of a processed video on a phone @mobile', async ({
  page,
  baseURL,
}) => {
  await flow(page, baseURL!);
});
