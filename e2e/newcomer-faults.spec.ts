import { expect, type Page, test } from '@playwright/test';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { shortReference } from '@amplio/shared/domain/short-reference';
import { newBrand, registerBrandThroughApi } from './support/brand-entry';
import { unique } from './support/brand-workspace';
import { creatorApi } from './support/creator-api';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { docsScreenshot, leaveAndForgetSignIn, signInThroughApi } from './support/pages';

/**
 * Issue 25 §2, "what a newcomer tripped over": the faults a browser shows. Screenshots (E2E_SCREENSHOTS=1) go to
 * test-results/screenshots/newcomer/.
 */
const shot = (page: Page, name: string, fullPage = false) => docsScreenshot(page, 'newcomer', name, { fullPage, scale: 'css' });

/** Both widths: tests tagged @mobile run at 390 px only, the others at 1280 px only (playwright.config.ts). */
const WIDTHS = [
  { tag: '', label: 'desktop' },
  { tag: ' @mobile', label: 'phone' },
] as const;

for (const { tag, label } of WIDTHS) {
  test(`a cold load of a signed-in page on a slow connection shows the app shell's skeleton at once (${label})${tag}`, async ({ page }) => {
    // A slow connection: the HTML is quick, and no script arrives until the skeleton has been looked at (at most 15 s).
    // A skeleton seen while every script is still held came from the HTML alone, however slow the machine.
    let scriptsArrived = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 15_000);
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      scriptsArrived = true;
      await route.continue();
    });
    await page.goto('/creator/dashboard', { waitUntil: 'commit' });
    const skeleton = page.locator('#app-shell');
    await expect(skeleton).toBeVisible({ timeout: 5_000 });
    // The frame of the app, not a blank page: a top bar and cards (and the sidebar on a wide screen).
    await expect(skeleton.locator('.as-top')).toBeVisible();
    await expect(skeleton.locator('.as-card').first()).toBeVisible();
    await expect(skeleton.locator('.as-side')).toBeVisible({ visible: label === 'desktop' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading Amplio…' })).toHaveCount(1);
    await shot(page, 'cold-load-skeleton');
    expect(scriptsArrived).toBe(false);
    release();
    // Once React has the page (here: the guard's sign-in page for a visitor), the skeleton is gone.
    await expect(page).toHaveURL(/\/creator\/login\?/, { timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test(`the verify page's "Please wait" error stays on the verify page (${label})${tag}`, async ({ page, request }) => {
    const brand = newBrand('toast');
    await registerBrandThroughApi(request, brand);
    // ?resend=1 asks for a code while the registration's is 30 s old at most: the server answers "Please wait".
    await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}&resend=1`);
    const wait = page.getByText(/Please wait \d+ seconds? before requesting a new code\./);
    await expect(wait).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /Resend code in 0:[0-3]\d/ })).toBeDisabled();
    // The visitor moves on: the page's error does not follow.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/brand\/login/);
    await expect(wait).toHaveCount(0);
    await shot(page, 'verify-error-left-behind');
  });

  test(`a brand still waiting for its code who asks for the dashboard is sent to the code, told why (${label})${tag}`, async ({ page }) => {
    const email = `waiting.${Date.now().toString(36)}@amplio.test`;
    await page.goto('/brand');
    await page.evaluate((address) => {
      localStorage.setItem('verification_email', address);
      localStorage.setItem('verification_kind', 'brand');
    }, email);
    await page.goto('/brand/dashboard');
    await expect(page).toHaveURL(/\/brand\/verify-otp\?email=.*reason=dashboard/);
    await expect(page.getByText('Your dashboard opens as soon as you enter the 6-digit code we emailed you.')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await shot(page, 'dashboard-waits-for-code', true);
  });

  test(`/brand#pricing shows the section's label below the sticky sub-menu (${label})${tag}`, async ({ page }) => {
    await page.goto('/brand#pricing');
    const heading = page.getByRole('heading', { name: 'Plans that grow with your campaigns' });
    await expect(heading).toBeVisible();
    const subnav = page.getByRole('navigation', { name: 'Brand page' });
    const eyebrow = page.locator('#pricing').getByText('Pricing', { exact: true }).first();
    // Wait until the page has settled where it scrolls to (lazy sections above it load and take their height).
    await expect
      .poll(async () => {
        const [nav, label] = await Promise.all([subnav.boundingBox(), eyebrow.boundingBox()]);
        return nav && label ? Math.round(label.y - (nav.y + nav.height)) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(8);
    await page.waitForTimeout(1_000);
    const [nav, box] = await Promise.all([subnav.boundingBox(), eyebrow.boundingBox()]);
    expect(box!.y, 'the label starts below the sub-menu').toBeGreaterThanOrEqual(nav!.y + nav!.height + 8);
    expect(box!.y, 'the label is in view').toBeLessThan(page.viewportSize()!.height - 40);
    await shot(page, 'brand-pricing-anchor');
  });

  test(`/brand#pricing keeps the label below the sub-menu after a navigation inside the app (${label})${tag}`, async ({ page }) => {
    // An app page (the sign-in), then the navbar's Pricing (/brand) and the sub-menu's Pricing (#pricing): the
    // sections above load after the first scroll, and the label used to end up under the sticky sub-menu.
    await page.goto('/brand/login');
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    if (tag) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    }
    await expect(page).toHaveURL(/\/brand$/);
    const subnav = page.getByRole('navigation', { name: 'Brand page' });
    if (tag) await subnav.getByRole('button', { name: 'Brand page' }).click();
    await subnav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/brand#pricing$/);
    await expect(page.getByRole('heading', { name: 'Plans that grow with your campaigns' })).toBeVisible();
    // Past the time the page takes to settle.
    await page.waitForTimeout(3_000);
    const eyebrow = page.locator('#pricing').getByText('Pricing', { exact: true }).first();
    const [nav, box] = await Promise.all([subnav.boundingBox(), eyebrow.boundingBox()]);
    expect(box!.y, 'the label starts below the sub-menu').toBeGreaterThanOrEqual(nav!.y + nav!.height + 8);
    expect(box!.y, 'the label is near the top, where the link leads').toBeLessThan(nav!.y + nav!.height + 160);
    await shot(page, 'brand-pricing-anchor-in-app');
  });
}

test('a newcomer’s walk: locked campaign terms, the post link on the script card, a short reference on the review card', async ({
  page,
  baseURL,
}) => {
  const brand = await brandApi(baseURL!);
  const productName = unique('Newcomer Flask');
  const campaign = await fundedCampaign(brand, productName);
  const creator = await creatorApi(baseURL!);
  const scriptId = await creator.saveScript(campaign, 'Morning walk, cold water, one take.');
  await creator.uploadVideo(scriptId);
  const approved = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' });
  expect(approved.status(), await approved.text()).toBe(200);
  const postLink = 'https://www.instagram.com/p/Newcomer1/';
  await creator.submitPostLink(scriptId, postLink);

  // The creator sees the post link they sent on the script card.
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR, to: `/creator/dashboard/campaigns/${campaign.id}/submit` });
  const card = page
    .getByTestId('script-card')
    .filter({ has: page.getByRole('heading', { name: productName }) })
    .first();
  const sent = card.getByTestId('script-post-link');
  await expect(sent.getByText('Your post link')).toBeVisible();
  await expect(sent.getByRole('link', { name: /instagram\.com\/p\/Newcomer1/ })).toHaveAttribute('href', postLink);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await docsScreenshot(page, 'newcomer', 'script-card-post-link', { target: card, scale: 'css' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The brand's review card shows a short reference, the same one everywhere, not the full UUID.
  await leaveAndForgetSignIn(page);
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: `/brand/content-review?campaign_id=${campaign.id}` });
  const review = page.getByTestId('submission-card').filter({ hasText: productName });
  await expect(review).toHaveCount(1);
  await expect(review.getByText(shortReference(scriptId), { exact: true })).toBeVisible();
  await expect(review.getByText(scriptId)).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await docsScreenshot(page, 'newcomer', 'review-card-reference', { target: review, scale: 'css' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The published campaign's start date is locked in the form, saying why, rather than refused on save.
  await page.goto(`/brand/campaigns/edit/${campaign.id}`);
  const start = page.getByLabel(/^Start date/);
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(
    new RegExp(CAMPAIGN_MESSAGES.lockedWhenPublishedHint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.getByLabel(/^End date/)).toBeEnabled();
  await page.getByLabel(/^Budget/).fill('25000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/${campaign.id}$`));
  await page.goto(`/brand/campaigns/edit/${campaign.id}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await docsScreenshot(page, 'newcomer', 'campaign-edit-locked', {
      target: page.getByRole('heading', { name: 'Timeline and money' }).locator('xpath=ancestor::*[contains(@class,"rounded-card")][1]'),
      scale: 'css',
    });
  }
  await brand.api.dispose();
  await creator.api.dispose();
});
