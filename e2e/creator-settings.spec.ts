import { expect, type Page, test } from '@playwright/test';
import { BRAND_PROFILE_MESSAGES as BP } from '@amplio/shared/schemas/brand-profiles';
import { BRAND_COMPANY_MESSAGES as BC } from '@amplio/shared/schemas/brand-company';
import { PAYOUT_METHOD_MESSAGES as PM } from '@amplio/shared/schemas/payout-methods';
import { WALLET_MESSAGES as W } from '@amplio/shared/schemas/wallet';
import { unique } from './support/brand-workspace';
import { creatorCallsInContext } from './support/creator-api';
import { DEMO_BRAND } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { freshCreatorSignedIn } from './support/marketplace-loop';
import { docsScreenshot, expectFitsWidth, leaveAndForgetSignIn, signInThroughApi } from './support/pages';

/** Issue 25: saved payout methods used by Withdraw, the brand's company details, and deleting a brand profile. */
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** A fresh creator (signed in in this page's context) with money in the wallet, earned through one real script. */
async function creatorWithEarnings(page: Page, baseURL: string) {
  const context = page.context();
  const creator = await freshCreatorSignedIn(context);
  const brand = await brandApi(baseURL);
  const campaign = await fundedCampaign(brand, unique('Saved UPI Flask'));
  const calls = creatorCallsInContext(context);
  const scriptId = await calls.saveScript(campaign, 'Cold water, one take, on my desk.');
  await calls.uploadVideo(scriptId);
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' })).status()).toBe(200);
  await calls.submitPostLink(scriptId, 'https://www.instagram.com/p/SavedUpi1/');
  expect((await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' })).status()).toBe(200);
  await brand.api.dispose();
  return creator;
}

test('a creator saves a UPI id in settings and withdraws to it in one step', async ({ page, baseURL }) => {
  await creatorWithEarnings(page, baseURL!);
  await page.goto('/creator/dashboard/settings');
  const methods = section(page, 'Payout methods');
  await expect(methods.getByText(/No payout methods saved yet/)).toBeVisible();
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await methods.getByLabel(/^UPI ID/).fill('meera.iyer@okaxis');
  await methods.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText(PM.created)).toBeVisible();
  const row = methods.getByTestId('payout-method');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('UPI me…@okaxis');
  await expect(row).toContainText('Default');
  await docsScreenshot(page, 'account-settings', 'payout-methods', { target: methods });

  // A bank account is typed twice: a different confirmation is caught before anything is saved.
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await methods.getByLabel('Bank account').check();
  await methods.getByLabel(/^Account number/).fill('123456789012');
  await methods.getByLabel(/^Confirm account number/).fill('123456789013');
  await methods.getByLabel(/^IFSC/).fill('HDFC0001234');
  await methods.getByLabel(/^Account holder name/).fill('Meera Iyer');
  await methods.getByRole('button', { name: 'Save payout method' }).click();
  await expect(methods.getByText(W.accountMismatch)).toBeVisible();
  await methods.getByRole('button', { name: 'Cancel' }).click();

  // Withdraw offers the saved method first, chosen.
  await page.goto('/creator/dashboard/overview');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
  await expect(dialog.getByRole('radio', { name: 'UPI me…@okaxis (default)' })).toBeChecked();
  await expect(dialog.getByLabel(/^UPI ID/)).toBeHidden();
  await dialog.getByLabel(/^Amount/).fill('500');
  await expect(dialog.getByTestId('withdraw-summary')).toContainText('₹500 goes to UPI me…@okaxis');
  await docsScreenshot(page, 'account-settings', 'withdraw-saved-method', { fullPage: false });
  await dialog.getByRole('button', { name: 'Withdraw ₹500' }).click();
  await expect(page.getByText(W.submitted)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a brand fills its company details with a GSTIN and deletes a brand profile no campaign uses', async ({ page, baseURL }) => {
  // A spare profile of the demo brand, made for this run.
  const brand = await brandApi(baseURL!);
  const spare = unique('Spare Label');
  expect((await brand.post('/api/brands/brand-profiles', { name: spare, industry: 'retail' })).status()).toBe(201);
  await brand.api.dispose();

  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: '/brand/profile' });
  await expect(page.getByRole('heading', { level: 2, name: 'Your Profile' })).toBeVisible();
  const company = section(page, 'Company details');
  await company.getByLabel(/^Legal name/).fill('Amplio Demo Brands Private Limited');
  await company.getByLabel(/^Registered address/).fill('12 Linking Road, Bandra West');
  await company.getByLabel(/^City/).fill('Mumbai');
  await company.getByLabel(/^PIN code/).fill('400050');
  await company.getByLabel(/^State or union territory/).selectOption('Maharashtra');
  await company.getByLabel(/^GSTIN/).fill('27AAPFU0939F1ZW');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(company.getByText(BC.gstinInvalid)).toBeVisible();
  await company.getByLabel(/^GSTIN/).fill('27aapfu0939f1zv');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText(BC.saved)).toBeVisible();
  await page.reload();
  await expect(section(page, 'Company details').getByLabel(/^GSTIN/)).toHaveValue('27AAPFU0939F1ZV');

  // A profile a campaign uses is refused with the reason; the spare one goes.
  const profiles = section(page, 'Brand profiles');
  const used = profiles
    .getByTestId('brand-profile-row')
    .filter({ hasNotText: spare })
    .filter({ hasText: /[1-9]\d* campaigns?/ })
    .first();
  const usedName = (await used.locator('p').first().textContent()) ?? '';
  await used.getByRole('button', { name: `Delete ${usedName}` }).click();
  let confirm = page.getByRole('dialog', { name: `Delete ${usedName}?` });
  await confirm.getByRole('button', { name: 'Delete brand' }).click();
  await expect(confirm.getByRole('alert')).toContainText('so it cannot be deleted');
  await page.keyboard.press('Escape');

  await profiles.getByRole('button', { name: `Delete ${spare}` }).click();
  confirm = page.getByRole('dialog', { name: `Delete ${spare}?` });
  await docsScreenshot(page, 'account-settings', 'delete-brand-profile', { fullPage: false });
  await confirm.getByRole('button', { name: 'Delete brand' }).click();
  await expect(page.getByText(BP.deleted)).toBeVisible();
  await expect(profiles.getByText(spare)).toHaveCount(0);
  await docsScreenshot(page, 'account-settings', 'brand-profile');
});

