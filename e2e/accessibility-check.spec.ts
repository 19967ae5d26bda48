import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility';

/**
 * The check every journey relies on (support/accessibility.ts) still finds what it is for, with only violations built
 * in full: a page with a missing alt, an unnamed button and low-contrast text fails it three times over.
 */
test('the axe check names a missing alt, an unnamed button and low-contrast text', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
    <h1>Faults</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
    <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
    <p style="color:#bbb;background:#fff">Hard to read</p>
  </main></body></html>`);
  const problems = await accessibilityProblems(page);
  expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
