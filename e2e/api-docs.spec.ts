import { expect, test } from '@playwright/test';

test('the API docs render with no console error (their CSP allows what swagger-ui needs)', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto('/docs');
  await expect(page.locator('.information-container').getByText('Amplio API')).toBeVisible({ timeout: 30_000 });
  // Tags start folded (plugins/docs.ts): every tag of the document is listed, and opening one shows its operations.
  const document = (await (await request.get('/docs/json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const tags = new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])));
  expect(tags.size).toBeGreaterThan(25);
  await expect(page.locator('.opblock-tag')).toHaveCount(tags.size);
  await page.locator('.opblock-tag[data-tag="campaigns"]').click();
  await page.getByRole('button', { name: 'GET /api/brands/campaigns', exact: false }).first().click();
  await expect(page.getByText('Not signed in: sign in and retry.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByText('sessionCookie (apiKey)')).toBeVisible();
  expect(problems).toEqual([]);
});
