import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { CONTENT_UPLOAD_MESSAGES } from '@amplio/shared/domain/script-upload-rules';
import { SCRIPT_MESSAGES } from '@amplio/shared/schemas/scripts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, uploadVideo } from '../content-uploads/content-helpers';
import {
  alertsOf,
  auditOf,
  decide,
  escrowOf,
  invariantsHold,
  lastNotice,
  mailsTo,
  moneyOf,
  noticeMailText,
  POST_LINK,
  postUnderVerification,
  rejectAndReupload,
  scriptRow,
  transfersOfScript,
  videoInReview,
} from './review-helpers';

const PRICE = 2_500;
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterEach(() => invariantsHold(t));
afterAll(() => t.close());

describe('POST /api/approve-submission: the video stage', () => {
  it('approves a video In Review with the spec’s message, and moves no money', async () => {
    const c = await videoInReview(t, brand);
    const before = await moneyOf(t, c);
    const res = await decide(brand.agent, {
      submission_id: c.scriptId,
      status: 'approved',
      rejection_reason: null,
      rejected_post_remarks: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Submission approved successfully',
      data: { id: c.scriptId, status: 'Approved', auto_approve_at: null, rejection_count: 0 },
    });
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Approved', autoApproveAt: null, closedAt: null });
    expect(row.approvedAt).toEqual(t.clock.now());
    expect(await moneyOf(t, c)).toEqual(before);
    expect(await auditOf(t, c.scriptId, 'review.decided')).toHaveLength(1);
  });

  it.each([
    ['rejected', 'Rejected', 'rejectedRemarks'],
    ['script_rejected', 'Script Rejected', 'scriptRejectedRemarks'],
  ] as const)('%s stores the trimmed reason and its date, and counts a rejection', async (sent, status, column) => {
    const c = await videoInReview(t, brand);
    const res = await decide(brand.agent, { submission_id: c.scriptId, status: sent, rejection_reason: '  The audio is too quiet.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Submission rejected successfully');
    expect(res.json().data).toMatchObject({ status, rejection_count: 1 });
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status, rejectionCount: 1, [column]: 'The audio is too quiet.', closedAt: null, autoApproveAt: null });
    expect(row.rejectedAt).toEqual(t.clock.now());
    // The creator sees the reason and may upload again: attempt 2 of 3.
    const mine = (await c.agent.get(`/api/creator/scripts/${c.scriptId}`)).json().data;
    expect(mine).toMatchObject({ status, rejection_count: 1, rejected_at: t.clock.now().toISOString() });
    expect(await uploadVideo(c.agent, { scriptId: c.scriptId }).then((r) => r.statusCode)).toBe(200);
  });

  it('refuses a rejection without a reason, or with spaces only, on rejection_reason (422), and changes nothing', async () => {
    const c = await videoInReview(t, brand);
    for (const rejection_reason of [undefined, null, '', '   ', '\n\t ']) {
      const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason });
      expect(res.statusCode, String(rejection_reason)).toBe(422);
      expect(res.json()).toEqual({ message: M.reasonRequired, errors: { rejection_reason: [M.reasonRequired] } });
    }
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'In Review', rejectionCount: 0 });
  });

  it('takes a reason of 2,000 characters and refuses 2,001', async () => {
    const c = await videoInReview(t, brand);
    const long = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ rejection_reason: [M.reasonTooLong] });
    const ok = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: ` ${'y'.repeat(2000)} ` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await scriptRow(t, c.scriptId)).rejectedRemarks).toHaveLength(2000);
  });

  it('refuses an unknown status and a missing submission id with the field’s message', async () => {
    const c = await videoInReview(t, brand);
    const bad = await decide(brand.agent, { submission_id: c.scriptId, status: 'published' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [M.statusInvalid] });
    const missing = await decide(brand.agent, { status: 'approved' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ submission_id: [M.submissionRequired] });
  });

  it.each(['completed', 'Post Rejected'])('refuses %s on a video: it is not a post yet (409)', async (status) => {
    const c = await videoInReview(t, brand);
    const res = await decide(brand.agent, { submission_id: c.scriptId, status, rejected_post_remarks: 'Wrong post' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.postDecisionOnVideo);
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'In Review' });
  });

  it('refuses a decision on a script with no upload yet (Script Generated is not waiting)', async () => {
    const { creatorWithScript } = await import('../content-uploads/content-helpers');
    const c = await creatorWithScript(t, brand);
    const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notAwaitingDecision('Not Uploaded'));
  });
});

