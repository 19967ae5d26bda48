import { expect, type Locator, type Page } from '@playwright/test';
import { csrfPost } from './api-session';

/**
 * Signs in through the real sign-in page and waits for the dashboard. With `to`, the sign-in page is opened as a deep
 * link leads there (`?redirect=`) and lands on that page instead: a test about another page skips a dashboard it never
 * looks at.
 */
export async function signInThroughUi(page: Page, input: { kind: 'brand' | 'creator'; email: string; password: string; to?: string }) {
  await page.goto(`/${input.kind}/login${input.to ? `?redirect=${encodeURIComponent(input.to)}` : ''}`);
  await page.getByLabel(input.kind === 'brand' ? /^Business email\*?$/ : /^Email\*?$/).fill(input.email);
  await page.getByLabel(/^Password\*?$/).fill(input.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  if (input.to) await expect(page).toHaveURL((url) => url.pathname === new URL(input.to ?? '', url).pathname);
  else await expect(page).toHaveURL(new RegExp(`/${input.kind}/dashboard`));
}

/**
 * Signs in as the web app's sign-in form does (POST /brand/login or /creator/login from the page's own cookie jar) and
 * opens `to`, or the dashboard. For a test about another page: the sign-in page itself is tried by auth-journeys and
 * password-reset, and a journey loads one page fewer (decision 036).
 */
export async function signInThroughApi(page: Page, input: { kind: 'brand' | 'creator'; email: string; password: string; to?: string }) {
  const answer = await csrfPost(page.context().request)(`/${input.kind}/login`, {
    data: { email: input.email, password: input.password },
    headers: { accept: 'application/json' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(input.to ?? `/${input.kind}/dashboard`);
}

/**
 * Ends the page's sign-in so another account can sign in on it: leaves the page first, then drops the cookies. A
 * signed-in page left open would go on calling the API without them, and its 401s would be logged as errors (decision 036).
 */
export async function leaveAndForgetSignIn(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Watches the page for `text` from now on and answers a check that it appeared. A message that lives for less than a
 * second (a toast that leaves once a redirect is done) can fall between two polls of `expect(…).toBeVisible()`, whose
 * polls are a second apart after the first few; a MutationObserver sees every change of the document.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, text }) => {
      const flags = window as unknown as Record<string, boolean>;
      flags[key] = document.body.textContent?.includes(text) ?? false;
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) {
          flags[key] = true;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, text },
  );
  return () =>
    expect
      .poll(() => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key), {
        message: `"${text}" appeared`,
      })
      .toBe(true);
}

/**
 * The screenshots the docs show (docs/screenshots/README.md): UPDATE_SCREENSHOTS=1 refreshes these in docs/screenshots;
 * every other one goes to test-results/screenshots, to look at, and is never committed.
 */
const DOCS_SCREENSHOTS = new Set([
  'brand/01-dashboard',
  'brand/06-fund-dialog',
  'brand/08-funded-active',
  'brand/11-receipt',
  'brand/review-pending',
  'creator/discovery',
  'creator/overview',
  'creator/scripts-review-states',
  'creator/withdraw-modal',
  'loop/08-brand-completed',
  'loop/10-creator-wallet',
  'ops/queue-pending',
]);
/** Phone pictures of these long pages would weigh a megabyte each: the docs show them at 1280 px only. */
const DOCS_DESKTOP_ONLY = new Set(['creator/overview', 'creator/scripts-review-states']);

/**
 * Screenshots are taken when someone will look at them: E2E_SCREENSHOTS=1 (test-results/screenshots) or
 * UPDATE_SCREENSHOTS=1 (docs/screenshots for the ones the docs show). An ordinary `npm test` takes none: they cost
 * a good share of the browser tests' time and nobody opens them there.
 */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1' || process.env.UPDATE_SCREENSHOTS === '1';

/** Where a screenshot for the team goes: docs/screenshots/<area>/<name>-<width>.png for the docs' own, else test-results. */
export function docsScreenshotPath(area: string, name: string, width: number): string {
  const key = `${area}/${name}`;
  const forDocs = process.env.UPDATE_SCREENSHOTS === '1' && DOCS_SCREENSHOTS.has(key) && (width >= 1280 || !DOCS_DESKTOP_ONLY.has(key));
  return `${forDocs ? 'docs/screenshots' : 'test-results/screenshots'}/${area}/${name}-${width}.png`;
}

/** Toasts come and go by the second; a picture of a moment leaves them out. */
const HIDE_TOASTS = '[data-sonner-toaster] { display: none !important; }';

/**
 * A screenshot for the team at docsScreenshotPath(area, name, width): the whole page from its top, so the sticky header
 * sits where a visitor sees it; only the viewport with `fullPage: false` (dialogs, progress); or one element (`target`),
 * scrolled to just below the sticky header. Toasts are left out. `scale: 'css'` takes a phone at one pixel per CSS pixel.
 */
export async function docsScreenshot(
  page: Page,
  area: string,
  name: string,
  options: { fullPage?: boolean; target?: Locator; scale?: 'css' | 'device' } = {},
) {
  if (!screenshotsWanted()) return;
  const path = docsScreenshotPath(area, name, page.viewportSize()?.width ?? 0);
  const picture = { path, animations: 'disabled', style: HIDE_TOASTS, scale: options.scale } as const;
  await page.evaluate(() => document.fonts.ready);
  if (options.target) {
    await options.target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
    await options.target.screenshot(picture);
    return;
  }
  const fullPage = options.fullPage ?? true;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ ...picture, fullPage });
}

/** Saves a full-page screenshot where the team looks for them: test-results/screenshots/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted()) return;
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

/** Nothing sticks out sideways (a page wider than a phone's screen zooms out and breaks taps). */
export async function expectFitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
