import { expect as baseExpect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { csrfOfContext } from './support/api-session';
import { codeFromMailbox, newBrand, registerBrandThroughApi } from './support/brand-entry';
import { brandShot, unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { creatorCallsInContext } from './support/creator-api';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { freshCreatorSignedIn, watchPageErrors } from './support/marketplace-loop';
import { playVideo } from './support/media';
import { docsScreenshot, expectFitsWidth } from './support/pages';

/**
 * A collaboration of the creator signed in to `context`, done for real: the demo brand funds a campaign (organic-only
 * rights), the creator saves a script and uploads the sample video, the brand approves it, the creator sends the post
 * link, and the brand marks it complete.
 */
async function completedCollaboration(context: BrowserContext, baseURL: string, product: string) {
  const brand = await brandApi(baseURL);
  const campaign = await fundedCampaign(brand, product);
  const creator = creatorCallsInContext(context);
  const scriptId = await creator.saveScript(campaign, 'Morning walk, cold water, one take.');
  await creator.uploadVideo(scriptId);
  const approved = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' });
  baseExpect(approved.status(), await approved.text()).toBe(200);
  await creator.submitPostLink(scriptId, 'https://www.instagram.com/reel/Portfolio1/');
  const completed = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' });
  baseExpect(completed.status(), await completed.text()).toBe(200);
  await brand.api.dispose();
}

/** A brand that had nothing to do with the collaboration, registered and verified (which signs its context in). */
async function anotherBrandSignedIn(browser: Browser, baseURL: string, page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const brand = newBrand('portfolio');
  await registerBrandThroughApi(context.request, brand);
  const otp = await codeFromMailbox(context.request, brand.email);
  const verified = await context.request.post('/api/brands/verify-otp', {
    data: { email: brand.email, otp },
    headers: { 'x-csrf-token': await csrfOfContext(context), accept: 'application/json' },
  });
  baseExpect(verified.status(), await verified.text()).toBe(200);
  return context;
}

/** The card whose heading is `title`: the nearest section around the heading. */
const sectionTitled = (scope: Locator, title: string) =>
  scope.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]');

/**
 * Issue 23 §2: a creator picks a completed video for their portfolio, adds a link, puts the link first with the
 * keyboard and saves; the preview shows it, and another brand sees both on the creator's page and plays the video.
 */
async function portfolioFlow(page: Page, context: BrowserContext, browser: Browser, baseURL: string) {
  const creator = await freshCreatorSignedIn(context, { firstName: 'Kavya', lastName: 'Menon' });
  const product = unique('Trail flask');
  await completedCollaboration(context, baseURL, product);

  await page.goto('/creator/dashboard/profile');
  const editor = page.getByRole('region', { name: 'Portfolio' });
  await expect(editor.getByText('Nothing picked yet.', { exact: false })).toBeVisible();
  await editor.getByRole('checkbox', { name: new RegExp(product) }).check();
  const order = editor.getByRole('list', { name: 'Your portfolio, in the order brands see it' });
  await expect(order.getByRole('listitem')).toHaveCount(1);

  // A plain http link is refused with the server's own words; the https one is added at the end.
  const links = editor.getByRole('form', { name: 'Add a link' });
  await links.getByLabel(/^Title/).fill('Monsoon cooking reel');
  await links.getByLabel(/^Link/).fill('http://www.youtube.com/watch?v=mon5oon');
  await links.getByRole('button', { name: 'Add link' }).click();
  await expect(links.getByText('Use a secure link that starts with https://.')).toBeVisible();
  await links.getByLabel(/^Link/).fill('https://www.youtube.com/watch?v=mon5oon');
  await links.getByRole('button', { name: 'Add link' }).click();
  await expect(order.getByRole('listitem')).toHaveCount(2);

  // Reordered from the keyboard: the focus stays on the button, so a second press would move it again.
  const up = order.getByRole('button', { name: 'Move Monsoon cooking reel up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem').first()).toContainText('Monsoon cooking reel');
  await expect(up).toBeFocused();
  await editor.getByRole('button', { name: 'Save portfolio' }).click();
  await expect(editor.getByText('Portfolio saved. Brands see it on your page now.')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await expectFitsWidth(page);
  // The viewport from the editor's top: an element shot of something taller than a phone stitches the sticky header in.
  await editor.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
  await docsScreenshot(page, 'creator', 'portfolio-editor', { fullPage: false, scale: 'css' });

  // The preview shows the portfolio as brands see it.
  await page.getByText('Preview your page as brands see it').click();
  const preview = sectionTitled(page.locator('details'), 'Portfolio');
  await expect(preview.getByRole('link', { name: /Monsoon cooking reel/ })).toBeVisible();
  await expect(preview.locator('video')).toHaveCount(1);
  await docsScreenshot(page, 'creator', 'portfolio-preview', { target: preview, scale: 'css' });

  // Another brand opens the creator's page: the link first, then the video, which it may play.
  const brandContext = await anotherBrandSignedIn(browser, baseURL, page);
  const brandPage = await brandContext.newPage();
  const pageErrors = watchPageErrors(brandPage);
  await brandPage.goto(`/brand/creators/${creator.username}`);
  const portfolio = sectionTitled(brandPage.locator('main'), 'Portfolio');
  await expect(portfolio.getByRole('link', { name: /Monsoon cooking reel/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=mon5oon',
  );
  await expect(portfolio.getByText(`Made on Amplio for ${product}`)).toBeVisible();
  await playVideo(portfolio);
  await expectNoSeriousAxeFindings(brandPage);
  await expectFitsWidth(brandPage);
  await brandShot(brandPage, 'creator-portfolio');
  await docsScreenshot(brandPage, 'brand', 'creator-portfolio-section', { target: portfolio, scale: 'css' });
  pageErrors();
  await brandContext.close();
}

test.describe('creator portfolio', () => {
  test('a creator picks a completed video and a link, and another brand sees and plays it on their page', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await portfolioFlow(page, context, browser, baseURL!);
  });

  test('the same on a phone @mobile', async ({ page, context, browser, baseURL }) => {
    await portfolioFlow(page, context, browser, baseURL!);
  });
});