describe('POST /api/approve-submission: the third rejection', () => {
  it('closes the script and refunds its reservation to the escrow exactly once; the escrow figures show it', async () => {
    const c = await videoInReview(t, brand);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const before = await escrowOf(brand, c.campaign.id);
    expect(before.reserved).toBe(paiseToRupees(reserved));
    await rejectAndReupload(brand, c, 2);
    expect((await moneyOf(t, c)).reservation).toBe(reserved);

    // A second later, so the closing notice is the creator's newest whatever order the database returns ties in.
    t.clock.advance(1_000);
    const third = await decide(brand.agent, { submission_id: c.scriptId, status: 'Script Rejected', rejection_reason: 'Off brief again' });
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data).toMatchObject({ status: 'Script Rejected', rejection_count: 3, closed_reason: 'rejected' });
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ rejectionCount: 3, closedReason: 'rejected', scriptRejectedRemarks: 'Off brief again' });
    expect(row.closedAt).toEqual(t.clock.now());
    expect((await moneyOf(t, c)).reservation).toBe(0n);
    const after = await escrowOf(brand, c.campaign.id);
    expect(after).toMatchObject({ reserved: 0, released: 0, available: before.available + paiseToRupees(reserved) });
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toEqual([
      { kind: 'reservation_refund', amount: reserved, key: `reservation-refund:${c.scriptId}` },
    ]);
    // The creator is told the script is closed, why, and where the money went.
    const closing =
      'The brand rejected your script: "Off brief again". Maximum reject time attempts (3) reached for this script. The script is closed and its money went back to the campaign.';
    expect(await lastNotice(t, c)).toEqual({
      title: 'Script closed: Glow serum',
      message: closing,
      subject: 'Script closed: Glow serum',
      text: noticeMailText(t, c, closing),
      alerts: 3,
      mails: 3,
    });

    // A replay finds nothing waiting, moves nothing, and the creator can no longer upload.
    const again = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notAwaitingDecision('Script Rejected'));
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
    const upload = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toBe(CONTENT_UPLOAD_MESSAGES.maxAttempts);
    // The brand has used its three rejections: a new script on the campaign would start the count again, so it is
    // refused and nothing is reserved.
    const escrowBefore = await escrowOf(brand, c.campaign.id);
    const saved = await c.agent.post('/api/campaigns/save-script', {
      brand_id: c.campaign.brand_id,
      campaign_id: c.campaign.id,
      script: 'Take two',
    });
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json().message).toBe(SCRIPT_MESSAGES.rejectedOut);
    expect(await escrowOf(brand, c.campaign.id)).toEqual(escrowBefore);
  });
});

