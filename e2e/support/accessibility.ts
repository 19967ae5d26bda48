import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe run in the page itself. AxeBuilder's default gathers each frame's results and finishes them in a new blank
 * page, which for our pages (no frames) doubled every check's time: 770 against 380 ms on the review queue, and a
 * renderer started and closed per check. Only violations are built in full: every check here reads nothing else, and
 * leaving out the passes' node lists took 10 to 30 % off a check (decision 036).
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

export interface AxeCheckOptions {
  /** Also axe's best-practice rules (the public pages hold themselves to them). */
  bestPractice?: boolean;
  /** Toasts fade in and out, and axe reads their contrast mid-animation: left out unless `included` (pages without any). */
  toasts?: 'excluded' | 'included';
}

/** WCAG 2.1 AA problems (and best practices, if asked) of serious or critical impact on the page as it is, as "rule: selectors" lines. */
export async function accessibilityProblems(page: Page, options: AxeCheckOptions = {}): Promise<string[]> {
  let builder = axeFor(page).withTags(options.bestPractice ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA);
  if ((options.toasts ?? 'excluded') === 'excluded') builder = builder.exclude('[data-sonner-toaster]');
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test on any WCAG 2.1 AA problem of serious or critical impact, naming each (after `label`, when given). */
export async function expectNoSeriousAxeFindings(page: Page, options: AxeCheckOptions & { label?: string } = {}) {
  const problems = await accessibilityProblems(page, options);
  expect(problems.map((problem) => (options.label ? `${options.label} ${problem}` : problem))).toEqual([]);
}
