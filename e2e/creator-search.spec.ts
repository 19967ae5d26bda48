import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { csrfOfContext } from './support/api-session';
import { brandShot, openSidebarLink } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { DEMO_BRAND } from './support/demo-accounts';
import { freshCreatorSignedIn } from './support/marketplace-loop';
import { docsScreenshot, expectFitsWidth, signInThroughApi } from './support/pages';

/**
 * A creator no other test touches (the demo creator's numbers change under other tests): registered in Kolkata, food,
 * Hindi, with 25,000 Instagram followers, 1,000 likes and 50 comments a post (4.20 % engagement). The username is one
 * random word, so the typo-tolerant search matches nobody else with it.
 */
async function kolkataCreator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const id = `k${Math.random().toString(36).slice(2, 12)}`;
  const creator = await freshCreatorSignedIn(context, {
    firstName: 'Ishita',
    lastName: 'Banerjee',
    username: id,
    email: `${id}@creator.test`,
  });
  const links = (await (await context.request.get('/api/creator/social-links')).json()).data as {
    id: string;
    platform: string;
    url: string;
  }[];
  const instagram = links.find((link) => link.platform === 'instagram')!;
  const saved = await context.request.put(`/api/creator/social-links/${instagram.id}`, {
    data: { url: instagram.url, followers: 25_000, avg_views: 6_000, avg_likes: 1_000, avg_comments: 50 },
    headers: { 'x-csrf-token': await csrfOfContext(context) },
  });
  baseExpect(saved.status(), await saved.text()).toBe(200);
  await context.close();
  return creator;
}

/**
 * Issue 23 §1: the demo brand finds a creator by username, narrows by platform, followers and city (facet counts
 * beside the values), meets the empty state, and Back and a reload keep the search.
 */
