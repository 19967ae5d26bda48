import { CONTENT_UPLOAD_MESSAGES as U } from '@amplio/shared/domain/script-upload-rules';
import { OPS_MESSAGES as O } from '@amplio/shared/schemas/ops';
import { REVIEW_MESSAGES as R } from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES as S } from '@amplio/shared/schemas/scripts';
import { HISTORY_REMARKS, TRACKER_LABELS as T, TRACKER_NOTES, WALLET_MESSAGES as W } from '@amplio/shared/schemas/wallet';
import type { Browser, Locator, Page } from '@playwright/test';
import { formatRupees } from '../apps/web/src/lib/format-money';
import { unique } from './support/brand-workspace';
import { expect, test } from './support/console-errors';
import { csrfPost } from './support/api-session';
import { creatorCallsInContext, SAMPLE_VIDEO, SHORT_VIDEO } from './support/creator-api';
import { DEMO_BRAND, DEMO_OPERATOR } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import {
  escrowFigure,
  expectNotCutOff,
  freshCreatorSignedIn,
  loopShot,
  rupeesIn,
  sectionOf,
  watchPageErrors,
} from './support/marketplace-loop';
import { playVideo, throttleUploads } from './support/media';
import { uniqueUpiId } from './support/ops-money';
import { expectFitsWidth, signInThroughApi } from './support/pages';

/**
 * Issue 13 §6 "Done means": the whole marketplace loop in real Chromium, three people at once in three browser
 * contexts: the demo brand, a new creator, and the demo operator. Only the campaign is made through the API (funding
 * it is another journey); every step after that is a click in the browser. The detailed rules of each screen are
 * proven by their own journeys (brand-review, creator-upload, creator-overview, ops-console); this one proves they
 * hand over to each other.
 */

const FUNDED = 20_000;
const WITHDRAWAL = 1_000;
const FIRST_REASON = 'The label is hidden for the first 10 seconds. Show the bottle’s logo up front, please.';
const THIRD_REASONS = [
  'The audio is out of sync with your lips from 0:05 on.',
  'Still out of sync; please record the voice again.',
  'The bottle is never shown. We cannot use this one.',
];

interface Loop {
  productName: string;
  campaign: { id: string; brand_id: string };
  creatorName: string;
  brand: Page;
  creator: Page;
  checkBrandErrors: () => void;
}

/** The overview's money tiles and their names. */
const TILE_LABELS = {
  'total-earned': 'Total earned',
  'in-escrow': 'In escrow',
  'pending-withdrawal': 'Pending withdrawal',
  'active-campaigns': 'Active campaigns',
};

/** A date and time as the tracker writes it ("5 Dec 2026, 3:04 pm"). */
const DATE_TIME = /^\d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2}\s?(am|pm)$/i;

/** The demo brand's new funded campaign, a new creator signed in on `page`, and the demo brand signed in beside them. */
async function startLoop(browser: Browser, page: Page, baseURL: string): Promise<Loop> {
  const productName = unique('Loop Flask');
  const brandSession = await brandApi(baseURL);
  const campaign = await fundedCampaign(brandSession, productName);
  await brandSession.api.dispose();

  const creatorInfo = await freshCreatorSignedIn(page.context());
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  // Every context runs at the project's width (1280 or 390).
  expect(brand.viewportSize()).toEqual(page.viewportSize());
  const checkBrandErrors = watchPageErrors(brand);
  await signInThroughApi(brand, { kind: 'brand', ...DEMO_BRAND });
  return { productName, campaign, creatorName: `${creatorInfo.firstName} ${creatorInfo.lastName}`, brand, creator: page, checkBrandErrors };
}

/** The brand's campaign page, read again, with its escrow figures. */
async function openEscrow(loop: Loop) {
  await loop.brand.goto(`/brand/campaigns/${loop.campaign.id}`);
  await expect(loop.brand.getByRole('heading', { name: loop.productName })).toBeVisible();
  await expect(escrowFigure(loop.brand, 'Funded')).toHaveText(formatRupees(FUNDED));
}

async function expectEscrow(loop: Loop, figures: { reserved: number; released: number }) {
  await openEscrow(loop);
  await expect(escrowFigure(loop.brand, 'Reserved')).toHaveText(formatRupees(figures.reserved));
  await expect(escrowFigure(loop.brand, 'Released')).toHaveText(formatRupees(figures.released));
  await expect(escrowFigure(loop.brand, 'Available')).toHaveText(formatRupees(FUNDED - figures.reserved - figures.released));
}