test('the brand profile and creator settings pages fit a phone @mobile', async ({ page, baseURL }) => {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: '/brand/profile' });
  await expect(section(page, 'Company details').getByLabel(/^GSTIN/)).toBeVisible();
  await expect(section(page, 'Brand profiles').getByTestId('brand-profile-row').first()).toBeVisible();
  await expectFitsWidth(page);
  await docsScreenshot(page, 'account-settings', 'brand-profile');

  await leaveAndForgetSignIn(page);
  await creatorWithEarnings(page, baseURL!);
  await page.goto('/creator/dashboard/settings');
  const methods = section(page, 'Payout methods');
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await methods.getByLabel(/^UPI ID/).fill('meera.phone@okaxis');
  await methods.getByRole('button', { name: 'Save payout method' }).click();
  await expect(methods.getByTestId('payout-method')).toHaveCount(1);
  await expect(section(page, 'Personal details').getByLabel(/^PAN/)).toBeVisible();
  await expect(
    section(page, 'Linked accounts')
      .getByRole('button', { name: /^Remove / })
      .first(),
  ).toBeVisible();
  await expectFitsWidth(page);
  await docsScreenshot(page, 'account-settings', 'creator-settings-sections');
  await page.goto('/creator/dashboard/overview');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
  await expect(dialog.getByRole('radio', { name: 'UPI me…@okaxis (default)' })).toBeChecked();
  await docsScreenshot(page, 'account-settings', 'withdraw-saved-method', { fullPage: false });
});
