import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { codeFromMailbox, newBrand, registerBrandThroughApi, typeCode } from './support/brand-entry';
import { campaignToFund, unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { docsScreenshot, expectFitsWidth } from './support/pages';

/** A new brand, verified and signed in, with its company details saved for billing (Karnataka: IGST from Maharashtra). */
async function newBrandWithCompany(page: Page) {
  const brand = newBrand('invoices');
  await registerBrandThroughApi(page.request, brand);
  const code = await codeFromMailbox(page.request, brand.email);
  await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}`);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  const saved = await page.request.put('/api/brands/company', {
    headers: { 'X-CSRF-TOKEN': await csrf(page) },
    data: {
      legal_name: 'Chai Point Labs Private Limited',
      address: '12 MG Road',
      city: 'Bengaluru',
      postal_code: '560001',
      state: 'Karnataka',
      gstin: '29AAPFU0939F1ZR',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const csrf = async (page: Page) => (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';

async function fundThroughSandbox(page: Page, campaignId: string) {
  await page.goto(`/brand/campaigns/${campaignId}?fund=1`);
  const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
  await dialog.getByRole('button', { name: 'Continue to pay ₹1,118' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay ₹1,118(\.00)?$/ }).click();
  await expect(page.getByRole('main').getByText('Payment received: ₹1,000 is now in escrow.')).toBeVisible({ timeout: 30_000 });
}

async function invoiceJourney(page: Page) {
  await newBrandWithCompany(page);
  const campaignId = await campaignToFund(page, unique('Tea flask'));

  // Before any payment: the billing page says there are no invoices yet.
  await page.goto('/brand/billing');
  const main = page.getByRole('main');
  const section = main.locator('section').filter({ has: page.getByRole('heading', { name: 'Invoices' }) });
  await expect(section.getByText('No invoices yet')).toBeVisible();

  await fundThroughSandbox(page, campaignId);

  // The paid funding's receipt links its tax invoice.
  const fundings = await (await page.request.get(`/api/brands/campaigns/${campaignId}/fundings`)).json();
  const fundingId = fundings.data[0].id as string;
  await page.goto(`/brand/receipts/${fundingId}`);
  const onReceipt = main.getByRole('region', { name: 'Tax invoice' });
  await expect(onReceipt.getByText(/GST tax invoice AMP\/\d{2}-\d{2}\/\d{6}/)).toBeVisible();
  await expect(onReceipt.getByRole('link', { name: /^Download PDF of AMP\// })).toBeVisible();

  // The billing page lists it with its amounts: fee ₹100 + IGST ₹18 = ₹118.
  await page.goto('/brand/billing');
  const row = section.getByRole('listitem').first();
  await expect(row.getByText('Tax invoice')).toBeVisible();
  await expect(row.getByText(/Fee ₹100 \+ IGST ₹18/)).toBeVisible();
  await expect(row.getByText('₹118')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await expectFitsWidth(page);
  await docsScreenshot(page, 'billing', 'invoices-section');

  // Download the PDF.
  const number = (await row.locator('.tabular').first().textContent()) ?? '';
  expect(number).toMatch(/^AMP\/\d{2}-\d{2}\/\d{6}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Download PDF/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The printable page states the invoice's fields.
  const view = await row.getByRole('link', { name: /^View/ }).getAttribute('href');
  await page.goto(view!);
  await expect(page.getByRole('heading', { name: 'TAX INVOICE', exact: true })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText('Chai Point Labs Private Limited')).toBeVisible();
  await expect(page.getByText('Rupees One Hundred Eighteen Only')).toBeVisible();
  await docsScreenshot(page, 'billing', 'invoice-printable');
}

test('a brand funds a campaign, finds its tax invoice on the receipt and the billing page, and downloads the PDF', async ({ page }) => {
  await invoiceJourney(page);
});

test('the invoice list, the PDF and the printable page on a phone @mobile', async ({ page }) => {
  await invoiceJourney(page);
});
