import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { codeFromMailbox, newBrand, registerBrandThroughApi, typeCode } from './support/brand-entry';
import { DEMO_OPERATOR } from './support/demo-accounts';
import { docsScreenshot, expectFitsWidth, openAndHydrate } from './support/pages';

/** A new brand registers, verifies its e-mail with the mailed code, and lands in the app on day 1 of its trial. */
async function newBrandOnTrial(page: Page, prefix: string) {
  const brand = newBrand(prefix);
  await registerBrandThroughApi(page.request, brand);
  const code = await codeFromMailbox(page.request, brand.email);
  await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}`);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  return brand;
}

const shot = (page: Page, name: string, options: { fullPage?: boolean } = {}) => docsScreenshot(page, 'subscriptions', name, options);

/** Issue 26 §2 as a new brand tries it: the trial, subscribing through the sandbox, an upgrade, a cancellation and a resume. */
async function subscriptionJourney(page: Page) {
  await newBrandOnTrial(page, 'subscribe');
  const badge = page.getByTestId('trial-badge');
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(/\/brand\/billing$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Free trial (Growth limits)')).toBeVisible();
  await expect(main.getByText('None due')).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'trial');

  // Choose Starter: the dialog states the rupee price with GST before any payment.
  await main.getByRole('listitem', { name: 'Starter plan' }).getByRole('button', { name: 'Choose Starter' }).click();
  const choose = page.getByRole('dialog', { name: 'Choose Starter' });
  await expect(choose).toContainText('₹41,999 + ₹7,559.82 GST = ₹49,558.82 a month');
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'choose-dialog', { fullPage: false });
  await choose.getByRole('button', { name: 'Continue to payment' }).click();

  // The sandbox's recurring checkout: authorise the mandate and pay the first month.
  await expect(page.getByRole('heading', { name: 'Subscribe to Amplio Starter' })).toBeVisible();
  await shot(page, 'sandbox-mandate');
  await page.getByRole('button', { name: /^Authorise (mandate )?and pay/ }).click();
  // Back on the billing page, which drops `?checkout=` as soon as the webhook has confirmed the payment.
  await expect(page).toHaveURL(/\/brand\/billing(\?checkout=|$)/);
  await expect(main.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/brand\/billing$/);
  const plan = main.locator('section').filter({ has: page.getByRole('heading', { name: 'Your plan' }) });
  await expect(plan.getByText('Starter', { exact: true })).toBeVisible();
  await expect(plan.getByText(/₹41,999 \+ ₹7,559.82 GST = ₹49,558.82 on/)).toBeVisible();
  await expect(plan.getByText(/test mode/i).first()).toBeVisible();
  await expect(main.getByRole('listitem', { name: 'Starter plan' }).getByText('Current plan', { exact: true })).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'subscribed');

  // Upgrade to Growth at once.
  await main.getByRole('listitem', { name: 'Growth plan' }).getByRole('button', { name: 'Upgrade to Growth' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Growth now?' });
  await expect(upgrade).toContainText('credited, to the paisa');
  await shot(page, 'upgrade-dialog', { fullPage: false });
  await upgrade.getByRole('button', { name: 'Upgrade to Growth' }).click();
  await expect(upgrade).toBeHidden();
  await expect(main.getByRole('listitem', { name: 'Growth plan' }).getByText('Current plan', { exact: true })).toBeVisible();
  await expect(main.getByRole('listitem', { name: 'Starter plan' }).getByRole('button', { name: 'Downgrade to Starter' })).toBeVisible();

  // Cancel at the period's end, then resume.
  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your Growth plan?' });
  await expect(cancel).toContainText('You can undo this until');
  await shot(page, 'cancel-dialog', { fullPage: false });
  await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(cancel).toBeHidden();
  await expect(main.getByText(/^Your plan ends on/)).toBeVisible();
  await expect(plan.getByText('None due')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'cancelling');
  await plan.getByRole('button', { name: 'Resume Growth' }).click();
  await expect(plan.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await expect(main.getByText(/^Your plan ends on/)).toHaveCount(0);
  await expectFitsWidth(page);
}

test('a new brand subscribes through the sandbox, upgrades, cancels and resumes', async ({ page }) => {
  await subscriptionJourney(page);
});

test('subscribing, upgrading, cancelling and resuming on a phone @mobile', async ({ page }) => {
  await subscriptionJourney(page);
});

/** Contact sales from the billing page, then the operator puts that account on Enterprise. */
async function enterpriseJourney(page: Page) {
  const brand = await newBrandOnTrial(page, 'enterprise');
  await page.goto('/brand/billing');
  const main = page.getByRole('main');
  await main.getByRole('listitem', { name: 'Enterprise plan' }).getByRole('button', { name: 'Contact sales' }).click();
  const form = page.getByRole('dialog', { name: 'Talk to sales about Enterprise' });
  await form.getByRole('button', { name: 'Send to sales' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await form.getByLabel(/^Your name/).fill('Asha Rao');
  await form.getByLabel(/^Work e-mail/).fill(brand.email);
  await form.getByLabel(/^Company/).fill(`${brand.company} Group`);
  await form.getByLabel(/^Campaigns a month/).fill('40');
  await form.getByLabel(/^Message/).fill('Four brands, launches every month.');
  await shot(page, 'contact-sales', { fullPage: false });
  await form.getByRole('button', { name: 'Send to sales' }).click();
  await expect(form.getByText(/Our sales team will write to you/)).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();

  // The operator, in a session of their own.
  const ops = await page
    .context()
    .browser()!
    .newPage({ viewport: page.viewportSize() ?? undefined });
  await ops.goto('/ops/sales-leads');
  await expect(ops).toHaveURL(/\/ops\/login/);
  await ops.getByLabel(/^Work email\*?$/).fill(DEMO_OPERATOR.email);
  await ops.getByLabel(/^Password\*?$/).fill(DEMO_OPERATOR.password);
  await ops.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(ops.getByRole('heading', { name: 'Sales leads', level: 1 })).toBeVisible();
  const lead = ops.getByRole('article', { name: `Lead from ${brand.company} Group` }).filter({ hasText: brand.email });
  await expect(lead).toContainText('About 40 campaigns a month');
  await expect(lead).toContainText('Free trial');
  await expectFitsWidth(ops);
  await shot(ops, 'ops-sales-leads');
  await lead.getByRole('button', { name: 'Put on Enterprise' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Put this account on Enterprise?' });
  await dialog.getByLabel(/^Monthly price/).fill('150000');
  await dialog.getByLabel('Unlimited campaigns').check();
  await shot(ops, 'ops-enterprise-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Put on Enterprise' }).click();
  await expect(dialog).toBeHidden();
  await expect(lead).toContainText('Enterprise · ₹1,50,000 a month · unlimited campaigns');
  await ops.close();

  await page.reload();
  await expect(main.getByRole('listitem', { name: 'Enterprise plan' }).getByText('Current plan', { exact: true })).toBeVisible();
  await expect(main.getByText(/\(unlimited\)$/)).toBeVisible();
  await shot(page, 'enterprise');
}

test('a brand contacts sales and the operator puts it on Enterprise', async ({ page }) => {
  await enterpriseJourney(page);
});

test('contact sales and the operator’s Enterprise screen on a phone @mobile', async ({ page }) => {
  await enterpriseJourney(page);
});

/** The brand landing page: the spec's dollar prices with the rupee price charged in India beside them. */
async function landingPrices(page: Page) {
  await openAndHydrate(page, '/brand');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  const pricing = page.locator('[data-ready="pricing"]');
  await expect(pricing).toBeVisible();
  await expect(pricing.locator('[data-plan="Starter"]')).toContainText('Charged in India as ₹41,999 a month + 18% GST');
  await expect(pricing.locator('[data-plan="Growth"]')).toContainText('Charged in India as ₹83,999 a month + 18% GST');
  await expect(pricing.locator('[data-plan="Enterprise"]')).not.toContainText('₹');
  await expectFitsWidth(page);
  await docsScreenshot(page, 'subscriptions', 'landing-pricing', { target: pricing });

  // The home page's copy lists the dollar prices too, with the rupee prices under them.
  await openAndHydrate(page, '/mainpagecopy');
  const copyPricing = page.locator('#pricing');
  await copyPricing.scrollIntoViewIfNeeded();
  await expect(copyPricing).toContainText('Charged in India as ₹41,999 (Starter) and ₹83,999 (Growth) a month + 18% GST.');
  await expectFitsWidth(page);
  await docsScreenshot(page, 'subscriptions', 'main-page-copy-pricing', { target: copyPricing });
}

test('the brand landing page shows the rupee price beside each dollar price', async ({ page }) => {
  await landingPrices(page);
});

test('the landing page’s rupee prices on a phone @mobile', async ({ page }) => {
  await landingPrices(page);
});
