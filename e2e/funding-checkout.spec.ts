import { OPS_BOOKS_MESSAGES } from '@amplio/shared/schemas/ops-books';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Page } from '@playwright/test';
import { signedInApi } from './support/api-session';
import { campaignToFund, daysFromToday, todayInIndia, unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { DEMO_BRAND, DEMO_OPERATOR } from './support/demo-accounts';
import { brandApi } from './support/funded-campaign';
import { docsScreenshot, expectFitsWidth, signInThroughApi } from './support/pages';

/** Screenshots for the team: test-results/screenshots/<area>/ (docs/screenshots/ with UPDATE_SCREENSHOTS=1). */
const shot = (page: Page, area: 'brand' | 'ops', name: string, fullPage = true) =>
  docsScreenshot(page, area, name, { fullPage, scale: 'css' });

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function brandJourney(page: Page) {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
  const product = unique('Tea flask');
  const id = await campaignToFund(page, product);
  const inProgress = PAYMENT_MESSAGES.paymentInProgress('₹1,118');

  // Fund: the first checkout.
  await page.goto(`/brand/campaigns/${id}?fund=1`);
  const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(dialog.getByLabel(/^Amount to fund/)).toHaveValue('1000');
  await dialog.getByRole('button', { name: 'Continue to pay ₹1,118' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const staleCheckout = page.url();
  await shot(page, 'brand', '21-checkout-open');

  // The browser's Back: the payment in progress, never a fresh form saying "funded so far ₹0".
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/${id}\\?fund=1$`));
  await expect(dialog.getByText(inProgress)).toBeVisible();
  await expect(dialog.getByText(/Expires/)).toBeVisible();
  await expect(dialog.getByLabel(/^Amount to fund/)).toHaveCount(0);
  await expect(dialog.getByText(/funded so far/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Continue payment' })).toBeFocused();
  await shot(page, 'brand', '22-back-payment-in-progress', false);

  // No second checkout: closing and opening Fund again shows the same payment, and the page says so too.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const banner = main(page).getByRole('region', { name: inProgress });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Continue payment' })).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'brand', '23-campaign-payment-in-progress');
  await main(page).getByRole('button', { name: 'Fund campaign' }).click();
  await expect(dialog.getByText(inProgress)).toBeVisible();
  await expect(dialog.getByLabel(/^Amount to fund/)).toHaveCount(0);
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const second = await page.request.post(`/api/brands/campaigns/${id}/fund`, {
    headers: { 'X-CSRF-TOKEN': token, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: 1000 },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).error_type).toBe('payment_in_progress');

  // Cancel it: a fresh form, with the focus on the amount.
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(toast(page, PAYMENT_MESSAGES.fundingCancelled)).toBeVisible();
  await expect(dialog.getByLabel(/^Amount to fund/)).toBeFocused();
  await expect(dialog.getByText(inProgress)).toHaveCount(0);

  // A new checkout, paid.
  await dialog.getByRole('button', { name: 'Continue to pay ₹1,118' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  expect(page.url()).not.toBe(staleCheckout);
  // The sandbox's own page writes paise: ₹1,118.00.
  await page.getByRole('button', { name: /^Pay ₹1,118(\.00)?$/ }).click();
  await expect(page).toHaveURL(/\?funding=/);
  await expect(main(page).getByText('Payment received: ₹1,000 is now in escrow.')).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByText('Fully funded')).toBeVisible();

  // The cancelled checkout, paid late at the provider: refunded in full, and the brand reads why.
  await page.goto(staleCheckout);
  await expect(page.getByRole('status')).toContainText(/cancel/i);
  await shot(page, 'brand', '24-stale-checkout');
  await page.getByRole('button', { name: /^Pay ₹1,118(\.00)? anyway$/ }).click();
  await expect(page).toHaveURL(/\?funding=/);
  const reason = PAYMENT_MESSAGES.fundingReason.refundedLate('₹1,118', PAYMENT_MESSAGES.fundingReason.lateAfter.cancelled);
  const notice = main(page).getByRole('status').filter({ hasText: 'Your payment is being refunded in full.' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByText(reason)).toBeVisible();
  await expect(notice.getByText(PAYMENT_MESSAGES.refundTiming)).toBeVisible();
  // None of it went into escrow: the campaign still holds the ₹1,000 paid once.
  const funded = main(page)
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: /^Funded$/ }) });
  await expect(funded.locator('dd').first()).toHaveText('₹1,000');
  await expectFitsWidth(page);
  await shot(page, 'brand', '25-late-payment-refunded');

  // The funding history lists it too, newest first after the payment that went through: refunded in full, with why.
  const refundedId = new URL(page.url()).searchParams.get('funding') ?? '';
  const money = main(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Money in and out' }) });
  const history = money.getByRole('tabpanel', { name: 'Funding history' });
  const payments = history.getByRole('listitem');
  await expect(payments).toHaveCount(2);
  await expect(payments.first().getByText('Paid', { exact: true })).toBeVisible();
  const refundedRow = payments.nth(1);
  await expect(refundedRow).toHaveAttribute('data-funding-id', refundedId);
  await expect(refundedRow.getByText('Refunded in full', { exact: true })).toBeVisible();
  await expect(refundedRow.getByText(reason)).toBeVisible();
  await expect(refundedRow.getByRole('link', { name: /^Receipt for ₹1,118/ })).toHaveAttribute('href', `/brand/receipts/${refundedId}`);
  await expectFitsWidth(page);
  await docsScreenshot(page, 'brand', '25b-funding-history-refunded', { target: money, scale: 'css' });

  await notice.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(main(page).getByText('Refunded in full', { exact: true })).toBeVisible();
  await expect(main(page).getByText(reason)).toBeVisible();
  await shot(page, 'brand', '26-receipt-refunded');
}

/** A payment ₹1 short of its checkout, which the server holds in suspense; answers its funding id. */
async function shortPayment(baseURL: string): Promise<{ fundingId: string; product: string }> {
  const brand = await brandApi(baseURL);
  const product = unique('Short pay mug');
  const created = await brand.post('/api/brands/campaigns', {
    product_name: product,
    description: 'A mug that keeps coffee warm.',
    key_features: ['Double walled'],
    platform: ['instagram'],
    video_style: 'Review',
    marketing_objective: 'sales',
    target_audience: 'Students',
    start_date: todayInIndia(),
    end_date: daysFromToday(15),
    compensation: 500,
    budget: 1200,
    usage_rights: 'organic_only',
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = (await created.json()).data.id;
  const funding = await brand.post(
    `/api/brands/campaigns/${campaignId}/fund`,
    { amount: 1200 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(funding.status(), await funding.text()).toBe(201);
  const fundingId = (await funding.json()).funding_id as string;
  const paid = await brand.post(`/sandbox/checkout/${fundingId}/pay`, { simulate: 'short' });
  expect(paid.status()).toBe(303);
  await brand.api.dispose();
  return { fundingId, product };
}

async function operatorJourney(page: Page, baseURL: string) {
  const { fundingId, product } = await shortPayment(baseURL);
  const ops = await signedInApi(baseURL, '/ops/login', DEMO_OPERATOR);
  let itemId = '';
  await expect
    .poll(
      async () => {
        const list = await (await ops.api.get('/api/ops/suspense?status=open&per_page=100')).json();
        itemId = list.data.data.find((item: { funding_id: string | null }) => item.funding_id === fundingId)?.id ?? '';
        return itemId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await ops.api.dispose();

  await page.goto('/ops/books');
  await expect(page).toHaveURL(/\/ops\/login/);
  await page.getByLabel(/^Work email\*?$/).fill(DEMO_OPERATOR.email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_OPERATOR.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/books/);
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();

  // The books: every account kind in order, the total, the invariants, and reconciliation run now.
  const balances = page.getByRole('table', { name: 'Balances by account kind, in rupees' });
  await expect(balances.getByRole('rowheader', { name: /^Suspense/ })).toBeVisible();
  await expect(balances.getByRole('rowheader', { name: /^Total/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /payments? in suspense to refund or apply/ })).toBeVisible();
  await page.getByRole('button', { name: 'Run reconciliation now' }).click();
  await expect(toast(page, new RegExp(OPS_BOOKS_MESSAGES.reconciled))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Last reconciliation' })).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'ops', 'books');

  // The export checks its dates before asking.
  await page.getByLabel(/^From/).fill('2026-02-10');
  await page.getByLabel(/^To/).fill('2026-02-01');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText(OPS_BOOKS_MESSAGES.rangeInverted)).toBeVisible();
  await page.getByLabel(/^To/).fill('2026-02-28');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('amplio-transfers-2026-02-10-to-2026-02-28.csv');

  // Suspense: the ₹1 short payment cannot be applied, and says why; it is refunded.
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Suspense' }).click();
  await expect(page).toHaveURL(/\/ops\/suspense/);
  const item = page.locator(`[data-suspense-id="${itemId}"]`);
  await expect(item).toBeVisible();
  await expect(item.getByText('₹1,340.60', { exact: true })).toBeVisible();
  await expect(item.getByText('₹1,341.60', { exact: true })).toBeVisible();
  await expect(item.getByText(product)).toBeVisible();
  const apply = item.getByRole('button', { name: /^Apply/ });
  await expect(apply).toHaveAttribute('aria-disabled', 'true');
  await expect(item.getByText(OPS_BOOKS_MESSAGES.suspenseTooLittle('₹1,340.60', '₹1,341.60'))).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'ops', 'suspense-open');

  await item.getByRole('button', { name: /^Refund ₹1,340\.60/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
  await confirm.getByLabel(/^Note/).fill('₹1 short; the brand pays again.');
  await shot(page, 'ops', 'suspense-refund-dialog', false);
  await confirm.getByRole('button', { name: 'Refund ₹1,340.60' }).click();
  await expect(toast(page, OPS_BOOKS_MESSAGES.suspenseRefunded)).toBeVisible();
  await expect(confirm).toBeHidden();
  await page.getByRole('tab', { name: /^Refunded/ }).click();
  await expect(page.locator(`[data-suspense-id="${itemId}"]`).getByText('₹1 short; the brand pays again.')).toBeVisible();
  await shot(page, 'ops', 'suspense-refunded');

  // The refunds list names it a suspense refund.
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Refunds' }).click();
  await expect
    .poll(
      async () => {
        for (const tab of ['Pending', 'Refunded']) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          if (await page.getByRole('article').filter({ hasText: product }).filter({ hasText: 'From suspense' }).count()) return true;
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await shot(page, 'ops', 'refunds-from-suspense');
}

test.describe('checkouts that cannot over-charge', () => {
  // A checkout, Back, a cancel, a second checkout, a late payment and its refund job: on 2 busy cores this takes a while.
  test.describe.configure({ timeout: 240_000 });

  test('Back from the checkout shows the payment in progress, a second checkout cannot open, and a stale one paid late is refunded in full', async ({
    page,
  }) => {
    await brandJourney(page);
  });

  test('the same on a phone @mobile', async ({ page }) => {
    await brandJourney(page);
  });
});

test.describe('the operator’s books and suspense', () => {
  test.describe.configure({ timeout: 240_000 });
  // The guard asks who is signed in before the operator signs in (401).
  test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)$/] });

  test('an operator reads the books, runs reconciliation, exports transfers, and refunds a payment ₹1 short from suspense', async ({
    page,
    baseURL,
  }) => {
    await operatorJourney(page, baseURL!);
  });

  test('the same on a phone @mobile', async ({ page, baseURL }) => {
    await operatorJourney(page, baseURL!);
  });
});
