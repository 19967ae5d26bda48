import { expect, type Page, test } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility';
import { DEMO_CREATOR } from './support/demo-accounts';
import { docsScreenshot, signInThroughApi } from './support/pages';

/** Screenshots for the team: docs/screenshots/creator/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, fullPage = true) => docsScreenshot(page, 'creator', name, { fullPage });

const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

const accountCard = (page: Page, platform: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: platform, exact: true }) });

test.describe('the creator workspace', () => {
  test('the demo creator finds the shell, edits Instagram numbers and sees the example price and its breakdown move', async ({ page }) => {
    await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
    await expect(page).toHaveURL(/\/creator\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Creator navigation' });
    for (const item of ['Dashboard', 'Campaigns', 'Content', 'Profile']) await expect(nav.getByRole('link', { name: item })).toBeVisible();
    // The badge counts unread alerts (other journeys in the run may leave some) and is hidden rather than showing 0.
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveText(/^Dashboard(\d+ new)?$/);
    await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Brands would pay you up to ₹[\d,]+ a post/ })).toBeVisible();
    await expect(page.getByText('Self-reported').first()).toBeVisible();
    await shot(page, 'overview');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: /Account menu/ }).press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Demo Creator')).toBeVisible();
    await expect(menu.getByText(DEMO_CREATOR.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Profile' }).press('Enter');
    await expect(page).toHaveURL(/\/creator\/dashboard\/profile$/);
    await expect(page.getByLabel('Username')).toHaveValue('democreator');

    await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('Your new photo is on your profile.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Demo Creator' }).first()).toHaveAttribute('src', /^\/api\/files\//);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Your photo is removed.')).toBeVisible();
    const instagram = accountCard(page, 'Instagram');
    const price = instagram.getByTestId('example-price');
    const breakdown = instagram.getByTestId('price-breakdown');
    await expect(instagram.getByText('Self-reported', { exact: true })).toBeVisible();
    await expect(breakdown).toContainText('24,500 Instagram followers');
    expect(await accessibilityProblems(page)).toEqual([]);
    const before = await price.textContent();

    await instagram.getByLabel('Followers').fill('100000');
    await expect(breakdown).toContainText('1,00,000 Instagram followers');
    await expect(price).not.toHaveText(before ?? '');
    const higher = await price.textContent();
    await instagram.getByLabel('Avg. likes').fill('9000');
    await expect(price).not.toHaveText(higher ?? '');
    await expect(breakdown).toContainText('Quality factor');
    await shot(page, 'profile');

    await instagram.getByRole('button', { name: 'Save Instagram' }).click();
    await expect(page.getByText('Your social account is saved.')).toBeVisible();
    await page.reload();
    await expect(accountCard(page, 'Instagram').getByLabel('Followers')).toHaveValue('100000');

    await instagram.getByLabel('Followers').fill('-5');
    await instagram.getByRole('button', { name: 'Save Instagram' }).click();
    await expect(instagram.getByText('Followers must be a whole number, 0 or more.')).toBeVisible();
    await expect(instagram.getByLabel('Followers')).toBeFocused();

    await page.goto('/creator/dashboard');
    await expect(page).toHaveURL(/\/creator\/dashboard\/overview$/);
    await page.goto('/creator/campaigns/abc?ref=mail');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns\/abc\/submit\?ref=mail$/);
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/creator\?logged_out=1&t=\d+$/);
  });

  test('on a phone the sidebar slides over, and YouTube numbers move the price @mobile', async ({ page }) => {
    await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await shot(page, 'overview');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Creator navigation' });
    await expect(dialog).toBeVisible();
    // The slide-over covers the viewport, so the screenshot is of the viewport.
    await shot(page, 'navigation', false);
    await dialog.getByRole('link', { name: 'Profile' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/creator\/dashboard\/profile$/);

    const youtube = accountCard(page, 'YouTube');
    const price = youtube.getByTestId('example-price');
    const before = await price.textContent();
    await youtube.getByLabel('Avg. views').fill('20000');
    await expect(price).not.toHaveText(before ?? '');
    await expect(youtube.getByTestId('price-breakdown')).toContainText('Views:');
    await shot(page, 'profile');

    await page.getByLabel('Platform').selectOption('tiktok');
    await page.getByLabel('Link or handle').fill('@demo.creator');
    await page.getByRole('button', { name: 'Link account' }).click();
    await expect(page.getByText('Your TikTok account is linked. Add its numbers to see your price.')).toBeVisible();
    const tiktok = accountCard(page, 'TikTok');
    await expect(tiktok.getByRole('link', { name: 'https://tiktok.com/@demo.creator' })).toBeVisible();
    await tiktok.getByLabel('Followers').fill('50000');
    await expect(tiktok.getByTestId('price-breakdown')).toContainText('50,000 TikTok followers');
  });
});
