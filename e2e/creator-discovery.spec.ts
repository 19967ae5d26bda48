import { expect, type Page, test } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility';
import { DEMO_CREATOR } from './support/demo-accounts';
import { docsScreenshot, signInThroughApi } from './support/pages';

const EMPTY = 'No campaigns available. Please check back later or contact support.';
const DEMO_ACTIVE = 'Glow Vitamin C Serum';

/** Screenshots for the team: docs/screenshots/creator/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, fullPage = true) => docsScreenshot(page, 'creator', name, { fullPage });

const card = (page: Page, product: string) =>
  page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name: product, exact: true }) });

/** `search` narrows the list to the demo campaign: other journeys fund newer campaigns that push it off page 1. */
async function openDiscovery(page: Page, search?: string) {
  await signInThroughApi(page, {
    kind: 'creator',
    ...DEMO_CREATOR,
    to: `/creator/dashboard/campaign-discovery${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  });
  await expect(page.getByRole('heading', { name: 'Marketing Campaigns' })).toBeVisible();
  // Unsearched, page 1 holds whichever campaigns other journeys funded last: any card shows the list loaded.
  await expect(search ? card(page, search) : page.getByTestId('campaign-card').first()).toBeVisible();
}

test.describe('campaign discovery', () => {
  test('the demo creator finds the funded campaign at their own price, sees how it was worked out, filters, and starts creating', async ({
    page,
  }) => {
    await openDiscovery(page, DEMO_ACTIVE);
    const glow = card(page, DEMO_ACTIVE);
    await expect(glow.getByText('Demo Brand Co.')).toBeVisible();
    await expect(glow.getByText('Instagram', { exact: true })).toBeVisible();
    await expect(glow.getByText('YouTube', { exact: true })).toBeVisible();
    // The card's price is the one its breakdown ends on.
    const price = (await glow.getByTestId('card-price').locator('.tabular').first().textContent())?.trim();
    expect(price).toMatch(/^₹[\d,]+$/);
    await glow.getByText(/How we worked out your .* price/).click();
    const breakdown = glow.getByTestId('price-breakdown');
    await expect(breakdown).toContainText('Base from followers');
    await expect(breakdown).toContainText('Quality factor');
    await expect(breakdown.locator('li').last()).toHaveText(`Your price: ${price}.`);
    await shot(page, 'discovery');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'TikTok', exact: true }).click();
    await expect(page).toHaveURL(/platform=tiktok/);
    await expect(card(page, DEMO_ACTIVE)).toBeHidden();
    await page.getByRole('button', { name: 'Instagram', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Instagram', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, DEMO_ACTIVE)).toBeVisible();
    await page.getByRole('button', { name: 'All platforms' }).click();

    await page.getByLabel('Search campaigns').fill('no such product anywhere');
    await expect(page.getByText('No campaigns match')).toBeVisible();
    await page.getByRole('button', { name: 'Show all campaigns' }).click();
    await page.getByLabel('Search campaigns').fill('vitamin');
    await expect(page).toHaveURL(/search=vitamin/);
    await expect(card(page, DEMO_ACTIVE)).toBeVisible();

    await card(page, DEMO_ACTIVE).getByRole('button', { name: 'Start Creating' }).click();
    const dialog = page.getByRole('dialog', { name: DEMO_ACTIVE });
    await expect(dialog).toBeVisible();
    const prices = dialog.getByTestId('modal-prices');
    await expect(prices.getByText('Instagram', { exact: true })).toBeVisible();
    await expect(prices.getByText('YouTube', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Usage rights you grant')).toBeVisible();
    await dialog.getByText('How we worked out your Instagram price').click();
    await expect(dialog.getByTestId('price-breakdown').first().locator('li').last()).toHaveText(/^Your price: ₹[\d,]+\.$/);
    await shot(page, 'discovery-start-creating', false);
    expect(await accessibilityProblems(page)).toEqual([]);

    await dialog.getByRole('link', { name: 'Generate script' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/content-submission\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productName')).toBe(DEMO_ACTIVE);
    expect(url.searchParams.get('objective')).toBe('sales');
    expect(url.searchParams.get('brandId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Array.isArray(JSON.parse(url.searchParams.get('keyFeatures') ?? ''))).toBe(true);
  });

  test('shows the spec’s empty state when no campaign is open, and sends a signed-out visitor to sign in', async ({ page }) => {
    await openDiscovery(page);
    await page.route('**/api/campaigns/active*', (route) =>
      route.fulfill({ json: { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 } }),
    );
    await page.reload();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await shot(page, 'discovery-empty');
    await page.unroute('**/api/campaigns/active*');
    await page.route('**/api/campaigns/active*', (route) => route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }));
    await page.getByRole('button', { name: 'Instagram', exact: true }).click();
    await expect(page).toHaveURL(/\/creator\/login\?redirect=.*campaign-discovery.*error=unauthenticated/);
  });

  test('works on a phone @mobile', async ({ page }) => {
    await openDiscovery(page, DEMO_ACTIVE);
    const glow = card(page, DEMO_ACTIVE);
    const box = await glow.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    // The platform chips scroll within their row; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'discovery');
    await glow.getByRole('button', { name: 'Start Creating' }).click();
    const dialog = page.getByRole('dialog', { name: DEMO_ACTIVE });
    await expect(dialog.getByTestId('modal-prices')).toBeVisible();
    await shot(page, 'discovery-start-creating', false);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
