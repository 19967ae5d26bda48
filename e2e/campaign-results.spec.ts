import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { creatorApi } from './support/creator-api';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { expectFitsWidth, leaveAndForgetSignIn, saveScreenshot, signInThroughApi } from './support/pages';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * A completed collaboration on a campaign with a destination: the demo brand funds it, the demo creator saves a
 * script, uploads, sends the post link, the brand completes it; the creator's tracked link is then clicked three times.
 */
async function completedWithClicks(baseURL: string) {
  const brand = await brandApi(baseURL);
  const creator = await creatorApi(baseURL);
  const productName = unique('Glow Serum');
  const campaign = await fundedCampaign(brand, productName);
  const put = await brand.api.put(`/api/brands/campaigns/${campaign.id}`, {
    data: { destination_url: 'https://shop.example/glow?ref=bio' },
    headers: {
      'x-xsrf-token': decodeURIComponent((await brand.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const scriptId = await creator.saveScript(campaign, 'Morning routine, one drop, glowing skin.');
  await creator.uploadVideo(scriptId);
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' })).status()).toBe(200);
  await creator.submitPostLink(scriptId, 'https://www.instagram.com/reel/Cx1abc/');
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' })).status()).toBe(200);
  const results = await (await creator.api.get('/api/creator/results')).json();
  const link = results.data.items.find((i: { campaign_id: string }) => i.campaign_id === campaign.id).link as string;
  // One address here: two visits in one browser, one in another, make 3 clicks and 2 unique visitors.
  for (const ua of [BROWSER_UA, BROWSER_UA, `${BROWSER_UA} Edg/131.0`]) {
    const res = await brand.api.get(new URL(link).pathname, { maxRedirects: 0, headers: { 'user-agent': ua } });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toContain('utm_source=amplio');
    expect(res.headers()['set-cookie']).toBeUndefined();
  }
  const unknown = await brand.api.get('/r/nothing-here-00', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  // Clicks reach the report within seconds: the counter writes its batch every 5 s.
  await expect
    .poll(async () => (await (await brand.api.get(`/api/brands/campaigns/${campaign.id}/report`)).json()).data?.totals, { timeout: 30_000 })
    .toMatchObject({ clicks: 3, unique_clicks: 2 });
  await brand.api.dispose();
  await creator.api.dispose();
  return { campaignId: campaign.id, productName, link };
}

async function openReport(page: Page, campaignId: string) {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: `/brand/campaigns/${campaignId}` });
  await page.getByRole('link', { name: 'View results' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/${campaignId}/report$`));
  const clicks = page.locator('dl > div', { has: page.getByText('Clicks', { exact: true }) }).first();
  await expect(clicks).toContainText('3');
}

test('a brand reads a campaign’s results with tracked clicks, sorts the table by keyboard and downloads the CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { campaignId, productName } = await completedWithClicks(baseURL as string);
  await openReport(page, campaignId);
  await expect(page.getByRole('heading', { level: 1, name: `Results: ${productName}` })).toBeVisible();
  await expect(page.getByText('Views and clicks over time')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  const viewsHeader = page.getByRole('columnheader', { name: 'Views' });
  await expect(viewsHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Clicks', exact: true }).focus();
  await expect(page.getByText('Showing 1–1 of 1 creators')).toBeVisible();
  // The server sorts and pages the table; the sort lives in the address, so a refresh keeps it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=clicks&order=desc/);
  await expect(page.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=clicks&order=asc/);
  await expect(page.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('columnheader', { name: 'Views' })).toHaveAttribute('aria-sort', 'none');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^glow-serum-[a-z0-9-]+-report\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('creator,username,platform');
  expect(text).toContain(',3,2,');

  await saveScreenshot(page, 'campaign-results');
  await page.emulateMedia({ media: 'print' });
  await saveScreenshot(page, 'campaign-results-print');
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/brand/dashboard');
  await expect(page.getByRole('heading', { name: 'Results across your campaigns' })).toBeVisible();
  await saveScreenshot(page, 'brand-dashboard-results');
});

test('the report, the creator’s link and results on a phone @mobile', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { campaignId, link } = await completedWithClicks(baseURL as string);
  await openReport(page, campaignId);
  await expectFitsWidth(page);
  await saveScreenshot(page, 'campaign-results');

  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR, to: `/creator/dashboard/campaigns/${campaignId}/submit` });
  const box = page.getByTestId('tracked-link').first();
  await expect(box.getByRole('textbox', { name: 'Your tracked link' })).toHaveValue(link);
  await expect(box).toContainText('3 clicks (2 unique)');
  await expectFitsWidth(page);
  await box.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'creator-tracked-link', { fullPage: false });
  await page.goto('/creator/dashboard/invitations');
  const results = page.getByRole('heading', { name: 'Your results' });
  await expect(results).toBeVisible();
  await results.scrollIntoViewIfNeeded();
  await expectFitsWidth(page);
  await saveScreenshot(page, 'creator-results', { fullPage: false });
});
