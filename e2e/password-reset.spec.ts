import { expect, type Page, test } from '@playwright/test';
import { codeFromMailbox, newBrand, registerBrandThroughApi, typeCode, wrongCodeFor } from './support/brand-entry';

const main = (page: Page) => page.getByRole('main');
const signInButton = (page: Page) => main(page).getByRole('button', { name: 'Sign in', exact: true });

async function signInAttempt(page: Page, email: string, password: string) {
  await page.goto('/brand/login');
  await page.getByLabel(/^Business email/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await signInButton(page).click();
}

test('brand forgot password: e-mail → code → new password; the old password is refused and the new one works', async ({
  page,
  request,
}) => {
  const brand = newBrand('reset');
  await registerBrandThroughApi(request, brand);
  const newPassword = 'Monsoon-Rain-77';

  await page.goto('/brand/login');
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/brand\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  // Step 1.
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel(/^Business email/).fill('not-an-email');
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel(/^Business email/).fill(brand.email);
  await main(page).getByRole('button', { name: 'Send code' }).click();

  // Step 2: a wrong code clears the boxes; the right one moves on.
  await expect(main(page).getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Resend code in 0:5\d/ })).toBeVisible();
  const code = await codeFromMailbox(request, brand.email, { subject: /reset/i });
  await typeCode(page, wrongCodeFor(code), 'reset-code');
  await expect(main(page).getByText('Invalid or expired verification code')).toBeVisible();
  await expect(page.locator('input[name="reset-code-1"]')).toHaveValue('');
  await typeCode(page, code, 'reset-code');

  // Step 3.
  await expect(main(page).getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill('Something-else-1');
  await main(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await main(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/login$/);

  await signInAttempt(page, brand.email, brand.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await signInAttempt(page, brand.email, newPassword);
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
});

test('Back goes down a step, and from step 1 to the sign-in page', async ({ page }) => {
  await page.goto('/creator/forgot-password');
  await page.getByLabel(/^Email\*?$/).fill('someone@example.test');
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  // A reload keeps the step and the address (never a token).
  await page.reload();
  await expect(main(page).getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  await expect(main(page).getByText('someone@example.test')).toBeVisible();
  await main(page).getByRole('button', { name: 'Back', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
  await main(page).getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/creator\/login$/);
});
