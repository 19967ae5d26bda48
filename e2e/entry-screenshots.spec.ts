import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { codeFromMailbox, newBrand, screenshotFromTop, typeCode } from './support/brand-entry';

/** Every entry screen of issue 3 at the width of the project that runs it (1280 desktop, 390 phone with @mobile). */
async function tour(page: Page, request: APIRequestContext) {
  const brand = newBrand('shots');
  const main = page.getByRole('main');

  await page.goto('/brand/login');
  await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible();
  await screenshotFromTop(page, 'entry-brand-login');
  await page.goto('/creator/login');
  await page.getByLabel(/^Email\*?$/).fill(brand.email);
  await page.getByLabel(/^Password\*?$/).fill('wrong-password');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('remaining-attempts')).toBeVisible();
  await screenshotFromTop(page, 'entry-creator-login');

  await page.goto('/brand-register');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await screenshotFromTop(page, 'entry-wizard-step1-errors');
  await page.getByLabel(/^Full name/).fill(brand.contactName);
  await page.getByLabel(/^Business email/).fill(brand.email);
  await page.getByLabel(/^Business phone/).fill(brand.phone);
  await page.getByLabel(/^Password\*?$/).fill('weakpass');
  await page.getByLabel(/^Confirm password/).fill('weakpass');
  await screenshotFromTop(page, 'entry-wizard-step1');
  await page.getByLabel(/^Password\*?$/).fill(brand.password);
  await page.getByLabel(/^Confirm password/).fill(brand.password);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your company' })).toBeVisible();
  await page.getByLabel(/^Company name/).fill(brand.company);
  await screenshotFromTop(page, 'entry-wizard-step2');
  await page.getByLabel(/^Company website/).fill(brand.website);
  await page.getByLabel(/^Industry/).selectOption('technology');
  await page.getByLabel(/^Your job title/).fill(brand.jobTitle);
  await page.getByLabel(/^Company size/).selectOption('51-200');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your first campaign' })).toBeVisible();
  await page.getByLabel('Sales').check();
  await page.getByLabel('$10,000 – $25,000').check();
  await screenshotFromTop(page, 'entry-wizard-step3');
  await page.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Registration successful!' })).toBeVisible();
  await screenshotFromTop(page, 'entry-success-dialog');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await page.locator('input[name="otp-1"]').click();
  await page.keyboard.type('12');
  await screenshotFromTop(page, 'entry-verify-otp');

  await page.goto('/brand/forgot-password');
  await screenshotFromTop(page, 'entry-forgot-step1');
  await page.getByLabel(/^Business email/).fill(brand.email);
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /Resend code in/ })).toBeVisible();
  await screenshotFromTop(page, 'entry-forgot-step2');
  await typeCode(page, await codeFromMailbox(request, brand.email, { subject: /reset/i }), 'reset-code');
  await expect(main.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible();
  await page.getByLabel(/^New password/).fill('Monsoon-Rain-77');
  await screenshotFromTop(page, 'entry-forgot-step3');
  await page.getByLabel(/^Confirm new password/).fill('Monsoon-Rain-77');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await screenshotFromTop(page, 'entry-forgot-done');
}

test('entry screens at 1280 px', async ({ page, request }) => {
  await tour(page, request);
});

test('entry screens at 390 px @mobile', async ({ page, request }) => {
  await tour(page, request);
});
