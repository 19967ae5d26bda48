import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { daysFromToday, todayInIndia, unique } from './support/brand-workspace';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { signInThroughUi } from './support/pages';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function shot(page: Page, name: string, fullPage = true) {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `docs/screenshots/creator/${name}-${width}.png`, fullPage, animations: 'disabled' });
}

/** The demo brand's API session: signs in, then sends the CSRF token on every write. */
async function brandApi(baseURL: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const csrf = async () => {
    const cookies = (await api.storageState()).cookies;
    let token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    if (!token) {
      await api.get('/sanctum/csrf-cookie');
      token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    }
    return decodeURIComponent(token ?? '');
  };
  const post = async (url: string, data: unknown, headers: Record<string, string> = {}) =>
    api.post(url, { data, headers: { 'x-csrf-token': await csrf(), ...headers }, maxRedirects: 0 });
  expect((await post('/brand/login', { email: DEMO_BRAND.email, password: DEMO_BRAND.password })).status()).toBe(200);
  return { api, post };
}

/** An active campaign of the demo brand, funded with ₹20,000 through the sandbox checkout. */
async function fundedCampaign(brand: Awaited<ReturnType<typeof brandApi>>, productName: string) {
  const created = await brand.post('/api/brands/campaigns', {
    product_name: productName,
    description: 'Show the bottle on your desk and on a walk.',
    key_features: ['Keeps cold for 24 hours', 'Leak proof'],
    platform: ['instagram', 'youtube'],
    video_style: 'Review',
    marketing_objective: 'sales',
    target_audience: 'Students and office workers',
    start_date: todayInIndia(),
    end_date: daysFromToday(30),
    compensation: 2500,
    budget: 20_000,
    price_cap: 10_000,
    usage_rights: 'organic_only',
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()).data as { id: string };
  const funding = await brand.post(
    `/api/brands/campaigns/${campaign.id}/fund`,
    { amount: 20_000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(funding.status(), await funding.text()).toBe(201);
  const paid = await brand.post(`/sandbox/checkout/${(await funding.json()).funding_id}/pay`, {});
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await (await brand.api.get(`/api/brands/campaigns/${campaign.id}`)).json()).data.status, { timeout: 30_000 })
    .toBe('active');
  return campaign;
}

const reservedOf = async (api: APIRequestContext, id: string) =>
  (await (await api.get(`/api/brands/campaigns/${id}`)).json()).data.escrow.reserved as number;

async function generateEditAndSave(page: Page, baseURL: string) {
  const brand = await brandApi(baseURL);
  const productName = unique('Cool Flask');
  const campaign = await fundedCampaign(brand, productName);

  await signInThroughUi(page, { kind: 'creator', ...DEMO_CREATOR });
  await page.goto('/creator/dashboard/content-submission');
  await expect(page.getByRole('heading', { name: 'Generated Scripts' })).toBeVisible();
  // The demo seed saved one script already: there is a current one.
  await expect(page.getByRole('heading', { name: 'Current script' })).toBeVisible();
  await expect(page.getByTestId('script-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByText(M.selectCampaign)).toBeVisible();
  await page.getByLabel('Brand').selectOption({ label: 'Demo Brand Co.' });
  await page.getByLabel('Campaign').selectOption({ label: productName });
  const hint = page.getByText(/^Your price: ₹[\d,]+\. Saving reserves it for you\.$/);
  await expect(hint).toBeVisible();
  const price = Number((await hint.innerText()).match(/₹([\d,]+)/)![1]!.replaceAll(',', ''));
  await page.getByRole('button', { name: 'Generate Script' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your script' });
  await expect(dialog.getByText('[0:00-0:10] Intro')).toBeVisible();
  await expect(dialog.getByText('[1:31-1:45] Closing')).toBeVisible();
  await shot(page, 'script-generated', false);
  await dialog.getByRole('button', { name: 'Copy Script' }).click();
  await expect(page.getByText(M.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${productName} - video script`);
  await expect(page.getByText(M.copied)).toBeHidden({ timeout: 4000 });
  await dialog.getByRole('button', { name: 'OK' }).click();

  const editor = page.getByLabel('Your script');
  await editor.fill(`${await editor.inputValue()}\n\nMy own line: I take it on every trek.`);
  await page.getByRole('button', { name: 'Save Script' }).click();
  await expect(page.getByText(M.saved(price))).toBeVisible();
  await page.getByRole('button', { name: 'Submit Script' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/dashboard/campaigns/${campaign.id}/submit$`));

  const current = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: productName }) })
    .first();
  await expect(current.getByText('My own line: I take it on every trek.')).toBeVisible();
  await expect(current.getByText('Script Generated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Previous Scripts' })).toBeVisible();
  await expect(page.getByText(M.noPrevious)).toBeHidden();
  await page.getByRole('heading', { name: 'Current script' }).scrollIntoViewIfNeeded();
  await shot(page, 'scripts');

  expect(await reservedOf(brand.api, campaign.id)).toBe(price);
  await brand.api.dispose();
  return { campaign, price };
}

test.describe('creator scripts', () => {
  test('the demo creator generates, copies, edits and saves a script; the brand’s escrow shows the reservation', async ({
    page,
    baseURL,
  }) => {
    const { campaign, price } = await generateEditAndSave(page, baseURL!);
    const brandPage = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
    await signInThroughUi(brandPage, { kind: 'brand', ...DEMO_BRAND });
    await brandPage.goto(`/brand/campaigns/${campaign.id}`);
    const reserved = brandPage.getByText('Reserved', { exact: true }).first();
    await expect(reserved).toBeVisible();
    await expect(brandPage.getByText(`₹${price.toLocaleString('en-IN')}`).first()).toBeVisible();
    await brandPage.screenshot({
      path: `docs/screenshots/creator/scripts-brand-escrow-${brandPage.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await brandPage.close();
  });

  test('the same flow fits a phone @mobile', async ({ page, baseURL }) => {
    await generateEditAndSave(page, baseURL!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