/** The creator's current script and, under it, the upload and post-link controls. */
const creatorScript = (loop: Loop) => ({
  card: loop.creator
    .getByTestId('script-card')
    .filter({ has: loop.creator.getByRole('heading', { name: loop.productName }) })
    .first(),
  panel: loop.creator.getByTestId('content-submission'),
});

/** The creator's first move: discovery, a search for the campaign, Start Creating, and a saved script. Answers the price. */
async function saveScriptFromDiscovery(loop: Loop): Promise<number> {
  const { creator, productName } = loop;
  await creator.goto('/creator/dashboard/campaign-discovery');
  await expect(creator.getByRole('heading', { name: 'Marketing Campaigns' })).toBeVisible();
  await creator.getByLabel('Search campaigns').fill(productName);
  // The search applies 300 ms after the last keystroke; a click before that is overtaken by it.
  await expect(creator).toHaveURL(/search=/);
  const card = creator.getByTestId('campaign-card').filter({ has: creator.getByRole('heading', { name: productName, exact: true }) });
  await card.getByRole('button', { name: 'Start Creating' }).click();
  const offer = creator.getByRole('dialog', { name: productName });
  // The price arrives after the dialog opens and pushes its footer down; a click aimed before that can miss the link.
  await expect(offer.getByTestId('modal-prices')).toBeVisible();
  await offer.getByRole('link', { name: 'Generate script' }).click();
  await expect(creator).toHaveURL(/\/creator\/dashboard\/content-submission\?/);
  return writeAndSaveScript(loop);
}

/** On the script writer with the campaign chosen: Generate Script, OK, add a line, Save Script, Submit Script. */
async function writeAndSaveScript(loop: Loop): Promise<number> {
  const { creator } = loop;
  const hint = creator.getByText(/^Your price: ₹[\d,]+\. Saving reserves it for you\.$/);
  await expect(hint).toBeVisible();
  const price = rupeesIn(await hint.textContent());
  await creator.getByRole('button', { name: 'Generate Script' }).click();
  const generated = creator.getByRole('dialog', { name: 'Your script' });
  await generated.getByRole('button', { name: 'OK' }).click();
  const editor = creator.getByLabel('Your script');
  await editor.fill(`${await editor.inputValue()}\n\nMy own line: it stays cold through a Chennai afternoon.`);
  await creator.getByRole('button', { name: 'Save Script' }).click();
  await expect(creator.getByText(S.saved(price))).toBeVisible();
  await creator.getByRole('button', { name: 'Submit Script' }).click();
  await expect(creator).toHaveURL(new RegExp(`/creator/dashboard/campaigns/${loop.campaign.id}/submit$`));
  await expect(creator.getByRole('button', { name: 'Submit Script' })).toHaveCount(0);
  await expect(creatorScript(loop).card.getByText('Script Generated')).toBeVisible();
  return price;
}

/**
 * The creator uploads a video (the upload input's label says which attempt it is) and sees In Review: the short clip,
 * since only the first upload of the loop is watched for its progress (with the whole sample clip).
 */
async function uploadVideo(loop: Loop, label: string) {
  const { card, panel } = creatorScript(loop);
  await panel.getByLabel(label, { exact: true }).setInputFiles(SHORT_VIDEO);
  await expect(loop.creator.getByText(U.uploaded)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('In Review', { exact: true })).toBeVisible();
  await expect(panel.locator('input[type=file]')).toHaveCount(0);
}

/** The brand's card of this campaign's submission on Content Review (Pending Review, filtered to the campaign). */
async function openSubmission(loop: Loop, status: string) {
  await loop.brand.goto(`/brand/content-review?status=pending&campaign_id=${loop.campaign.id}`);
  await expect(loop.brand.getByRole('heading', { name: R.title })).toBeVisible();
  const card = loop.brand.getByTestId('submission-card').filter({ hasText: loop.productName });
  await expect(badge(card, status)).toBeVisible();
  await expect(card.getByText(`By ${loop.creatorName}`)).toBeVisible();
  return card;
}

const badge = (card: Locator, label: string) => card.locator('header').getByText(label, { exact: true });

