import { expect, test } from '@playwright/test';

test('the API docs render with no console error (their CSP allows what swagger-ui needs)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto('/docs');
  await expect(page.locator('.information-container').getByText('Amplio API')).toBeVisible({ timeout: 30_000 });
  // Tags start folded (plugins/docs.ts): every one is listed, and opening one shows its operations.
  await expect(page.locator('.opblock-tag')).toHaveCount(25);
  await page.locator('.opblock-tag[data-tag="campaigns"]').click();
  await page.getByRole('button', { name: 'GET /api/brands/campaigns', exact: false }).first().click();
  await expect(page.getByText('Not signed in: sign in and retry.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByText('sessionCookie (apiKey)')).toBeVisible();
  expect(problems).toEqual([]);
});
