import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, failing any test whose page logs a console error or throws an uncaught exception: a public page
 * must load and hydrate cleanly (React reports hydration mismatches and misused hooks this way). A test that expects
 * an error (the browser logs the 404 of a not-found page) names it with `test.use({ expectedConsoleErrors })`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnConsoleErrors: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const unexpected = (text: string) => !expectedConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && unexpected(message.text())) errors.push(`console.error on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
      await use(undefined);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