/** The brand asks for the decision and confirms it in the dialog; the toast and the card's badge follow. */
async function decide(
  loop: Loop,
  card: Locator,
  action: { button: RegExp | string; confirm: string; status: string; done: string; badge: string },
) {
  await card.getByRole('button', { name: action.button, exact: typeof action.button === 'string' }).click();
  const dialog = loop.brand.getByRole('dialog');
  await expect(dialog).toContainText(R.confirm(action.status));
  await dialog.getByRole('button', { name: action.confirm }).click();
  await expect(loop.brand.getByText(R.success(action.done))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(badge(card, action.badge)).toBeVisible();
}

async function reject(loop: Loop, card: Locator, reason: string) {
  await card.getByRole('button', { name: 'Reject', exact: true }).click();
  await card.getByLabel(/^Rejection reason/).fill(reason);
  await decide(loop, card, { button: 'Submit Rejection', confirm: 'Yes, reject', status: 'Rejected', done: 'rejected', badge: 'Rejected' });
  await expect(card.getByText(reason)).toBeVisible();
}

/** Every step of a tracker item, in order, done, each with its date and time. */
async function expectStepsDone(item: Locator, labels: readonly string[]) {
  const steps = item.getByTestId('tracker-step');
  await expect(steps).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    const step = steps.nth(index);
    await expect(step).toHaveAttribute('data-state', 'done');
    await expect(step.locator('p').first()).toHaveText(`${label} (done)`);
    await expect(step.locator('p').nth(1)).toHaveText(DATE_TIME);
  }
}

/** On a phone a finished item folds its steps away; unfold them to read (and photograph) them. */
async function unfoldSteps(item: Locator) {
  const unfold = item.getByRole('button', { name: /^Show the \d+ steps$/ });
  if (await unfold.isVisible()) await unfold.click();
}

/** The operator's payout to this UPI id: the queue is worked oldest first, so page on until it shows. */
async function findPayout(ops: Page, upiId: string): Promise<Locator> {
  const payout = ops.locator('[data-payout-id]:visible').filter({ hasText: upiId });
  await expect(ops.locator('[data-payout-id]:visible').first()).toBeVisible();
  while (!(await payout.isVisible())) {
    const next = ops.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    await expect(next, `the payout to ${upiId} is in the queue`).toBeEnabled();
    const first = await ops.locator('[data-payout-id]:visible').first().getAttribute('data-payout-id');
    await next.click();
    await expect(ops.locator('[data-payout-id]:visible').first()).not.toHaveAttribute('data-payout-id', first ?? '');
  }
  return payout;
}

