import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test, failing any test whose page logs a console error or throws an uncaught exception: a public page
 * must load and hydrate cleanly (React reports hydration mismatches and misused hooks this way).
 */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
      await use(undefined);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
