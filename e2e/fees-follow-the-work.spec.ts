import type { Page } from '@playwright/test';
import { codeFromMailbox, newBrand, registerBrandThroughApi, typeCode } from './support/brand-entry';
import { campaignToFund, unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { expectFitsWidth, saveScreenshot } from './support/pages';

/**
 * Fees follow the work (issue 26 §3, decision 047): the Fund dialog says the fee and GST on any unused part come back;
 * the completion dialog says how much escrow, fee and GST go back; the receipt lists the credit note with them.
 */
async function newBrandInMaharashtra(page: Page) {
  const brand = newBrand('fees');
  await registerBrandThroughApi(page.request, brand);
  const code = await codeFromMailbox(page.request, brand.email);
  await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}`);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
}

async function feesJourney(page: Page) {
  await newBrandInMaharashtra(page);
  const campaignId = await campaignToFund(page, unique('Tea flask'));

  await page.goto(`/brand/campaigns/${campaignId}?fund=1`);
  const fund = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(
    fund.getByText(/the platform fee and GST charged on that part come back with it, to the paisa, with a credit note/),
  ).toBeVisible();
  await saveScreenshot(page, 'fees-fund-dialog', { fullPage: false });
  await fund.getByRole('button', { name: 'Continue to pay ₹1,118' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹1,118(\.00)?$/ }).click();
  await expect(page.getByRole('main').getByText('Payment received: ₹1,000 is now in escrow.')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/brand/campaigns/${campaignId}`);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('dialog');
  await expect(
    complete.getByText(
      /The ₹1,000 no creator has reserved is refunded to you, with the ₹100 platform fee and ₹18 GST charged on it: ₹1,118 in all, with a credit note\./,
    ),
  ).toBeVisible();
  await saveScreenshot(page, 'fees-completion-dialog', { fullPage: false });
  await complete.getByRole('button', { name: 'Complete campaign' }).click();
  await expect(complete).toBeHidden();

  const fundings = await (await page.request.get(`/api/brands/campaigns/${campaignId}/fundings`)).json();
  await page.goto(`/brand/receipts/${fundings.data[0].id}`);
  const onReceipt = page.getByRole('main').getByRole('region', { name: 'Tax invoice' });
  await expect(onReceipt.getByText(/Credit note ACN\/\d{2}-\d{2}\/\d{6}/)).toBeVisible();
  await expect(onReceipt.getByText('Fee ₹100 and GST ₹18 returned with unused escrow: ₹118')).toBeVisible();
  await expectFitsWidth(page);
  await saveScreenshot(page, 'fees-receipt');

  await page.goto('/brand/billing');
  const invoices = page.getByRole('list', { name: 'Invoices and credit notes' });
  await expect(invoices.getByRole('listitem')).toHaveCount(2);
  await invoices.scrollIntoViewIfNeeded();
  await expectFitsWidth(page);
  await saveScreenshot(page, 'fees-billing-invoices');
}

test('the fee and GST come back with unused escrow: Fund dialog, completion dialog, receipt and billing page', async ({ page }) => {
  await feesJourney(page);
});

test('the fee and GST come back with unused escrow, on a phone @mobile', async ({ page }) => {
  await feesJourney(page);
});
