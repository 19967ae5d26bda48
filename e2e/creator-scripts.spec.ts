import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { unique } from './support/brand-workspace';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { docsScreenshot, signInThroughApi } from './support/pages';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Screenshots for the team: docs/screenshots/creator/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, fullPage = true) => docsScreenshot(page, 'creator', name, { fullPage });

const reservedOf = async (api: APIRequestContext, id: string) =>
  (await (await api.get(`/api/brands/campaigns/${id}`)).json()).data.escrow.reserved as number;

async function generateEditAndSave(page: Page, baseURL: string) {
  const brand = await brandApi(baseURL);
  const productName = unique('Cool Flask');
  const campaign = await fundedCampaign(brand, productName);

  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR, to: '/creator/dashboard/content-submission' });
  await expect(page.getByRole('heading', { name: 'Generated Scripts' })).toBeVisible();
  // The demo seed saved one script already: there is a current one.
  await expect(page.getByRole('heading', { name: 'Current script' })).toBeVisible();
  await expect(page.getByTestId('script-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByText(M.selectCampaign)).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Demo Brand Co.' });
  await page.getByLabel('Campaign').selectOption({ label: productName });
  const hint = page.getByText(/^Your price: ₹[\d,]+\. Saving reserves it for you\.$/);
  await expect(hint).toBeVisible();
  const price = Number((await hint.innerText()).match(/₹([\d,]+)/)![1]!.replaceAll(',', ''));
  await page.getByRole('button', { name: 'Generate Script' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your script' });
  await expect(dialog.getByText('[0:00-0:10] Intro')).toBeVisible();
  await expect(dialog.getByText('[1:31-1:45] Closing')).toBeVisible();
  await shot(page, 'script-generated', false);
  await dialog.getByRole('button', { name: 'Copy Script' }).click();
  await expect(page.getByText(M.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${productName} - video script`);
  await expect(page.getByText(M.copied)).toBeHidden({ timeout: 4000 });
  await dialog.getByRole('button', { name: 'OK' }).click();

  const editor = page.getByLabel('Your script');
  await editor.fill(`${await editor.inputValue()}\n\nMy own line: I take it on every trek.`);
  await page.getByRole('button', { name: 'Save Script' }).click();
  await expect(page.getByText(M.saved(price))).toBeVisible();
  await page.getByRole('button', { name: 'Submit Script' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/dashboard/campaigns/${campaign.id}/submit$`));

  const current = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: productName }) })
    .first();
  await expect(current.getByText('My own line: I take it on every trek.')).toBeVisible();
  await expect(current.getByText('Script Generated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Previous Scripts' })).toBeVisible();
  await expect(page.getByText(M.noPrevious)).toBeHidden();
  await page.getByRole('heading', { name: 'Current script' }).scrollIntoViewIfNeeded();
  await shot(page, 'scripts');

  expect(await reservedOf(brand.api, campaign.id)).toBe(price);
  await brand.api.dispose();
  return { campaign, price };
}

test.describe('creator scripts', () => {
  test('the demo creator generates, copies, edits and saves a script; the brand’s escrow shows the reservation', async ({
    page,
    baseURL,
  }) => {
    const { campaign, price } = await generateEditAndSave(page, baseURL!);
    const brandPage = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
    await signInThroughApi(brandPage, { kind: 'brand', ...DEMO_BRAND, to: `/brand/campaigns/${campaign.id}` });
    const reserved = brandPage.getByText('Reserved', { exact: true }).first();
    await expect(reserved).toBeVisible();
    await expect(brandPage.getByText(`₹${price.toLocaleString('en-IN')}`).first()).toBeVisible();
    await shot(brandPage, 'scripts-brand-escrow');
    await brandPage.close();
  });

  test('the same flow fits a phone @mobile', async ({ page, baseURL }) => {
    await generateEditAndSave(page, baseURL!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
