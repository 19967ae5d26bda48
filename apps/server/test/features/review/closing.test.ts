import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { ABANDON_MESSAGES, SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorJoining, creatorWithScript, uploadVideo } from '../content-uploads/content-helpers';
import {
  alertsOf,
  auditOf,
  decide,
  escrowOf,
  invariantsHold,
  mailsTo,
  moneyOf,
  postUnderVerification,
  rejectAndReupload,
  scriptRow,
  transfersOfScript,
  videoInReview,
} from './review-helpers';

const DAY_MS = 86_400_000;
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterEach(() => invariantsHold(t));
afterAll(() => t.close());

const abandon = (agent: TestAgent, id: string, o: { csrf?: boolean } = {}) => agent.post(`/api/creator/scripts/${id}/abandon`, {}, o);

/** A new creator with a saved script for an existing campaign. */
const joinCampaign = (campaign: TCampaign) => creatorJoining(t, campaign, 'My take.');

describe('POST /api/creator/scripts/{id}/abandon', () => {
  it('closes a saved script, refunds its reservation to the escrow once, and frees the campaign for a new script', async () => {
    const c = await creatorWithScript(t, brand);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const before = await escrowOf(brand, c.campaign.id);
    const res = await abandon(c.agent, c.scriptId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ABANDON_MESSAGES.abandoned(paiseToRupees(reserved)),
      data: { id: c.scriptId, status: 'Not Uploaded', closed_reason: 'abandoned', brand_name: 'Glow Labs' },
    });
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'abandoned' });
    expect((await moneyOf(t, c)).reservation).toBe(0n);
    expect(await escrowOf(brand, c.campaign.id)).toMatchObject({
      reserved: before.reserved - paiseToRupees(reserved),
      available: before.available + paiseToRupees(reserved),
    });
    expect(await transfersOfScript(t, c.scriptId)).toContainEqual({
      kind: 'reservation_refund',
      amount: reserved,
      key: `reservation-refund:${c.scriptId}`,
    });
    expect(await auditOf(t, c.scriptId, 'script.abandoned')).toHaveLength(1);

    const again = await abandon(c.agent, c.scriptId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ABANDON_MESSAGES.closed);
    const upload = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toBe(SCRIPT_CLOSED_MESSAGES.abandoned);
    const saved = await c.agent.post('/api/campaigns/save-script', {
      brand_id: c.campaign.brand_id,
      campaign_id: c.campaign.id,
      script: 'Again',
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('abandons a script after a rejection, while no new video is with the brand', async () => {
    const c = await videoInReview(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Off brief' });
    const res = await abandon(c.agent, c.scriptId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await moneyOf(t, c)).reservation).toBe(0n);
    // The brand's list keeps it, as Not Uploaded, outside the three filters.
    const listed = (await brand.agent.get('/api/brands/creator-submissions')).json();
    expect(listed.data.data.find((s: { id: string }) => s.id === c.scriptId)).toMatchObject({
      status: 'Not Uploaded',
      closed_reason: 'abandoned',
    });
  });

  it('refuses while the brand reviews it, once approved, and after the post was rejected (409), moving nothing', async () => {
    const inReview = await videoInReview(t, brand);
    const refused = await abandon(inReview.agent, inReview.scriptId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ABANDON_MESSAGES.inReview);
    await decide(brand.agent, { submission_id: inReview.scriptId, status: 'approved' });
    const approved = await abandon(inReview.agent, inReview.scriptId);
    expect(approved.json().message).toBe(ABANDON_MESSAGES.approved);
    const post = await postUnderVerification(t, brand);
    await decide(brand.agent, { submission_id: post.scriptId, status: 'Post Rejected', rejected_post_remarks: 'Private' });
    expect((await abandon(post.agent, post.scriptId)).json().message).toBe(ABANDON_MESSAGES.approved);
    await post.agent.post('/api/creator/submit-post-link', { script_id: post.scriptId, post_link: 'https://youtu.be/x1' });
    await decide(brand.agent, { submission_id: post.scriptId, status: 'completed' });
    const completed = await abandon(post.agent, post.scriptId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(ABANDON_MESSAGES.closed);
    expect((await moneyOf(t, inReview)).reservation).toBeGreaterThan(0n);
  });

  it('answers 404 for another creator’s script, 403 to a brand, 401 anonymous and 419 without the token', async () => {
    const c = await creatorWithScript(t, brand);
    const other = await creatorWithScript(t, brand);
    const res = await abandon(other.agent, c.scriptId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Script not found.');
    expect((await abandon(other.agent, 'nope')).statusCode).toBe(404);
    expect((await abandon(brand.agent, c.scriptId)).statusCode).toBe(403);
    const anonymous = await abandon(t.agent(), c.scriptId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect((await abandon(c.agent, c.scriptId, { csrf: false })).statusCode).toBe(419);
    expect((await scriptRow(t, c.scriptId)).closedAt).toBeNull();
  });
});

describe('when the campaign ends', () => {
  it('closes and refunds the scripts with no activity before returning the escrow to the brand; reviews keep their money', async () => {
    const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 20) });
    await fundAndCapture(t, brand.agent, campaign.id, 30_000);
    const idle = await joinCampaign(campaign);
    const rejected = await joinCampaign(campaign);
    const inReview = await joinCampaign(campaign);
    const approved = await joinCampaign(campaign);
    const abandoned = await joinCampaign(campaign);
    for (const c of [rejected, inReview, approved]) expect((await uploadVideo(c.agent, { scriptId: c.scriptId })).statusCode).toBe(200);
    await rejectAndReupload(brand, inReview, 2);
    await decide(brand.agent, { submission_id: rejected.scriptId, status: 'rejected', rejection_reason: 'Blurry' });
    await decide(brand.agent, { submission_id: approved.scriptId, status: 'approved' });
    await abandon(abandoned.agent, abandoned.scriptId);
    const reservedOf = async (c: { scriptId: string }) => (await scriptRow(t, c.scriptId)).reservedPaise;
    const kept = (await reservedOf(inReview)) + (await reservedOf(approved));

    const res = await setStatus(brand.agent, campaign.id, 'completed');
    expect(res.statusCode, res.body).toBe(200);
    for (const c of [idle, rejected]) {
      expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended' });
      expect((await moneyOf(t, c)).reservation).toBe(0n);
      expect((await alertsOf(t, c.scriptId)).map((a) => a.title)).toContain('Campaign ended: Glow serum');
      expect((await mailsTo(t, c.user.email)).map((m) => m.subject)).toContain('Campaign ended: Glow serum');
      expect(await auditOf(t, c.scriptId, 'script.closed')).toHaveLength(1);
    }
    expect(await scriptRow(t, inReview.scriptId)).toMatchObject({ status: 'In Review', closedAt: null });
    expect(await scriptRow(t, approved.scriptId)).toMatchObject({ status: 'Approved', closedAt: null });
    expect(await scriptRow(t, abandoned.scriptId)).toMatchObject({ closedReason: 'abandoned' });
    // Everything but the two live reservations went back to the brand in the same transaction.
    const escrow = await escrowOf(brand, campaign.id);
    expect(escrow).toMatchObject({ funded: 30_000, reserved: paiseToRupees(kept), available: 0, released: 0 });
    expect(escrow.refunded).toBe(30_000 - paiseToRupees(kept));

    // A third rejection after the end refunds the reservation, and the money goes on to the brand at once.
    const third = await decide(brand.agent, { submission_id: inReview.scriptId, status: 'rejected', rejection_reason: 'Still blurry' });
    expect(third.statusCode, third.body).toBe(200);
    const after = await escrowOf(brand, campaign.id);
    expect(after).toMatchObject({ reserved: paiseToRupees(await reservedOf(approved)), available: 0 });
    expect(after.refunded).toBe(30_000 - paiseToRupees(await reservedOf(approved)));
    // The approved one still completes and pays the creator.
    await approved.agent.post('/api/creator/submit-post-link', { script_id: approved.scriptId, post_link: 'https://youtu.be/ok1' });
    expect((await decide(brand.agent, { submission_id: approved.scriptId, status: 'completed' })).statusCode).toBe(200);
    expect((await moneyOf(t, approved)).wallet).toBe(await reservedOf(approved));
  });

  it('closes idle scripts when the end-date job completes the campaign', async () => {
    const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) });
    await fundAndCapture(t, brand.agent, campaign.id, 10_000);
    const idle = await joinCampaign(campaign);
    t.clock.advance(3 * DAY_MS);
    try {
      await t.runJobs({ name: 'campaigns.end', includeDelayed: true });
      expect(await scriptRow(t, idle.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended' });
      expect(await escrowOf(brand, campaign.id)).toMatchObject({ reserved: 0, available: 0, refunded: 10_000 });
      // The closed script takes no upload.
      const upload = await uploadVideo(idle.agent, { scriptId: idle.scriptId });
      expect(upload.statusCode).toBe(409);
      expect(upload.json().message).toBe(SCRIPT_CLOSED_MESSAGES.campaign_ended);
    } finally {
      t.clock.advance(-3 * DAY_MS);
    }
  });
});
