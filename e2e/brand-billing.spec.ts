import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { codeFromMailbox, newBrand, registerBrandThroughApi, typeCode } from './support/brand-entry';
import { docsScreenshot, expectFitsWidth } from './support/pages';

/** A new brand registers, verifies its e-mail with the mailed code, and lands in the app on day 1 of its trial. */
async function newBrandOnTrial(page: Page) {
  const brand = newBrand('billing');
  await registerBrandThroughApi(page.request, brand);
  const code = await codeFromMailbox(page.request, brand.email);
  await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}`);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  return brand;
}

async function trialBannerAndBillingPage(page: Page) {
  await newBrandOnTrial(page);
  const badge = page.getByTestId('trial-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleName(/^(Free trial · 14 days left|Trial · 14 days) ?, open billing$/);
  await expectNoSeriousAxeFindings(page);
  await docsScreenshot(page, 'billing', 'trial-badge', { fullPage: false });

  await badge.click();
  await expect(page).toHaveURL(/\/brand\/billing$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  const plan = main.locator('section').filter({ has: page.getByRole('heading', { name: 'Your plan' }) });
  await expect(plan.getByText('Free trial (Growth limits)')).toBeVisible();
  await expect(plan.getByText('0 of 15')).toBeVisible();
  await expect(plan.getByText(/14 days left/)).toBeVisible();

  // The spec's dollar prices with the rupee price that will be charged beside them, before any payment.
  const starter = main.getByRole('listitem', { name: 'Starter plan' });
  await expect(starter.getByText('$499')).toBeVisible();
  await expect(starter.getByText('₹41,999')).toBeVisible();
  const growth = main.getByRole('listitem', { name: 'Growth plan' });
  await expect(growth.getByText('$999')).toBeVisible();
  await expect(growth.getByText('₹83,999')).toBeVisible();
  await expect(growth.getByRole('button', { name: 'Choose Growth' })).toBeEnabled();
  await expectFitsWidth(page);
  await docsScreenshot(page, 'billing', 'billing-page');
}

test('a new brand sees its trial’s days left in the shell and its plan, limit and the plans on /brand/billing', async ({ page }) => {
  await trialBannerAndBillingPage(page);
});

test('the trial badge and the billing page on a phone @mobile', async ({ page }) => {
  await trialBannerAndBillingPage(page);
});
