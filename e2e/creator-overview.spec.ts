import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInApi } from './support/api-session';
import { creatorApi, earnThroughOneScript } from './support/creator-api';
import { accessibilityProblems } from './support/accessibility';
import { DEMO_CREATOR, DEMO_OPERATOR } from './support/demo-accounts';
import { docsScreenshot, signInThroughApi } from './support/pages';

/** Full-page (or element) screenshots for the team: docs/screenshots/creator/ with UPDATE_SCREENSHOTS=1 (see docsScreenshot). */
const shot = (page: Page, name: string, target?: Locator) => docsScreenshot(page, 'creator', name, { target });

/**
 * A withdrawal that the bank refused: the creator asks for it through the API, and the demo operator marks it failed,
 * which puts the money back in the wallet.
 */
async function failedWithdrawal(baseURL: string, amount: number, upiId: string, reason: string) {
  const creator = await creatorApi(baseURL);
  const payoutId = await creator.withdraw(amount, upiId);
  await creator.api.dispose();

  const ops = await signedInApi(baseURL, '/ops/login', DEMO_OPERATOR);
  const failed = await ops.post(`/api/ops/payouts/${payoutId}/fail`, { data: { reason } });
  expect(failed.status(), await failed.text()).toBe(200);
  await ops.api.dispose();
}

/** Makes sure the demo creator has at least ₹300 to withdraw (see earnThroughOneScript). */
async function ensureEarnings(baseURL: string) {
  const creator = await creatorApi(baseURL);
  const balance = async () => (await (await creator.api.get('/api/creator/earnings')).json()).available_balance as number;
  if ((await balance()) < 300) {
    await earnThroughOneScript(baseURL, creator, {
      productName: 'Overview Flask',
      postLink: 'https://www.instagram.com/p/amplio-overview/',
    });
    expect(await balance()).toBeGreaterThanOrEqual(300);
  }
  await creator.api.dispose();
}

/** A UPI id whose bank handle no other test uses, so its tracker item ("UPI as…@handle") can be found. */
const uniqueUpi = () => {
  const handle = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { id: `asha.rao@${handle}`, label: `UPI as…@${handle}` };
};

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openOverview(page: Page) {
  await signInThroughApi(page, { kind: 'creator', ...DEMO_CREATOR });
  await expect(page).toHaveURL(/\/creator\/dashboard\/overview$/);
  await expect(page.getByTestId('available-balance')).toBeVisible();
}

