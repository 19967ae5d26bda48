import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { csrfOfContext } from './api-session';
import { codeFromMailbox, type NewCreator, newCreator, registerCreatorThroughApi } from './creator-wizard';
import { docsScreenshot } from './pages';

/**
 * A creator nobody else's test touches, so the wallet, history and tracker hold exactly this run's money: registered
 * through the wizard's calls in the browser context's own cookie jar, then verified with the mailed code, which signs
 * the context in (its one sign-in).
 */
export async function freshCreatorSignedIn(context: BrowserContext, overrides: Partial<NewCreator> = {}): Promise<NewCreator> {
  const id = Math.random().toString(36).slice(2, 10);
  const creator = newCreator({
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `meera.${id}@creator.test`,
    username: `meera_${id}`,
    ...overrides,
  });
  await registerCreatorThroughApi(context.request, creator);
  const otp = await codeFromMailbox(context.request, creator.email);
  const verified = await context.request.post('/api/creators/verify-otp', {
    data: { email: creator.email, otp },
    headers: { 'x-csrf-token': await csrfOfContext(context), accept: 'application/json' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return creator;
}

/**
 * Fails the test when the page logs a console error or throws, like ./console-errors does for the `page` fixture, for
 * the pages of the other browser contexts. Call the answer at the end of the test.
 */
export function watchPageErrors(page: Page, expected: readonly RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text())))
      errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
  return () => expect(errors, 'the page logged errors').toEqual([]);
}

/** The first amount of rupees in a text ("Your price: ₹2,500."), as a number; NaN without one. */
export const rupeesIn = (text: string | null) => Number((text ?? '').match(/₹([\d,]+(?:\.\d+)?)/)?.[1]?.replaceAll(',', '') ?? Number.NaN);

/** One of the brand's escrow figures on the campaign page (Funded, Reserved, Released, Refunded, Available). */
export const escrowFigure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

/** A section of a page found by its heading (the overview's cards). */
export const sectionOf = (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading, exact: true }).locator('xpath=ancestor::section[1]');

/**
 * A screenshot for docs/screenshots/loop/<name>-<width>.png (committed, looked at): the whole page, the viewport
 * (dialogs, progress) or one element, as docsScreenshot takes them.
 */
export async function loopShot(page: Page, name: string, options: { fullPage?: boolean; target?: Locator } = {}) {
  // A page or a part of it is shown at rest, without the focus ring of the tab last clicked; a viewport shot (a
  // dialog) keeps the focus where the person is typing.
  if (options.target || (options.fullPage ?? true)) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await docsScreenshot(page, 'loop', name, { ...options, scale: 'css' });
}

/** The text is shown whole: not cut short with an ellipsis, nor clipped. */
export async function expectNotCutOff(text: Locator) {
  await expect(text).toBeVisible();
  expect(await text.evaluate((el) => el.scrollWidth - el.clientWidth), `"${await text.textContent()}" fits its box`).toBeLessThanOrEqual(0);
}
