import { expectNoSeriousAxeFindings } from './support/accessibility';
import { expect, test } from './support/console-errors';
import { openAndHydrate } from './support/pages';

// The carousel, the reveals and the counters move for a visitor who has not asked for less motion; test them so.
test.use({ reducedMotion: 'no-preference' });

test.describe('public shell', () => {
  test('home renders navbar, hero and footer at 1280 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started as a creator' }).first()).toHaveAttribute('href', '/creator-register');
    await expect(page.getByRole('link', { name: 'Join as a brand' }).first()).toHaveAttribute('href', '/brand-register');
    for (const id of ['how-it-works', 'brand-story', 'contact', 'faq']) await expect(page.locator(`#${id}`)).toBeAttached();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    for (const [name, href] of [
      ['About', '/about'],
      ['Privacy policy', '/privacy'],
      ['Terms of service', '/term'],
      ['Cookie policy', '/cookie'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByLabel('Email address')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('home renders navbar and footer at 390 px @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // On a phone the calls to action live in the menu, not in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join Amplio' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    // Nothing may be wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the mobile menu opens full-screen, locks scrolling and closes with Escape @mobile', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a mobile menu link navigates and closes the menu @mobile', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('an anchor link on /about goes to the home page and scrolls to the section', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeInViewport();
  });

  test('the navbar search opens with focus in the search field, so typing searches at once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Amplio' });
    await expect(dialog.getByLabel('Search the site')).toBeFocused();
    await page.keyboard.type('privacy');
    await expect(dialog.getByLabel('Search the site')).toHaveValue('privacy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('home has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeFindings(page, { bestPractice: true, toasts: 'included' });
  });

  test('sign-in pages have no serious or critical accessibility violations', async ({ page }) => {
    for (const path of ['/brand/login', '/creator/login?error=unauthenticated&message=Please%20log%20in%20to%20access%20this%20page.']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeFindings(page, { label: path, toasts: 'included' });
    }
  });
});

test.describe('an anonymous visitor', () => {
  test('keeps Sign in and Join, and the page asks the server nothing about them', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (request) => {
      if (/check-auth|\/api\/user$/.test(request.url())) checks.push(request.url());
    });
    await openAndHydrate(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(checks).toEqual([]);
  });
});
