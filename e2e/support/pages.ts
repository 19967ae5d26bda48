import { expect, type Page } from '@playwright/test';

/** Signs in through the real sign-in page and waits for the dashboard. */
export async function signInThroughUi(page: Page, input: { kind: 'brand' | 'creator'; email: string; password: string }) {
  await page.goto(`/${input.kind}/login`);
  await page.getByLabel(input.kind === 'brand' ? /^Business email\*?$/ : /^Email\*?$/).fill(input.email);
  await page.getByLabel(/^Password\*?$/).fill(input.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${input.kind}/dashboard`));
}

/**
 * Where a screenshot for the team goes: docs/screenshots/<area>/<name>-<width>.png when UPDATE_SCREENSHOTS=1 (those are
 * committed and looked at), else test-results/screenshots/<area>/, so an ordinary test run leaves the committed ones alone.
 */
export function docsScreenshotPath(area: string, name: string, width: number): string {
  const root = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
  return `${root}/${area}/${name}-${width}.png`;
}

/** Saves a full-page screenshot where the team looks for them: test-results/screenshots/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `test-results/screenshots/${name}-${width}.png`,
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}

/** Opens a prerendered page and lets it hydrate, as the visitor's first move does. */
export async function openAndHydrate(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.mouse.move(4, 4);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
