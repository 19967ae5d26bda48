import type { Page } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { brandShot, daysFromToday, isPhone, logoPng, openSidebarLink, todayInIndia, unique } from './support/brand-workspace';
import { DEMO_BRAND } from './support/demo-accounts';
import { signInThroughApi } from './support/pages';

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function addBrand(page: Page, name: string) {
  await openSidebarLink(page, 'Brand Management', 'Add New Brand');
  await expect(page).toHaveURL(/\/brand\/management\/add$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Management');
  await main(page)
    .getByLabel(/^Brand name/)
    .fill(name);
  await page.locator('input[type=file][name=logo]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await main(page)
    .getByLabel(/^Website/)
    .fill('https://glow.example.com');
  await main(page)
    .getByLabel(/^Industry/)
    .selectOption('retail');
  await main(page)
    .getByLabel(/^Description/)
    .fill('Skincare made for Indian summers.');
  await brandShot(page, '02-add-brand');
  await page.getByRole('button', { name: 'Add brand' }).click();
  await expect(toast(page, 'Brand profile created.')).toBeVisible();
  await expect(page).toHaveURL(/\/brand\/management\/profiles$/);
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await brandShot(page, '03-brand-profiles');

  await main(page)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\/brand\/management\/edit\//);
  await expect(main(page).getByLabel(/^Brand name/)).toHaveValue(name);
  await expect(main(page).getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await main(page)
    .getByLabel(/^Description/)
    .fill('Skincare made for Indian summers. Dermatologist tested.');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Brand profile saved.')).toBeVisible();
  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, level: 3 }) });
  await expect(card.getByText(/Dermatologist tested\./)).toBeVisible();
}

async function createDraft(page: Page, input: { product: string; brand: string }) {
  await openSidebarLink(page, 'Campaign Management', 'Create New');
  await expect(page).toHaveURL(/\/brand\/campaigns\/create$/);
  await main(page)
    .getByLabel(/^Brand\*?$/)
    .selectOption({ label: input.brand });
  await main(page)
    .getByLabel(/^Product name/)
    .fill(input.product);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: input.product, level: 2 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Finish the draft to fund it')).toBeVisible();
  await brandShot(page, '04-draft-details');
  await expectNoSeriousAxeFindings(page);
}

async function completeDraftAndOpenFunding(page: Page) {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/campaigns\/edit\//);
  await main(page)
    .getByLabel(/^Description/)
    .fill('A lightweight vitamin C serum. Show your morning routine with it.');
  const features = main(page).getByLabel(/^Key features/);
  await features.fill('Absorbs in 30 seconds');
  await features.press('Enter');
  await features.fill('Fragrance free');
  await features.press('Enter');
  await main(page)
    .getByRole('group', { name: /Platforms/ })
    .getByLabel('Instagram')
    .check();
  await main(page)
    .getByRole('group', { name: /Platforms/ })
    .getByLabel('YouTube')
    .check();
  await main(page)
    .getByLabel(/^Video style/)
    .fill('Tutorial');
  await main(page)
    .getByLabel(/^Marketing objective/)
    .selectOption('sales');
  await main(page)
    .getByLabel(/^Target audience/)
    .fill('Women 18–30 in metro cities who follow skincare creators.');
  const tags = main(page).getByLabel(/^Tags/);
  await tags.fill('skincare, summer');
  await tags.press('Enter');
  await main(page)
    .getByLabel(/^Start date/)
    .fill(todayInIndia());
  await main(page)
    .getByLabel(/^End date/)
    .fill(daysFromToday(30));
  await main(page)
    .getByLabel(/^Budget/)
    .fill('10000');
  await main(page)
    .getByLabel(/^Compensation per creator/)
    .fill('2500');
  await main(page)
    .getByLabel(/^Price cap per creator/)
    .fill('5000');
  await main(page)
    .getByLabel(/^Paid ads for 30 days/)
    .check();
  await brandShot(page, '05-campaign-form');
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('button', { name: 'Save and fund' }).click();
  await expect(toast(page, 'Campaign saved.')).toBeVisible();
}