/** Withdraws ₹100 to a new UPI id through the modal, and checks the page shows it at once. */
async function withdrawHundred(page: Page, shots: boolean) {
  const upi = uniqueUpi();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /^(Confirm withdrawal|Withdraw ₹[\d,]+)$/ });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel(/^UPI ID/).fill(upi.id);
  await dialog.getByLabel(/^Amount/).fill('99');
  await dialog.getByLabel(/^Amount/).blur();
  await expect(dialog.getByText('The minimum withdrawal is ₹100.', { exact: true })).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel(/^Amount/).fill('100');
  await expect(confirm).toHaveText('Withdraw ₹100');
  await expect(confirm).not.toHaveAttribute('aria-disabled');
  if (shots) {
    await shot(page, 'withdraw-modal', dialog);
    expect(await accessibilityProblems(page)).toEqual([]);
  }
  await confirm.click();
  await expect(page.getByText('Withdrawal request submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Other specs move the demo creator's money at the same time (brand-review completes its jobs), so the balance is
  // not compared here: the withdrawal's own Pending row is the proof; the optimistic balance has component tests.
  const history = page.getByRole('heading', { name: 'Payment history' }).locator('xpath=ancestor::section[1]');
  const pending = history.getByText(`Withdrawal to ${upi.label}`).filter({ visible: true }).first();
  await expect(pending).toBeVisible();
  return { upi, history };
}

test.describe('the creator overview', () => {
  test('the demo creator sees the money, history, chart, alerts and tracker, and withdraws ₹100 to UPI', async ({ page, baseURL }) => {
    await ensureEarnings(baseURL!);
    const refused = uniqueUpi();
    await failedWithdrawal(baseURL!, 150, refused.id, 'The bank account is closed.');
    await openOverview(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(rupees(await page.getByTestId('available-balance').textContent())).toBeGreaterThanOrEqual(100);
    for (const tile of ['total-earned', 'in-escrow', 'pending-withdrawal', 'active-campaigns'])
      await expect(page.getByTestId(tile)).toBeVisible();

    const history = page.getByRole('heading', { name: 'Payment history' }).locator('xpath=ancestor::section[1]');
    const table = history.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(
      (await page.getByTestId('available-balance').textContent()) ?? '',
    );
    await expect(table.getByText(/^Payment for /).first()).toBeVisible();
    await expect(table.getByText(/^Credit \+₹/).first()).toBeAttached();
    // The refused withdrawal: its debit marked Failed, and above it the money coming back as a credit.
    const refusedRow = table.getByRole('row').filter({ hasText: `Withdrawal to ${refused.label}` });
    await expect(refusedRow.getByText('Failed', { exact: true })).toBeVisible();
    await expect(refusedRow.getByText('Debit −₹150')).toBeAttached();
    const returnedRow = table
      .getByRole('row')
      .filter({ hasText: 'Failed withdrawal returned to your wallet: The bank account is closed.' })
      .first();
    await expect(returnedRow.getByText('Credit +₹150')).toBeAttached();

    const chart = page.getByTestId('performance-chart');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('trend-views')).toHaveText(/\d/);
    const picker = page.getByRole('group', { name: 'Show on the chart' });
    await picker.getByText('Likes', { exact: true }).click();
    await expect(chart).toHaveAttribute('aria-label', /^Likes from /);
    await picker.getByText('Views', { exact: true }).click();

    const alerts = page.getByRole('heading', { name: 'Alerts', exact: true }).locator('xpath=ancestor::section[1]');
    await expect(alerts.getByRole('heading', { name: /Content due/ }).or(alerts.getByText('No new alerts'))).toBeVisible();

    const tracker = page.getByRole('heading', { name: 'Payment tracker' }).locator('xpath=ancestor::section[1]');
    await tracker.getByRole('tab', { name: /Campaigns/ }).click();
    await expect(tracker.getByTestId('tracked-job').first()).toBeVisible();
    const showAll = tracker.getByRole('button', { name: /^Show all \d+ campaign payments$/ });
    if (await showAll.isVisible()) await showAll.click();
    await expect(tracker.getByText('Paid to your wallet (done)').first()).toBeAttached();
    await tracker.getByRole('tab', { name: /Withdrawals/ }).click();
    const refusedItem = tracker.getByTestId('tracked-withdrawal').filter({ hasText: refused.label });
    await expect(refusedItem.getByText('Failed (failed)')).toBeAttached();
    await expect(refusedItem.getByText('The bank account is closed. The money is back in your wallet.')).toBeVisible();
    await shot(page, 'payment-tracker-failed', refusedItem);
    await tracker.getByRole('tab', { name: /Campaigns/ }).click();

    await shot(page, 'overview-dashboard');
    expect(await accessibilityProblems(page)).toEqual([]);

    const { upi } = await withdrawHundred(page, true);
    const row = table.getByRole('row').filter({ hasText: `Withdrawal to ${upi.label}` });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Debit −₹100')).toBeAttached();

    // The tracker turns to the withdrawal just asked for: requested (done), sent to the bank (next).
    await expect(tracker.getByRole('tab', { name: /Withdrawals/ })).toHaveAttribute('aria-selected', 'true');
    const item = tracker.getByTestId('tracked-withdrawal').filter({ hasText: upi.label });
    await expect(item.getByText('Withdrawal requested (done)')).toBeAttached();
    await expect(item.locator('[aria-current="step"]')).toContainText('Sent to the bank');
    await shot(page, 'payment-tracker', tracker);
    await shot(page, 'withdraw-pending');

    // Keyboard: the modal opens from the keyboard, explains a bank mismatch, and Escape closes it.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
    await dialog.getByLabel('Bank account').check();
    await dialog.getByLabel(/^Account number/).fill('123456789012');
    await dialog.getByLabel(/^Confirm account number/).fill('123456789013');
    await dialog.getByLabel(/^Confirm account number/).blur();
    await expect(dialog.getByText('The account numbers do not match.', { exact: true })).toBeVisible();
    await dialog.getByLabel(/^IFSC/).fill('hdfc0001234');
    await expect(dialog.getByLabel(/^IFSC/)).toHaveValue('HDFC0001234');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Nothing typed is kept: opening again starts empty.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByLabel(/^UPI ID/)).toHaveValue('');
    await page.keyboard.press('Escape');

    // The scripts the demo creator has in each review state say why, and until when, on their cards.
    await page.getByRole('navigation', { name: 'Creator navigation' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { name: 'Generated Scripts' })).toBeVisible();
    // Other journeys move the demo creator's scripts on meanwhile: look for the seeded rejection wherever it now sits.
    await expect(
      page
        .getByTestId('rejection-reason')
        .filter({ hasText: /why the brand rejected your video/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('auto-approval-countdown').first()).toContainText(/If the brand does not decide in .+ automatically\./);
    await expect(page.getByText('Maximum reject time attempts (3) reached for this script.').first()).toBeVisible();
    await shot(page, 'scripts-review-states');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The seeded post link the brand rejected: its campaign's page asks for a new link, and the button reads Resubmit.
    const scripts: { campaign_id: string; productName: string; status: string }[] = (
      await (await page.request.get('/api/creator/scripts')).json()
    ).data;
    const tote = scripts.find((s) => s.productName === 'Handloom Cotton Tote' && s.status === 'Post Rejected');
    expect(tote, 'the demo seeds a Post Rejected script').toBeTruthy();
    await page.goto(`/creator/dashboard/campaigns/${tote!.campaign_id}/submit`);
    await expect(page.getByText('The brand asked for an updated link to your post. Paste the new link below.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resubmit' })).toBeDisabled();
    await page.getByLabel('Post link').fill('https://www.instagram.com/reel/tote-market-day');
    await expect(page.getByRole('button', { name: 'Resubmit' })).toBeEnabled();
    await shot(page, 'script-post-rejected');
  });

  test('on a phone the overview stacks, the history is a list and ₹100 goes to UPI @mobile', async ({ page, baseURL }) => {
    await ensureEarnings(baseURL!);
    await openOverview(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const history = page.getByRole('heading', { name: 'Payment history' }).locator('xpath=ancestor::section[1]');
    await expect(history.getByRole('table')).toBeHidden();
    await expect(history.getByRole('list', { name: 'Payment history, newest first' })).toBeVisible();
    await expect(page.getByTestId('performance-chart').locator('svg.recharts-surface')).toBeVisible();
    await shot(page, 'overview-dashboard');
    expect(await accessibilityProblems(page)).toEqual([]);

    const { upi } = await withdrawHundred(page, true);
    const line = history.getByRole('listitem').filter({ hasText: `Withdrawal to ${upi.label}` });
    await expect(line.getByText('Pending')).toBeVisible();
    await expect(line.getByText('−₹100')).toBeVisible();

    const tracker = page.getByRole('heading', { name: 'Payment tracker' }).locator('xpath=ancestor::section[1]');
    const item = tracker.getByTestId('tracked-withdrawal').filter({ hasText: upi.label });
    await expect(item.locator('[aria-current="step"]')).toContainText('Sent to the bank');
    await shot(page, 'payment-tracker', tracker);
    await shot(page, 'withdraw-pending');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The scripts in every review state fit the phone too.
    await page.goto('/creator/dashboard/content-submission');
    await expect(page.getByRole('heading', { name: 'Generated Scripts' })).toBeVisible();
    await expect(page.getByText('Maximum reject time attempts (3) reached for this script.').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'scripts-review-states');
  });
});
