import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe run in the page itself. AxeBuilder's default gathers each frame's results and finishes them in a new blank
 * page, which for our pages (no frames) doubled every check's time: 770 against 380 ms on the review queue, and a
 * renderer started and closed per check (decision 036).
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** WCAG 2.1 AA problems of serious or critical impact on the page as it is, as "rule: selectors" lines. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Toasts fade in and out, and axe reads their contrast mid-animation.
  const results = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-sonner-toaster]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test on any WCAG 2.1 AA problem of serious or critical impact, naming each. */
export async function expectNoSeriousAxeFindings(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
}
