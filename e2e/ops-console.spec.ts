import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { DEMO_BRAND, DEMO_OPERATOR } from './support/demo-accounts';
import { creatorWithEarnings, uniqueUpiId } from './support/ops-money';
import { docsScreenshot, signInThroughApi } from './support/pages';

/** Screenshots for the team: docs/screenshots/ops/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, fullPage = true) => docsScreenshot(page, 'ops', name, { fullPage });

/** The visible row (wide screens) or card (phones) of the payout going to this UPI id. */
const payoutFor = (page: Page, upiId: string): Locator => page.locator('[data-payout-id]:visible').filter({ hasText: upiId });

async function signInAsOperator(page: Page) {
  await page.goto('/ops/payouts');
  // The guard sends a visitor to the operator sign-in, keeping where they were going.
  await expect(page).toHaveURL(/\/ops\/login\?redirect=%2Fops%2Fpayouts/);
  await expect(page.getByRole('heading', { name: 'Sign in to the operator console' })).toBeVisible();
  await expect(page.getByText(OPS_MESSAGES.notOperator)).toHaveCount(0);
  await shot(page, 'sign-in');
  await page.getByLabel(/^Work email\*?$/).fill(DEMO_OPERATOR.email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_OPERATOR.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/payouts/);
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
}

async function operatorJourney(page: Page, baseURL: string) {
  const creator = await creatorWithEarnings(baseURL);
  const toPay = uniqueUpiId();
  const toFail = uniqueUpiId();
  await creator.withdraw(150, toPay);
  await creator.withdraw(120, toFail);
  await creator.api.dispose();

  await signInAsOperator(page);
  await expect(page.getByText(TEST_MODE_LABEL)).toBeVisible();
  const pendingTab = page.getByRole('tab', { name: /^Pending/ });
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  const first = payoutFor(page, toPay);
  await expect(first).toBeVisible();
  await expect(first.getByText('₹150', { exact: true })).toBeVisible();
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
  await shot(page, 'queue-pending');

  // Send it; the sandbox pays it a few seconds later.
  await first.getByRole('button', { name: /^Send via provider/ }).click();
  const send = page.getByRole('dialog', { name: 'Send this payout?' });
  await expect(send.getByText(TEST_MODE_LABEL)).toBeVisible();
  await shot(page, 'send-dialog', false);
  await send.getByRole('button', { name: 'Send — sandbox pays it' }).click();
  await expect(page.getByText(OPS_MESSAGES.sent)).toBeVisible();
  await expect(send).toBeHidden();

  // Without a reload, the Paid tab shows it once the provider's webhook has landed, with its UTR.
  await page.getByRole('tab', { name: /^Paid/ }).click();
  await expect(page).toHaveURL(/status=paid/);
  const paid = payoutFor(page, toPay);
  await expect(paid).toBeVisible({ timeout: 45_000 });
  await expect(paid.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Copy UTR' })).toBeVisible();
  await expect(paid.getByRole('button', { name: /^(Send via provider|Mark paid|Mark failed)/ })).toHaveCount(0);
  const toggle = paid.getByRole('button', { name: /^Timeline/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const timeline = page.getByRole('list', { name: 'Timeline' }).locator('visible=true');
  await expect(timeline.getByText('Requested')).toBeVisible();
  await expect(timeline.getByText('Sent to the provider')).toBeVisible();
  await expect(timeline.getByText('Paid', { exact: true })).toBeVisible();
  await shot(page, 'queue-paid');

  // The second: the UTR is checked in the dialog, then the operator marks it failed with a reason.
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const second = payoutFor(page, toFail);
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: /^Mark paid/ }).click();
  const settle = page.getByRole('dialog', { name: 'Mark this payout paid?' });
  await expect(settle.getByLabel(/^Bank reference \(UTR\)/)).toBeFocused();
  await settle.getByLabel(/^Bank reference \(UTR\)/).fill('12345678901');
  await settle.getByRole('button', { name: 'Mark paid' }).click();
  await expect(settle.getByText(OPS_MESSAGES.utrInvalid)).toBeVisible();
  await shot(page, 'settle-dialog-error', false);
  await page.keyboard.press('Escape');
  await expect(settle).toBeHidden();

  await second.getByRole('button', { name: /^Mark failed/ }).click();
  const fail = page.getByRole('dialog', { name: 'Mark this payout failed?' });
  await expect(fail.getByText(/goes back to .*wallet/)).toBeVisible();
  await fail.getByRole('button', { name: 'Mark failed' }).click();
  await expect(fail.getByText(OPS_MESSAGES.reasonRequired)).toBeVisible();
  await fail.getByLabel(/^Reason/).fill('The bank says this UPI ID does not exist. Check it and withdraw again.');
  await shot(page, 'fail-dialog', false);
  await fail.getByRole('button', { name: 'Mark failed' }).click();
  await expect(page.getByText(OPS_MESSAGES.failed)).toBeVisible();
  await expect(fail).toBeHidden();

  await page.getByRole('tab', { name: /^Failed/ }).click();
  const failed = payoutFor(page, toFail);
  await expect(failed).toBeVisible();
  await expect(failed.getByText('The bank says this UPI ID does not exist.', { exact: false })).toBeVisible();
  await shot(page, 'queue-failed');

  // Sign out from the header.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/login/);
  await expect(page.getByText(SESSION_MESSAGES.signedOut)).toBeVisible();
  await page.goto('/ops/payouts');
  await expect(page).toHaveURL(/\/ops\/login/);
}

test.describe('operator console', () => {
  // The guard asks /api/user who is signed in (401 for nobody), and the operator sign-in refuses a brand (403).
  // (One pattern: Playwright reads a two-item array given to test.use as [value, options].)
  test.use({ expectedConsoleErrors: [/status of (401 \(Unauthorized\)|403 \(Forbidden\))$/] });

  test('an operator sends a payout the sandbox pays, sees it Paid with its UTR, and fails another with a reason', async ({
    page,
    baseURL,
  }) => {
    await operatorJourney(page, baseURL!);
  });

  test('the same work on a phone @mobile', async ({ page, baseURL }) => {
    await operatorJourney(page, baseURL!);
  });

  test('a brand that opens the console is sent to the operator sign-in, which refuses its account', async ({ page }) => {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
    await page.goto('/ops/payouts');
    await expect(page).toHaveURL(/\/ops\/login/);
    await expect(page.getByText(OPS_MESSAGES.notOperator)).toBeVisible();
    await page.getByLabel(/^Work email\*?$/).fill(DEMO_BRAND.email);
    await page.getByLabel(/^Password\*?$/).fill(DEMO_BRAND.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: OPS_MESSAGES.notOperator })).toBeVisible();
    await expect(page).toHaveURL(/\/ops\/login/);
  });

  test('the status tabs work from the keyboard and keep the tab in the address', async ({ page }) => {
    await signInAsOperator(page);
    const pending = page.getByRole('tab', { name: /^Pending/ });
    await pending.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Processing/ })).toBeFocused();
    await expect(page).toHaveURL(/status=processing/);
    await page.keyboard.press('ArrowLeft');
    await expect(pending).toBeFocused();
  });
});
