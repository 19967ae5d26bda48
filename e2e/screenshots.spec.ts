import { expect, type Page, test } from '@playwright/test';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { saveScreenshot, screenshotsWanted, signInThroughApi } from './support/pages';

async function shootPublicPages(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'home');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'about');
  await page.goto('/creator/login?error=unauthenticated&message=Please%20log%20in%20to%20access%20this%20page.');
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();
  await saveScreenshot(page, 'creator-login');
  await page.goto('/brand/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'brand-login');
  await page.goto('/brand-register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'placeholder');
}

async function shootDashboards(page: Page) {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await saveScreenshot(page, 'brand-dashboard');
  await page.context().clearCookies();
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  await expect(page.getByTestId('welcome-name')).toBeVisible();
  await saveScreenshot(page, 'creator-dashboard');
}

test.describe('screenshots', () => {
  test('public pages at 1280 px', async ({ page }) => shootPublicPages(page));
  test('public pages at 390 px @mobile', async ({ page }) => shootPublicPages(page));
  test('dashboards at 1280 px', async ({ page }) => shootDashboards(page));
  test('dashboards at 390 px @mobile', async ({ page }) => shootDashboards(page));

  test('mobile menu at 390 px @mobile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    if (screenshotsWanted()) await page.screenshot({ path: 'test-results/screenshots/mobile-menu-390.png' });
  });
});