async function searchFlow(page: Page, browser: Browser, baseURL: string, phone: boolean) {
  const creator = await kolkataCreator(browser, baseURL);
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
  await openSidebarLink(page, 'Creators', 'Find creators');
  await expect(page).toHaveURL(/\/brand\/creators$/);
  await expect(page.getByRole('heading', { name: 'Find creators', level: 2 })).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('list', { name: 'Creators' })).toBeVisible();

  // The username, typed: the address keeps it.
  await page.getByRole('searchbox').fill(creator.username);
  await expect(page).toHaveURL(new RegExp(`\\?q=${creator.username}$`));
  const card = results.getByRole('article').filter({ hasText: `@${creator.username}` });
  await expect(card).toHaveCount(1);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Ishita Banerjee' })).toBeVisible();
  await expect(card.getByText('Kolkata, West Bengal, IN')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Platforms' })).toContainText('25K followers');
  await expect(card.getByRole('list', { name: 'Platforms' })).toContainText('4.20% engagement');
  for (const secret of [creator.email, '1 Park Street', '700016', '1995-04-12']) await expect(page.getByText(secret)).toHaveCount(0);

  // Narrow by platform, followers and city; each value shows how many creators the search would keep.
  if (phone) await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('Category')).toContainText('Food & Cooking (1)');
  await expect(filters.getByLabel('Platform')).toContainText('Instagram (1)');
  await filters.getByLabel('Platform').selectOption('instagram');
  await filters.getByLabel('Followers from').fill('10000');
  await filters.getByLabel('Followers to').fill('100000');
  await filters.getByLabel('City').fill('Kolkata');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/platform=instagram&min_followers=10000&max_followers=100000&city=Kolkata/);
  await expect(card).toBeVisible();

  // The price on one of the brand's campaigns: a range appears with it, and the cheapest come first.
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  const campaign = filters.getByLabel('Price for campaign');
  await campaign.selectOption({ index: 1 });
  await filters.getByLabel('Price from').fill('500');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/campaign_id=[0-9a-f-]{36}&min_price=500/);
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  await expect(card.getByRole('list', { name: 'Platforms' })).toContainText('₹');
  await expectNoSeriousAxeFindings(page);
  await expectFitsWidth(page);
  await brandShot(page, 'creator-search');

  // A city with nobody: an empty state that says what to do; Back returns to the search before, and a reload keeps it.
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  await filters.getByLabel('City').fill('Shillong');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(results.getByText('No creators match this search')).toBeVisible();
  await expect(results.getByRole('button', { name: 'Clear the search' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/city=Kolkata/);
  await expect(card).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();

  // The creator's page: numbers with their source, a track record worked out by Amplio, and the price on the campaign
  // with its working; "Back to search" returns to this very search.
  await card.getByRole('link', { name: 'Ishita Banerjee' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/creators/${creator.username}$`));
  await expect(page.getByRole('heading', { name: 'Ishita Banerjee', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Track record' })).toBeVisible();
  await expect(page.getByText('Self-reported · updated')).toBeVisible();
  const prices = page.locator('section', { has: page.getByRole('heading', { name: 'Price on your running campaigns' }) });
  await expect(prices.getByText(/₹[\d,]+/).first()).toBeVisible();
  await prices.getByText('How this price is worked out').first().click();
  await expect(prices.getByText(/^Your price: ₹/).first()).toBeVisible();
  for (const secret of [creator.email, '1 Park Street', '700016', '1995-04-12']) await expect(page.getByText(secret)).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  await expectFitsWidth(page);
  await brandShot(page, 'creator-profile');

  // Save to a new list from the page; the list page shows the creator, and taking them off leaves an empty list.
  const listName = `Kolkata food ${creator.username}`;
  await page.getByRole('button', { name: 'Save to a list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to a list' });
  await dialog.getByRole('textbox', { name: 'New list' }).fill(listName);
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /^Saved to \d+ lists?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(/city=Kolkata/);
  await expect(card).toBeVisible();

  await openSidebarLink(page, 'Creators', 'Saved lists');
  await page
    .getByRole('navigation', { name: 'Your lists' })
    .getByRole('link', { name: new RegExp(listName) })
    .click();
  const saved = page.getByRole('list', { name: `Creators on ${listName}` });
  await expect(saved.getByRole('article').filter({ hasText: `@${creator.username}` })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await expectFitsWidth(page);
  await brandShot(page, 'creator-lists');
  await saved.getByRole('button', { name: /^Remove from list\W+Ishita Banerjee$/ }).click();
  await expect(page.getByText('No creators on this list yet')).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByRole('navigation', { name: 'Your lists' }).getByRole('link', { name: new RegExp(listName) })).toHaveCount(0);
}

test.describe('creator search', () => {
  test('the demo brand finds a creator by username, narrows by platform, followers and city, and Back keeps the search', async ({
    page,
    browser,
    baseURL,
  }) => {
    await searchFlow(page, browser, baseURL!, false);
  });

  test('the same search fits a phone @mobile', async ({ page, browser, baseURL }) => {
    await searchFlow(page, browser, baseURL!, true);
  });

  test('a creator switches out of brands’ search, adds a language, and previews the page brands see', async ({ page, context }) => {
    const creator = await freshCreatorSignedIn(context);
    await page.goto('/creator/dashboard/profile');
    const card = page.getByRole('form', { name: 'How brands find you' });
    await expect(card).toBeVisible();
    const open = card.getByRole('checkbox', { name: /Open to invitations/ });
    await expect(open).toBeChecked();
    await open.uncheck();
    await card.getByLabel('Other languages I make content in').selectOption('Tamil');
    await expect(card.getByRole('list', { name: 'Other languages' })).toContainText('Tamil');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Saved. Brands see your page this way now.')).toBeVisible();
    await page.getByText('Preview your page as brands see it').click();
    await expect(page.getByRole('heading', { name: `${creator.firstName} ${creator.lastName}`, level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories and languages' }).getByText('Tamil')).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await docsScreenshot(page, 'creator', 'brand-view', { target: page.locator('section', { has: card }) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsWidth(page);
    await docsScreenshot(page, 'creator', 'brand-view', { target: page.locator('section', { has: card }) });

    // Nothing lost on a reload.
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'How brands find you' }).getByRole('checkbox', { name: /Open to invitations/ }),
    ).not.toBeChecked();
    await expect(page.getByRole('list', { name: 'Other languages' })).toContainText('Tamil');
  });
});
