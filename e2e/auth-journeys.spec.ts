import { expectNoSeriousAxeFindings } from './support/accessibility';
import { expect, test } from '@playwright/test';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { leaveAndForgetSignIn, openAndHydrate, saveScreenshot, signInThroughUi, watchForText } from './support/pages';

test.describe('route guard and sign-in', () => {
  test('an anonymous visitor to the creator dashboard lands on the creator login with the notice', async ({ page }) => {
    await page.goto('/creator/dashboard');
    await expect(page).toHaveURL(/\/creator\/login\?/);
    await expect(page.getByText('Please log in to access this page.')).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/creator/dashboard');
    expect(url.searchParams.get('error')).toBe('unauthenticated');
  });

  test('a signed-in creator who opens the brand dashboard lands on the brand login', async ({ page }) => {
    await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
    await page.goto('/brand/dashboard');
    await expect(page).toHaveURL(/\/brand\/login\?/);
    await expect(page.getByText('Please log in with a brand account to access this page.')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('error')).toBe('unauthorized');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('the demo brand signs in through the UI, sees the dashboard and signs out', async ({ page }) => {
    await page.goto('/brand-login');
    await page.getByLabel('Business email').fill(DEMO_BRAND.email);
    await page.getByLabel(/^Password\*?$/).fill(DEMO_BRAND.password);
    await page.getByLabel('Keep me signed in').check();
    // The toast lives 3 s from the click: watched from before it, so a slow redirect cannot outlast it unseen.
    const toastShown = await watchForText(page, 'Login successful! Redirecting...');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastShown();
    await expect(page).toHaveURL(/\/brand\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Welcome back, Demo' })).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
    expect(stored).toEqual({ id: expect.any(String), name: 'Demo Brand Co.', email: DEMO_BRAND.email, user_type: 'brand' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(DEMO_BRAND.email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/brand\?logged_out=1&t=\d+$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // The session is gone: the dashboard asks for a sign-in again.
    await page.goto('/brand/dashboard');
    await expect(page).toHaveURL(/\/brand\/login\?/);
  });

  test('sign-in returns to the page the guard was protecting', async ({ page }) => {
    await page.goto('/creator/dashboard/campaign-discovery?sort=new');
    await expect(page).toHaveURL(/\/creator\/login\?/);
    await page.getByLabel(/^Email\*?$/).fill(DEMO_CREATOR.email);
    await page.getByLabel(/^Password\*?$/).fill(DEMO_CREATOR.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaign-discovery\?sort=new$/);
  });

  test('the creator signs out to the creator page with logged_out', async ({ page }) => {
    await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
    await expect(page).toHaveURL(/\/creator\/dashboard\/overview$/);
    await expect(page.getByTestId('welcome-name')).toHaveText('Welcome back, Demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/creator\?logged_out=1&t=\d+$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
  });

  test('a wrong password shows the spec message and keeps the visitor on the page', async ({ page }) => {
    await page.goto('/brand/login');
    await page.getByLabel('Business email').fill(DEMO_BRAND.email);
    await page.getByLabel(/^Password\*?$/).fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/login$/);
  });

  test('empty fields are caught before anything is sent', async ({ page }) => {
    await page.goto('/creator/login');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel(/^Email\*?$/)).toBeFocused();
  });

  test('the dashboards have no serious or critical accessibility violations', async ({ page }) => {
    for (const account of [
      { kind: 'brand' as const, ...DEMO_BRAND },
      { kind: 'creator' as const, ...DEMO_CREATOR },
    ]) {
      await leaveAndForgetSignIn(page);
      await signInThroughUi(page, account);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible();
      await expectNoSeriousAxeFindings(page, { label: account.kind });
    }
  });
});

test.describe('a signed-in visitor', () => {
  test('sees their account and "Go to dashboard" on the public pages instead of Sign in and Join', async ({ page }) => {
    await signInThroughUi(page, { kind: 'brand', ...DEMO_BRAND });
    for (const path of ['/', '/brand', '/creator']) {
      await openAndHydrate(page, path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/brand/dashboard');
      await expect(banner.getByTestId('navbar-account')).toContainText('Demo');
      await expect(banner.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Join Amplio' })).toHaveCount(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'navbar-signed-in', { fullPage: false });
    await page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/brand\/dashboard$/);
  });

  test('sees their initial in the header and their dashboard in the phone menu @mobile', async ({ page }) => {
    await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
    await openAndHydrate(page, '/');
    await expect(page.getByRole('link', { name: 'Go to dashboard, signed in as Demo Creator' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText(DEMO_CREATOR.email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/creator/dashboard');
    await expect(menu.getByRole('link', { name: 'Creator sign in' })).toHaveCount(0);
    await saveScreenshot(page, 'mobile-menu-signed-in', { fullPage: false });
  });

  test('a stale stored user whose session has ended sees Sign in, and the stored user is dropped', async ({ page, context }) => {
    await signInThroughUi(page, { kind: 'brand', ...DEMO_BRAND });
    await context.clearCookies();
    await openAndHydrate(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a signed-in brand who opens a brand sign-in or registration page goes to the dashboard', async ({ page }) => {
    await signInThroughUi(page, { kind: 'brand', ...DEMO_BRAND });
    for (const path of ['/brand/login', '/brand-login', '/brand-Login', '/brand-register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/brand\/dashboard$/);
    }
  });

  test('a signed-in creator who opens a creator sign-in or registration page goes to the dashboard', async ({ page }) => {
    await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
    for (const path of ['/creator/login', '/creator-login', '/creator-register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/creator\/dashboard/);
    }
  });

  test('a creator on the brand sign-in page sees which account is signed in and can sign out of it there', async ({ page }) => {
    await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
    await page.goto('/brand/login');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'You are signed in to a creator account as Demo Creator (creator@amplio.test).' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('This page is for brand accounts.');
    await expect(page.getByLabel('Business email')).toBeVisible();
    await saveScreenshot(page, 'brand-login-other-account');
    await notice.getByRole('button', { name: 'Sign out of the creator account' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The creator session is gone.
    await page.goto('/creator/dashboard');
    await expect(page).toHaveURL(/\/creator\/login\?/);
  });

  test('a brand on the creator registration page sees the line too @mobile', async ({ page }) => {
    await signInThroughUi(page, { kind: 'brand', ...DEMO_BRAND });
    await page.goto('/creator-register');
    await expect(page.getByText('You are signed in to a brand account as Demo Brand Co. (brand@amplio.test).')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Amplio as a creator' })).toBeVisible();
    await saveScreenshot(page, 'creator-register-other-account', { fullPage: false });
  });
});
