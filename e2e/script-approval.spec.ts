import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONTENT_UPLOAD_MESSAGES as U } from '@amplio/shared/domain/script-upload-rules';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES } from '@amplio/shared/schemas/scripts';
import { csrfOfContext } from './support/api-session';
import { unique } from './support/brand-workspace';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { expectFitsWidth, saveScreenshot, signInThroughApi } from './support/pages';

const REASON = 'Say the SPF number in the first 5 seconds, please.';

/** A page signed in as the demo brand or the demo creator, in a context of its own (the two sides side by side). */
async function signedIn(browser: Browser, kind: 'brand' | 'creator', like: Page) {
  const context = await browser.newContext({
    viewport: like.viewportSize() ?? undefined,
    isMobile: (like.viewportSize()?.width ?? 1280) < 600,
    hasTouch: (like.viewportSize()?.width ?? 1280) < 600,
  });
  const page = await context.newPage();
  await signInThroughApi(page, { kind, ...(kind === 'brand' ? DEMO_BRAND : DEMO_CREATOR) });
  return page;
}

/**
 * Issue 28 §1, as the two people would: the brand turns "Approve scripts before filming" on in the campaign form, the
 * creator's saved script reaches the brand first, the brand rejects it with a reason, the creator edits and sends it
 * again, the brand approves it, and only then is the creator's upload open.
 */
async function scriptApprovalFlow(browser: Browser, page: Page, baseURL: string) {
  // Two people, two sessions and four decisions on 2 busy cores.
  test.setTimeout(300_000);
  const brandSetup = await brandApi(baseURL);
  const productName = unique('Sun Shield');
  const campaign = await fundedCampaign(brandSetup, productName);
  await brandSetup.api.dispose();

  // The brand turns the option on in the campaign form.
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: `/brand/campaigns/edit/${campaign.id}` });
  const option = page.getByLabel(CAMPAIGN_MESSAGES.scriptApprovalLabel);
  await expect(option).not.toBeChecked();
  await expect(page.getByText(CAMPAIGN_MESSAGES.scriptApprovalHint)).toBeVisible();
  await option.check();
  await option.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'script-approval-campaign-form', { fullPage: false });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/${campaign.id}$`));
  expect((await (await page.request.get(`/api/brands/campaigns/${campaign.id}`)).json()).data.script_approval_required).toBe(true);

  // The creator saves a script: it goes to the brand, and the upload stays closed.
  const creator = await signedIn(browser, 'creator', page);
  const saved = await creator.request.post('/api/campaigns/save-script', {
    data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: `${productName}: morning routine, SPF on.` },
    headers: { 'x-csrf-token': await csrfOfContext(creator.context()), accept: 'application/json' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect((await saved.json()).data.status).toBe('Script Submitted');
  await creator.goto(`/creator/dashboard/campaigns/${campaign.id}/submit`);
  const mine = creator.getByTestId('script-card').filter({ hasText: productName }).first();
  await expect(mine.getByText('Script Submitted', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('script-approval-note')).toHaveText(SCRIPT_MESSAGES.approvalNote);
  await expect(mine.getByTestId('auto-approval-countdown')).toContainText('your script is approved automatically');
  await expect(creator.getByText('Upload video', { exact: true })).toHaveCount(0);
  await expectFitsWidth(creator);
  await mine.scrollIntoViewIfNeeded();
  await saveScreenshot(creator, 'script-approval-creator-waiting', { fullPage: false });

  // The brand finds it under Scripts and rejects it with a reason.
  await page.goto(`/brand/content-review?status=scripts&campaign_id=${campaign.id}`);
  const tab = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^Scripts/ });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const card = page.getByTestId('submission-card').filter({ hasText: productName });
  await expect(card).toHaveCount(1);
  await expect(card.locator('header').getByText('Script Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText('morning routine, SPF on.')).toBeVisible();
  await expect(card.getByTestId('review-countdown')).toHaveText(/^Approves the script automatically in .+ if you don't decide$/);
  await expectFitsWidth(page);
  await saveScreenshot(page, 'script-approval-brand-waiting');
  await card.getByRole('button', { name: 'Reject script' }).click();
  await card.getByLabel(/^Rejection reason/).fill(REASON);
  await card.getByRole('button', { name: 'Submit Rejection' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reject this script?');
  await expect(dialog).toContainText(M.confirm('Script Rejected'));
  await expect(dialog).toContainText('A rejected script counts towards the 3 rejections (2 left after this).');
  await saveScreenshot(page, 'script-approval-brand-reject-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(page.getByText(M.success('rejected'))).toBeVisible();

  // The creator reads why, edits the script and sends it again.
  await creator.reload();
  await expect(mine.getByText('Why the brand rejected your script')).toBeVisible();
  await expect(mine.getByText(REASON)).toBeVisible();
  await expect(mine.getByTestId('script-next-step')).toHaveText('Next: edit your script and send it again (2 of 3 rejections left).');
  await mine.getByRole('button', { name: 'Edit and send script again' }).click();
  await mine.getByLabel(/Your edited script/).fill(`${productName}: SPF 50 in the first 5 seconds, then my morning routine.`);
  await saveScreenshot(creator, 'script-approval-creator-edit', { fullPage: false });
  await mine.getByRole('button', { name: 'Send script again' }).click();
  await expect(creator.getByText(SCRIPT_MESSAGES.resubmitted)).toBeVisible();
  await expect(mine.getByText('Script Submitted', { exact: true })).toBeVisible();

  // The brand approves the new version.
  await page.reload();
  await expect(card.getByText('SPF 50 in the first 5 seconds')).toBeVisible();
  await card.getByRole('button', { name: 'Approve script' }).click();
  await expect(dialog).toContainText('Approve this script?');
  await dialog.getByRole('button', { name: 'Yes, approve script' }).click();
  await expect(page.getByText(M.success('approved'))).toBeVisible();
  await expect(card.locator('header').getByText('Script Approved', { exact: true })).toBeVisible();
  await expect(card.getByTestId('next-step')).toContainText('Script approved. Waiting for');
  await saveScreenshot(page, 'script-approval-brand-approved');

  // The creator may now film and upload.
  await creator.reload();
  await expect(mine.getByText('Script Approved', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('script-next-step')).toHaveText('The brand approved your script. Film your video and upload it.');
  await expect(creator.getByText('Upload video', { exact: true })).toBeVisible();
  await expect(creator.getByText(U.scriptAwaitingApproval)).toHaveCount(0);
  await expectFitsWidth(creator);
  await creator.getByText('Upload video', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(creator, 'script-approval-creator-upload-open', { fullPage: false });
  await creator.context().close();
}

test('a brand approves scripts before filming: reject with a reason, resubmit, approve, upload opens', async ({
  browser,
  page,
  baseURL,
}) => {
  await scriptApprovalFlow(browser, page, baseURL!);
});

test('a brand approves scripts before filming, on a phone @mobile', async ({ browser, page, baseURL }) => {
  await scriptApprovalFlow(browser, page, baseURL!);
});