describe('POST /api/approve-submission: the post stage', () => {
  it('completes a post: Completed, closed, and the reservation released to the creator’s wallet once', async () => {
    const c = await postUnderVerification(t, brand);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const list = (await brand.agent.get('/api/brands/creator-submissions')).json().data.data;
    expect(list.find((s: { id: string }) => s.id === c.scriptId)).toMatchObject({
      status: 'Post Under Verification',
      link: POST_LINK,
      post_link: POST_LINK,
    });

    const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Submission completed successfully',
      data: { status: 'completed', closed_reason: 'completed' },
    });
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Completed', closedReason: 'completed', autoApproveAt: null });
    expect(row.completedAt).toEqual(t.clock.now());
    expect(row.closedAt).toEqual(t.clock.now());
    expect(await moneyOf(t, c)).toEqual({ reservation: 0n, wallet: reserved });
    expect(await escrowOf(brand, c.campaign.id)).toMatchObject({ reserved: 0, released: paiseToRupees(reserved) });
    expect(await transfersOfScript(t, c.scriptId)).toContainEqual({ kind: 'release', amount: reserved, key: `release:${c.scriptId}` });

    // Double click: the second finds it completed (409) and pays nothing more.
    const twice = await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notAwaitingDecision('Completed'));
    expect((await moneyOf(t, c)).wallet).toBe(reserved);
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'release')).toHaveLength(1);
  });

  it('rejects a post with its reason on rejected_post_remarks, without counting it towards the three', async () => {
    const c = await postUnderVerification(t, brand);
    const blank = await decide(brand.agent, { submission_id: c.scriptId, status: 'Post Rejected', rejected_post_remarks: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: M.postReasonRequired, errors: { rejected_post_remarks: [M.postReasonRequired] } });
    const tooLong = await decide(brand.agent, {
      submission_id: c.scriptId,
      status: 'Post Rejected',
      rejected_post_remarks: 'z'.repeat(2001),
    });
    expect(tooLong.json().errors).toEqual({ rejected_post_remarks: [M.reasonTooLong] });

    const res = await decide(brand.agent, {
      submission_id: c.scriptId,
      status: 'Post Rejected',
      rejection_reason: null,
      rejected_post_remarks: ' The post is private. ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Submission post rejected successfully',
      data: { status: 'Post Rejected', rejection_count: 0 },
    });
    expect(await scriptRow(t, c.scriptId)).toMatchObject({
      status: 'Post Rejected',
      rejectedPostRemarks: 'The post is private.',
      rejectionCount: 0,
    });
    const told = 'The brand rejected your post link: "The post is private.". Submit an updated link.';
    expect(await lastNotice(t, c)).toEqual({
      title: 'Post link rejected: Glow serum',
      message: told,
      subject: 'Post link rejected: Glow serum',
      text: noticeMailText(t, c, told),
      alerts: 2,
      mails: 2,
    });

    // The creator resubmits; the brand completes it.
    const again = await c.agent.post('/api/creator/submit-post-link', {
      script_id: c.scriptId,
      post_link: 'https://www.instagram.com/reel/Cx2/',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await scriptRow(t, c.scriptId)).postSubmittedAt).toEqual(t.clock.now());
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' })).statusCode).toBe(200);
  });

  it('understands a post rejection whose reason comes as rejection_reason', async () => {
    const c = await postUnderVerification(t, brand);
    const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'post_rejected', rejection_reason: 'Tag the brand' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await scriptRow(t, c.scriptId)).rejectedPostRemarks).toBe('Tag the brand');
  });

  it.each(['approved', 'rejected', 'script_rejected'])('refuses %s on a post under verification (409)', async (status) => {
    const c = await postUnderVerification(t, brand);
    const res = await decide(brand.agent, { submission_id: c.scriptId, status, rejection_reason: 'No' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.videoDecisionOnPost);
  });

  it('refuses any decision on an approved video waiting for its post link', async () => {
    const c = await videoInReview(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    for (const status of ['approved', 'completed', 'rejected', 'Post Rejected']) {
      const res = await decide(brand.agent, { submission_id: c.scriptId, status, rejection_reason: 'x', rejected_post_remarks: 'x' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(M.notAwaitingDecision('Approved'));
    }
  });
});

describe('what the creator is told', () => {
  it('writes one alert and one e-mail per decision, with the brand’s reason escaped in the mail', async () => {
    const c = await videoInReview(t, brand, { product_name: 'Glow <serum>' });
    await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Show the <b>label</b> & the bottle' });
    await uploadVideo(c.agent, { scriptId: c.scriptId });
    t.clock.advance(60_000);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });

    const alerts = await alertsOf(t, c.scriptId);
    expect(alerts.map((a) => [a.kind, a.title])).toEqual(
      expect.arrayContaining([
        ['campaignUpdates', 'Video rejected: Glow <serum>'],
        ['campaignUpdates', 'Video approved: Glow <serum>'],
      ]),
    );
    expect(alerts).toHaveLength(2);
    const rejected = alerts.find((a) => a.title.startsWith('Video rejected'))!;
    expect(rejected.message).toBe(
      'The brand rejected your video: "Show the <b>label</b> & the bottle". Upload a new video (re-upload attempt 2 of 3).',
    );
    expect(rejected.link).toBe(`/creator/dashboard/campaigns/${c.campaign.id}/submit`);

    const mails = (await mailsTo(t, c.user.email)).filter((m) => m.subject.includes('Glow'));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Video approved: Glow <serum>', 'Video rejected: Glow <serum>']);
    const html = mails.find((m) => m.subject.startsWith('Video rejected'))!.html;
    expect(html).toContain('Show the &lt;b&gt;label&lt;/b&gt; &amp; the bottle');
    expect(html).not.toContain('<b>label</b>');
    expect(mails[0]!.text).toContain(`/creator/dashboard/campaigns/${c.campaign.id}/submit`);
  });

  it('tells the creator how much reached the wallet on completion', async () => {
    const c = await postUnderVerification(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    // The creator's price for the campaign's ₹2,500 (no audience metrics yet).
    expect(paiseToRupees((await scriptRow(t, c.scriptId)).reservedPaise)).toBe(PRICE);
    const done = 'The brand completed Glow serum. ₹2,500 was released to your wallet.';
    expect(await lastNotice(t, c)).toEqual({
      title: 'Completed: ₹2,500 is in your wallet',
      message: done,
      subject: 'Completed: ₹2,500 is in your wallet',
      text: noticeMailText(t, c, done, 'money'),
      alerts: 2,
      mails: 2,
    });
    const unread = await c.agent.get('/api/creator/alerts/unread-count');
    expect(unread.json()).toEqual({ success: true, unread_count: 2 });
  });

  it('files the completion, which pays the creator, under Payments rather than Campaign updates (issue 25)', async () => {
    const c = await postUnderVerification(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    const res = await c.agent.get('/api/creator/alerts');
    expect(res.statusCode, res.body).toBe(200);
    const { paymentStatus, campaignUpdates } = res.json().data as Record<string, { title: string }[]>;
    expect(paymentStatus!.map((a) => a.title)).toContain('Completed: ₹2,500 is in your wallet');
    expect(campaignUpdates!.map((a) => a.title)).not.toContain('Completed: ₹2,500 is in your wallet');
  });
});