test.describe('brand workspace', () => {
  // Two dozen pages, two uploads, a checkout and a background refund: on 2 busy cores this needs more than 2 minutes.
  test.describe.configure({ timeout: 240_000 });
  async function journey(page: Page) {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByRole('heading', { name: 'Your escrow' })).toBeVisible();
    await brandShot(page, '01-dashboard');
    await expectNoSeriousAxeFindings(page);
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Brand navigation' });
      await drawer.getByRole('button', { name: 'Campaign Management' }).click();
      await expect(drawer.getByRole('link', { name: 'Drafts' })).toBeVisible();
      await brandShot(page, '00-navigation', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      await page
        .getByRole('button', { name: 'Demo Brand Co.' })
        .or(page.getByRole('button', { name: /Account menu/ }))
        .first()
        .click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await brandShot(page, '00-account-menu', { fullPage: false });
      await page.keyboard.press('Escape');
    }

    const brand = unique('Glow Co');
    await addBrand(page, brand);

    const product = unique('Vitamin C serum');
    await createDraft(page, { product, brand });
    await completeDraftAndOpenFunding(page);

    // Fund: the fee and GST are on screen before the checkout.
    const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Test mode — no real money moves')).toBeVisible();
    await expect(dialog.getByLabel(/^Amount to fund/)).toHaveValue('10000');
    await expect(dialog.getByText('₹1,000', { exact: true })).toBeVisible();
    await expect(dialog.getByText('₹180', { exact: true })).toBeVisible();
    await expect(dialog.getByText('₹11,180', { exact: true })).toBeVisible();
    await brandShot(page, '06-fund-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Continue to pay ₹11,180' }).click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await brandShot(page, '07-sandbox-checkout');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/brand\/campaigns\/[^/?]+\?funding=/);
    await expect(page.getByText('Payment received: ₹10,000 is now in escrow.')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('h2 + span', { hasText: 'Active' }).or(page.getByText('Active', { exact: true }).first())).toBeVisible();
    await brandShot(page, '08-funded-active');

    // Pause, then complete: what no creator reserved comes back.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('dialog', { name: 'Pause this campaign?' }).getByRole('button', { name: 'Pause campaign' }).click();
    await expect(toast(page, /Campaign paused\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const complete = page.getByRole('dialog', { name: 'Complete this campaign?' });
    await expect(
      complete.getByText(
        'The ₹10,000 no creator has reserved is refunded to you, with the ₹1,000 platform fee and ₹180 GST charged on it: ₹11,180 in all, with a credit note.',
      ),
    ).toBeVisible();
    await brandShot(page, '09-complete-confirm', { fullPage: false });
    await complete.getByRole('button', { name: 'Complete campaign' }).click();
    await expect(toast(page, /Campaign completed\./)).toBeVisible();
    const refunded = page.locator('dl div').filter({ has: page.locator('dt', { hasText: /^Refunded$/ }) });
    await expect(refunded.locator('dd').first()).toHaveText('₹10,000', { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText('Refunded to you')).toBeVisible();
    await brandShot(page, '10-completed-refunded');
    await expectNoSeriousAxeFindings(page);

    // The receipt prints on its own.
    await page.getByRole('tab', { name: 'Funding history' }).click();
    await page
      .getByRole('link', { name: /^Receipt/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByText('Total paid')).toBeVisible();
    await brandShot(page, '11-receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Brand navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await brandShot(page, '12-receipt-print');
    await page.emulateMedia({ media: 'screen' });

    // The list finds it by name and shows its figures.
    await openSidebarLink(page, 'Campaign Management', 'All Campaigns');
    await main(page).getByLabel('Search campaigns').fill(product);
    await expect(page).toHaveURL(/search=/);
    await expect(main(page).getByRole('link', { name: product })).toBeVisible();
    await expect(main(page).getByText('Cold Brew Starter Kit')).toHaveCount(0);
    await brandShot(page, '13-campaign-list');
    if (!isPhone(page)) await expect(page.getByRole('row').filter({ hasText: product })).toContainText('Completed');
  }

  test('a brand adds a brand, drafts, funds, pauses and completes a campaign, and sees the refund', async ({ page }) => {
    await journey(page);
  });

  test('the same journey on a phone @mobile', async ({ page }) => {
    await journey(page);
  });

  async function fixedPages(page: Page) {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });

    await page.goto('/brand/management');
    await expect(page).toHaveURL(/\/brand\/management\/profiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Management');
    await expect(
      main(page)
        .getByRole('heading', { name: 'Demo Brand Co.', level: 3 })
        .or(main(page).getByRole('heading', { level: 3 }).first()),
    ).toBeVisible();

    await page.goto('/brand/profile');
    await expect(main(page).getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/brand\/dashboard$/);

    // Drafts and Archived are the list with a filter; the sidebar marks the one open.
    await openSidebarLink(page, 'Campaign Management', 'Drafts');
    await expect(page).toHaveURL(/\/brand\/campaigns\?status=draft$/);
    await expect(main(page).getByRole('heading', { name: 'Drafts', level: 2 })).toBeVisible();
    await expect(main(page).getByLabel('Status')).toHaveValue('draft');
    if (!isPhone(page))
      await expect(page.getByRole('navigation', { name: 'Brand navigation' }).getByRole('link', { name: 'Drafts' })).toHaveAttribute(
        'aria-current',
        'page',
      );

    await page.goto('/brand/campaigns?status=archived&search=nothing-is-called-this');
    await expect(main(page).getByText('No campaigns match your search')).toBeVisible();
    await brandShot(page, '14-empty-search');
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/brand\/campaigns\?status=archived$/);

    // Someone else's (or no) campaign: a 404 that says what to do, never a blank page.
    await page.goto('/brand/campaigns/00000000-0000-4000-8000-000000000000');
    await expect(main(page).getByText('We could not load this campaign.')).toBeVisible();
    await expect(main(page).getByText(/Go back to the list and pick it again/)).toBeVisible();
    await brandShot(page, '15-campaign-not-found');
  }

  test.describe('fixed pages and states', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('Brand management redirects to its profiles, Your Profile goes back, filters and a missing campaign say what to do', async ({
      page,
    }) => {
      await fixedPages(page);
    });

    test('the same pages on a phone @mobile', async ({ page }) => {
      await fixedPages(page);
    });
  });

  test('the sidebar works from the keyboard, one feature open at a time', async ({ page }) => {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
    const nav = page.getByRole('navigation', { name: 'Brand navigation' });
    const campaigns = nav.getByRole('button', { name: 'Campaign Management' });
    const brands = nav.getByRole('button', { name: 'Brand Management' });
    await campaigns.focus();
    await page.keyboard.press('Enter');
    await expect(campaigns).toHaveAttribute('aria-expanded', 'true');
    await brands.focus();
    await page.keyboard.press('Space');
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await expect(campaigns).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Brand Profiles' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/management\/profiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Management');
  });

  test('a failed payment says so on return, adds nothing to escrow, and offers to try again', async ({ page }) => {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const brands = await (await page.request.get('/api/brands/brand-profiles')).json();
    const product = unique('Monsoon jacket');
    const created = await page.request.post('/api/brands/campaigns', {
      headers: { 'X-CSRF-TOKEN': token ?? '' },
      data: {
        brand_id: brands.data[0].id,
        product_name: product,
        description: 'A packable rain jacket.',
        key_features: ['Packs into its pocket'],
        platform: ['instagram'],
        video_style: 'Review',
        marketing_objective: 'sales',
        target_audience: 'Commuters in Mumbai',
        start_date: todayInIndia(),
        end_date: daysFromToday(20),
        compensation: 1500,
        budget: 3000,
        usage_rights: 'organic_only',
      },
    });
    expect(created.status()).toBe(201);
    const { data } = await created.json();

    await page.goto(`/brand/campaigns/${data.id}?fund=1`);
    const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
    await expect(dialog.getByLabel(/^Amount to fund/)).toHaveValue('3000');
    await dialog.getByRole('button', { name: 'Continue to pay ₹3,354' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Fail the payment' }).click();

    await expect(page).toHaveURL(/\?funding=/);
    await expect(main(page).getByText('The payment did not go through.')).toBeVisible({ timeout: 30_000 });
    await expect(main(page).getByText('Draft', { exact: true }).first()).toBeVisible();
    await brandShot(page, '16-payment-failed');
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Fund campaign' })).toBeVisible();
  });
});