async function happyPath(browser: Browser, page: Page, baseURL: string) {
  const loop = await startLoop(browser, page, baseURL);
  const { brand, creator, productName } = loop;
  const phone = (page.viewportSize()?.width ?? 1280) < 768;

  // The brand's campaign is funded and nobody has reserved any of it yet.
  await expectEscrow(loop, { reserved: 0, released: 0 });

  // The creator finds the campaign, writes and saves a script: its price is reserved in the brand's escrow.
  const price = await saveScriptFromDiscovery(loop);
  expect(price).toBeGreaterThanOrEqual(WITHDRAWAL);
  await loopShot(creator, '01-creator-script-saved');
  await expectEscrow(loop, { reserved: price, released: 0 });
  await loopShot(brand, '02-brand-escrow-reserved');

  // The upload shows its progress (slowed like mobile data), then In Review.
  const { card: script, panel } = creatorScript(loop);
  await throttleUploads(creator, 48 * 1024);
  await panel.getByLabel('Upload video', { exact: true }).setInputFiles(SAMPLE_VIDEO);
  const bar = panel.getByRole('progressbar', { name: 'Uploading your video' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(30);
  await panel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await loopShot(creator, '03-creator-uploading', { fullPage: false });
  await expect(creator.getByText(U.uploaded)).toBeVisible({ timeout: 30_000 });
  await throttleUploads(creator, null);
  await expect(script.getByText('In Review', { exact: true })).toBeVisible();
  await expect(script.getByTestId('auto-approval-countdown')).toBeVisible();
  await expect(panel.locator('input[type=file]')).toHaveCount(0);
  await loopShot(creator, '04-creator-in-review');

  // The brand plays the video and rejects it with a reason.
  let submission = await openSubmission(loop, 'In Review');
  await submission.getByRole('button', { name: 'View Video' }).click();
  await playVideo(submission);
  await reject(loop, submission, FIRST_REASON);
  await expect(submission.getByTestId('next-step')).toHaveText(`Waiting for ${loop.creatorName} to upload a new video (attempt 2 of 3).`);
  await loopShot(brand, '05-brand-rejected');

  // The creator reads the reason and uploads again: attempt 2 of 3.
  await creator.reload();
  await expect(script.getByTestId('rejection-reason')).toContainText(FIRST_REASON);
  await expect(panel.getByText('re-upload attempt 2 of 3', { exact: true })).toBeVisible();
  await loopShot(creator, '06-creator-rejected');
  await uploadVideo(loop, 're-upload attempt 2 of 3');

  // The brand approves the second video.
  submission = await openSubmission(loop, 'In Review');
  await expect(submission.getByText('Rejection 1 of 3')).toBeVisible();
  await decide(loop, submission, { button: 'Approve', confirm: 'Yes, approve', status: 'Approved', done: 'approved', badge: 'Approved' });

  // The creator posts it and sends the link.
  await creator.reload();
  await expect(script.getByText('Approved', { exact: true })).toBeVisible();
  const postLink = `https://www.instagram.com/p/${loop.campaign.id.slice(0, 8)}/`;
  await panel.getByLabel(/^Post link/).fill(postLink);
  await panel.getByRole('button', { name: 'Submit post link' }).click();
  await expect(creator.getByText(U.postLinkSubmitted)).toBeVisible();
  await expect(script.getByText('In Review', { exact: true })).toBeVisible();
  await loopShot(creator, '07-creator-post-link-sent');

  // The brand sees the post under verification, opens its link, and completes it: the money goes to the creator.
  submission = await openSubmission(loop, 'Post Under Verification');
  await expect(submission.getByRole('link', { name: new RegExp(postLink.replace(/[./?]/g, '\\$&')) })).toHaveAttribute('href', postLink);
  await decide(loop, submission, {
    button: /^Complete and pay ₹/,
    confirm: 'Yes, complete',
    status: 'Completed',
    done: 'completed',
    badge: 'Completed',
  });
  await expect(submission.getByTestId('next-step')).toHaveText(`${formatRupees(price)} was released to ${loop.creatorName}'s wallet.`);
  await loopShot(brand, '08-brand-completed');
  await expectEscrow(loop, { reserved: 0, released: price });
  await brand.getByRole('tab', { name: 'Activity' }).click();
  await expect(brand.getByText('Paid to a creator')).toBeVisible();
  await loopShot(brand, '09-brand-escrow-released');

  // The creator's overview: the money in the wallet and its history line.
  await creator.goto('/creator/dashboard/overview');
  await expect(creator.getByTestId('available-balance')).toHaveText(formatRupees(price));
  // The figures' names are read whole, even in a phone's half-width tiles.
  for (const [tile, label] of Object.entries(TILE_LABELS))
    await expectNotCutOff(creator.getByTestId(tile).getByText(label, { exact: true }));
  const history = sectionOf(creator, 'Payment history');
  await expect(history.getByText(HISTORY_REMARKS.earning(productName)).filter({ visible: true })).toBeVisible();
  await loopShot(creator, '10-creator-wallet');

  // The creator withdraws to UPI.
  const upiId = uniqueUpiId();
  await creator.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = creator.getByRole('dialog', { name: 'Withdraw money' });
  await withdraw.getByLabel(/^UPI ID/).fill(upiId);
  await withdraw.getByLabel(/^Amount/).fill(String(WITHDRAWAL));
  await withdraw.getByRole('button', { name: `Withdraw ${formatRupees(WITHDRAWAL)}` }).click();
  await expect(creator.getByText(W.submitted)).toBeVisible();
  await expect(withdraw).toBeHidden();
  await expect(creator.getByTestId('available-balance')).toHaveText(formatRupees(price - WITHDRAWAL));
  const [upiName, upiBank] = upiId.split('@') as [string, string];
  const destination = `UPI ${upiName.slice(0, 2)}…@${upiBank}`;
  // A table row on a wide screen, a list item on a phone.
  const pendingLine = history.locator(phone ? 'li' : 'tr').filter({ hasText: HISTORY_REMARKS.withdrawal(destination), visible: true });
  await expect(pendingLine.getByText('Pending', { exact: true })).toBeVisible();
  await loopShot(creator, '11-creator-withdrawal-pending');

  // The operator finds the payout and marks it paid with the bank's reference.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  // The operator sign-in asks who is signed in first (401 for nobody).
  const checkOpsErrors = watchPageErrors(ops, [/status of 401 \(Unauthorized\)$/]);
  await ops.goto('/ops/login');
  await ops.getByLabel(/^Work email\*?$/).fill(DEMO_OPERATOR.email);
  await ops.getByLabel(/^Password\*?$/).fill(DEMO_OPERATOR.password);
  await ops.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(ops).toHaveURL(/\/ops\/payouts/);
  await expect(ops.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  const payout = await findPayout(ops, upiId);
  await expect(payout.getByText(formatRupees(WITHDRAWAL), { exact: true })).toBeVisible();
  await payout.getByRole('button', { name: /^Mark paid/ }).click();
  const settle = ops.getByRole('dialog', { name: 'Mark this payout paid?' });
  const utr = `AXIS${Date.now()}`.slice(0, 16);
  await settle.getByLabel(/^Bank reference \(UTR\)/).fill(utr);
  await loopShot(ops, '12-ops-mark-paid', { fullPage: false });
  await settle.getByRole('button', { name: 'Mark paid' }).click();
  await expect(ops.getByText(O.settled)).toBeVisible();
  await expect(settle).toBeHidden();
  await ops.getByRole('tab', { name: /^Paid/ }).click();
  const paid = ops.locator('[data-payout-id]:visible').filter({ hasText: upiId });
  await expect(paid.getByText(utr)).toBeVisible();
  await loopShot(ops, '13-ops-paid');

  // The creator's tracker: the campaign payment and the withdrawal, every step done, with its date.
  await creator.reload();
  const tracker = sectionOf(creator, 'Payment tracker');
  await tracker.getByRole('tab', { name: /Withdrawals/ }).click();
  const withdrawal = tracker.getByTestId('tracked-withdrawal').filter({ hasText: destination });
  await expect(withdrawal.getByText(`UTR ${utr}`)).toBeVisible();
  await unfoldSteps(withdrawal);
  await expectStepsDone(withdrawal, [T.requested, T.processing, T.paid]);
  await expect(withdrawal.getByText(TRACKER_NOTES.utr(utr))).toBeVisible();
  await expect(history.getByText(HISTORY_REMARKS.withdrawalPaid(destination, utr)).filter({ visible: true })).toBeVisible();
  await loopShot(creator, '14-creator-tracker-withdrawal', { target: tracker });
  await tracker.getByRole('tab', { name: /Campaigns/ }).click();
  const job = tracker.getByTestId('tracked-job').filter({ hasText: productName });
  await unfoldSteps(job);
  await expectStepsDone(job, [T.reserved, T.submitted, T.approved, T.released]);
  await loopShot(creator, '15-creator-tracker-campaign', { target: tracker });
  await loopShot(creator, '16-creator-overview-done');
  await expectFitsWidth(creator);
  await expectFitsWidth(brand);
  await expectFitsWidth(ops);

  loop.checkBrandErrors();
  checkOpsErrors();
  await opsContext.close();
  await brand.context().close();
}

/** The brand rejects the video with the first two reasons and the creator uploads again after each, through the API. */
async function rejectTwiceThroughApi(loop: Loop) {
  const scripts = (await (await loop.creator.request.get('/api/creator/scripts')).json()).data as { id: string; campaign_id: string }[];
  const scriptId = scripts.find((s) => s.campaign_id === loop.campaign.id)!.id;
  const brandPost = csrfPost(loop.brand.context().request);
  const creatorCalls = creatorCallsInContext(loop.creator.context());
  for (const reason of THIRD_REASONS.slice(0, 2)) {
    const rejected = await brandPost('/api/approve-submission', {
      data: { submission_id: scriptId, status: 'Rejected', rejection_reason: reason },
      headers: { accept: 'application/json' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await creatorCalls.uploadVideo(scriptId);
  }
}

async function thirdRejection(browser: Browser, page: Page, baseURL: string) {
  const loop = await startLoop(browser, page, baseURL);
  const { brand, creator, productName } = loop;

  // This time the creator starts from the campaign's own submission page.
  await creator.goto(`/creator/dashboard/campaigns/${loop.campaign.id}/submit`);
  const price = await writeAndSaveScript(loop);
  await expectEscrow(loop, { reserved: price, released: 0 });

  const { card: script, panel } = creatorScript(loop);
  await uploadVideo(loop, 'Upload video');
  // On a phone the first two rounds go through the API: the phone loop rejects and re-uploads by touch once, and the
  // desktop journey does all three; what this one adds is the third rejection and every screen after it at 390 px.
  const phone = (creator.viewportSize()?.width ?? 1280) < 768;
  if (phone) await rejectTwiceThroughApi(loop);
  for (const [index, reason] of THIRD_REASONS.entries()) {
    if (phone && index < 2) continue;
    const submission = await openSubmission(loop, 'In Review');
    await reject(loop, submission, reason);
    if (index < 2) {
      await expect(submission.getByText(`Rejection ${index + 1} of 3`)).toBeVisible();
      await creator.reload();
      await expect(script.getByTestId('rejection-reason').first()).toContainText(reason);
      await uploadVideo(loop, `re-upload attempt ${index + 2} of 3`);
    } else {
      await expect(submission.getByText('Rejection 3 of 3')).toBeVisible();
      await expect(submission.getByTestId('next-step')).toHaveText(
        `${R.maxRejections} ${formatRupees(price)} went back to the campaign's escrow.`,
      );
      await loopShot(brand, '21-brand-third-rejection');
    }
  }

  // The creator: the limit reached, no way to upload, and the money returned.
  await creator.reload();
  // Said once, on the card, and nothing left to upload with.
  await expect(script.getByText(U.maxAttempts)).toBeVisible();
  await expect(creator.getByText(U.maxAttempts)).toHaveCount(1);
  await expect(panel.locator('input[type=file]')).toHaveCount(0);
  await expect(script.getByText('Closed', { exact: true })).toBeVisible();
  await expect(script.getByTestId('rejection-reason').first()).toContainText(THIRD_REASONS[2]!);
  await loopShot(creator, '22-creator-max-rejections');

  await creator.goto('/creator/dashboard/overview');
  const tracker = sectionOf(creator, 'Payment tracker');
  const job = tracker.getByTestId('tracked-job').filter({ hasText: productName });
  await expect(job.getByText(T.refunded).first()).toBeVisible();
  await unfoldSteps(job);
  const steps = job.getByTestId('tracker-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(2)).toHaveAttribute('data-state', 'failed');
  await expect(steps.nth(2)).toContainText(TRACKER_NOTES.refunded.rejected);
  await expect(creator.getByTestId('available-balance')).toHaveText(formatRupees(0));
  await loopShot(creator, '23-creator-tracker-refund', { target: tracker });

  // The brand: the reservation is back in the escrow, free for another creator.
  await expectEscrow(loop, { reserved: 0, released: 0 });
  await expect(escrowFigure(brand, 'Refunded')).toHaveText(formatRupees(0));
  await brand.getByRole('tab', { name: 'Activity' }).click();
  await expect(brand.getByText('Reservation returned to escrow')).toBeVisible();
  await loopShot(brand, '24-brand-escrow-returned');
  await expectFitsWidth(creator);
  await expectFitsWidth(brand);

  loop.checkBrandErrors();
  await brand.context().close();
}

test.describe('the marketplace loop, three people at once', () => {
  // Several people's whole journey in one test: on a 2-core runner having a slow day it passed the 2-minute default at
  // its last step (decision 036), so these journeys get twice that.
  test.describe.configure({ timeout: 240_000 });
  test('a video is rejected, re-uploaded, approved, posted and completed; the creator withdraws and the operator pays', async ({
    browser,
    page,
    baseURL,
  }) => {
    await happyPath(browser, page, baseURL!);
  });

  test('the same loop on a phone @mobile', async ({ browser, page, baseURL }) => {
    await happyPath(browser, page, baseURL!);
  });

  test('a third rejection closes the script and returns the reservation to the escrow', async ({ browser, page, baseURL }) => {
    await thirdRejection(browser, page, baseURL!);
  });

  test('the third rejection on a phone @mobile', async ({ browser, page, baseURL }) => {
    await thirdRejection(browser, page, baseURL!);
  });
});
