import type { Locator, Page } from '@playwright/test';
import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { expect, test } from './support/console-errors';
import { expectNoSeriousAxeFindings } from './support/accessibility';
import { brandShot, openSidebarLink, unique } from './support/brand-workspace';
import { creatorApi } from './support/creator-api';
import { DEMO_BRAND } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { playVideo } from './support/media';
import { expectFitsWidth, signInThroughApi } from './support/pages';

const REASON = 'Show the lid and the 24-hour test in the first 10 seconds, please.';

const badge = (card: Locator, label: string) => card.locator('header').getByText(label, { exact: true });

/**
 * Issue 13 §1: a creator's video reaches the demo brand, who filters Pending, plays it, rejects it with a reason, and
 * approves the re-upload; then completes the post link.
 */
async function reviewFlow(page: Page, baseURL: string) {
  const brand = await brandApi(baseURL);
  const productName = unique('Review Flask');
  const campaign = await fundedCampaign(brand, productName);
  await brand.api.dispose();
  const creator = await creatorApi(baseURL);
  const scriptId = await creator.saveScript(
    campaign,
    `${productName}\n\n0:00 Open on the bottle on my desk.\n0:10 Pour ice water, close the lid, shake it.\n0:40 Next morning: still cold.`,
  );
  await creator.uploadVideo(scriptId);

  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
  await openSidebarLink(page, 'Content Review and Approvals', 'Pending Review');
  await expect(page).toHaveURL(/\/brand\/content-review\?status=pending$/);
  await expect(page.getByRole('heading', { name: M.title })).toBeVisible();
  await expect(page.getByText(M.subtitle)).toBeVisible();
  const pendingTab = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^Pending Review/ });
  await expect(pendingTab).toHaveAttribute('aria-current', 'page');

  // Only this campaign's submissions (other runs share the demo brand), kept in the address.
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: productName });
  await expect(page).toHaveURL(new RegExp(`status=pending&campaign_id=${campaign.id}`));
  const card = page.getByTestId('submission-card').filter({ hasText: productName });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('submission-card')).toHaveCount(1);
  await expect(badge(card, 'In Review')).toBeVisible();
  await expect(card.getByText(/^By \S/)).toBeVisible();
  await expect(card.getByTestId('review-countdown')).toHaveText(/^Approves automatically in \d+ days?( \d+ h)? if you don't decide$/);
  await expect(card.getByText('None yet (3 allowed)')).toBeVisible();

  // The script and the real video through the authorised Range route.
  await card.getByRole('button', { name: 'View Script' }).click();
  await expect(card.getByText(/Next morning: still cold\./)).toBeVisible();
  await card.getByRole('button', { name: 'View Video' }).click();
  await playVideo(card);
  await expect(card.getByRole('button', { name: 'Hide Video' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeFindings(page);
  await expectFitsWidth(page);
  await brandShot(page, 'review-pending');

  // Reject with a reason: the button waits for one, and the brand confirms.
  await card.getByRole('button', { name: 'Reject', exact: true }).click();
  const submit = card.getByRole('button', { name: 'Submit Rejection' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  const reason = card.getByLabel(/^Rejection reason/);
  await expect(reason).toBeFocused();
  await reason.fill('   ');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await reason.fill(REASON);
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(M.confirm('Rejected'));
  await expect(dialog.getByRole('button', { name: 'Yes, reject' })).toBeVisible();
  await brandShot(page, 'review-reject-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(page.getByText(M.success('rejected'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(badge(card, 'Rejected')).toBeVisible();
  await expect(card.getByText(REASON)).toBeVisible();
  await expect(card.getByText(/^Rejected on /)).toBeVisible();
  await expect(card.getByText('Rejection 1 of 3')).toBeVisible();
  await expect(card.getByTestId('next-step')).toHaveText(/^Waiting for .+ to upload a new video \(attempt 2 of 3\)\.$/);
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(card.getByTestId('review-countdown')).toHaveCount(0);
  await page.getByText(M.success('rejected')).waitFor({ state: 'hidden', timeout: 10_000 });
  await brandShot(page, 'review-rejected');

  // The Rejected filter holds it too.
  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^Rejected/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`status=rejected&campaign_id=${campaign.id}`));
  await expect(badge(card, 'Rejected')).toBeVisible();

  // The creator uploads again (attempt 2 of 3); the brand approves it.
  await creator.uploadVideo(scriptId);
  await page.goto(`/brand/content-review?status=pending&campaign_id=${campaign.id}`);
  await expect(badge(card, 'In Review')).toBeVisible();
  await expect(card.getByText('Rejection 1 of 3')).toBeVisible();
  // By keyboard this time: Enter on Approve, Enter on the confirmation; the card then holds the focus.
  await card.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(page.getByRole('dialog')).toContainText(M.confirm('Approved'));
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).press('Enter');
  await expect(page.getByText(M.success('approved'))).toBeVisible();
  await expect(badge(card, 'Approved')).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card.getByTestId('next-step')).toHaveText(/^Waiting for .+ to post the video and send you the link\.$/);
  await page.getByText(M.success('approved')).waitFor({ state: 'hidden', timeout: 10_000 });
  await brandShot(page, 'review-approved', { fullPage: false });
  await expect(card.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

  // The post link comes in: the Post Link box, then Complete pays the creator.
  const postLink = `https://www.instagram.com/p/${scriptId.slice(0, 8)}/`;
  await creator.submitPostLink(scriptId, postLink);
  await page.goto(`/brand/content-review?status=pending&campaign_id=${campaign.id}`);
  await expect(badge(card, 'Post Under Verification')).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(postLink.replace(/[./]/g, '\\$&')) })).toHaveAttribute('href', postLink);
  await expect(card.getByTestId('review-countdown')).toHaveText(/^Completes and pays automatically in /);
  await brandShot(page, 'review-post');
  await card.getByRole('button', { name: /^Complete and pay ₹/ }).click();
  await expect(page.getByRole('dialog')).toContainText(M.confirm('Completed'));
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, complete' }).click();
  await expect(page.getByText(M.success('completed'))).toBeVisible();
  await expect(badge(card, 'Completed')).toBeVisible();
  await expect(card.getByTestId('next-step')).toHaveText(/^₹[\d,]+ was released to .+'s wallet\.$/);
  await expect(card.getByRole('button', { name: /^Complete/ })).toHaveCount(0);
  await creator.api.dispose();

  await expectFitsWidth(page);
}

test.describe('brand content review', () => {
  test('the demo brand filters Pending, plays the video, rejects with a reason, approves the re-upload and completes the post', async ({
    page,
    baseURL,
  }) => {
    await reviewFlow(page, baseURL!);
  });

  test('the same review fits a phone @mobile', async ({ page, baseURL }) => {
    await reviewFlow(page, baseURL!);
  });

  test('keeps the filter in the address and the sidebar link current after a reload', async ({ page }) => {
    await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
    // The demo's submissions, one in each review state, side by side.
    await page.goto('/brand/content-review');
    await expect(page.getByTestId('submission-card').first()).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await brandShot(page, 'review-all');
    await page.goto('/brand/content-review?status=approved');
    await expect(page.getByRole('heading', { name: M.title })).toBeVisible();
    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Brand navigation' });
    await expect(sidebar.getByRole('link', { name: 'Approved', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'All Submissions', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^Approved/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
