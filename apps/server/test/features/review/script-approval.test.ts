import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UPLOAD_MESSAGES as U } from '@amplio/shared/domain/script-upload-rules';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { ABANDON_MESSAGES, DEFAULT_AUTO_APPROVE_DAYS, REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES as S } from '@amplio/shared/schemas/scripts';
import { REVIEW_AUTO_DECIDE_QUEUE } from '../../../src/features/review/review.service';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, getCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, uploadVideo } from '../content-uploads/content-helpers';
import {
  auditOf,
  decide,
  escrowOf,
  invariantsHold,
  lastNotice,
  moneyOf,
  noticeMailText,
  scriptRow,
  transfersOfScript,
} from './review-helpers';

/**
 * Issue 28 §1: scripts approved before filming. With the campaign's option on, a saved script goes to the brand as a
 * script submission; approving it opens the upload, rejecting it (with a reason) sends the creator back to edit it.
 * Every rejection of a script, script or video, counts towards the 3 of spec 3 §4 (decision 051).
 */
const DAY_MS = 86_400_000;
const APPROVAL = { script_approval_required: true };
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterEach(() => invariantsHold(t));
afterAll(() => t.close());

const resubmit = (c: Creator, script: string, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) =>
  c.agent.post(`/api/creator/scripts/${c.scriptId}/resubmit`, { script }, opts);
type Creator = Awaited<ReturnType<typeof creatorWithScript>>;
const mine = async (c: Creator) => (await c.agent.get(`/api/creator/scripts/${c.scriptId}`)).json().data;
const listed = async (query = '') => (await brand.agent.get(`/api/brands/creator-submissions${query}`)).json();
const runAutoDecisions = () => t.runJobs({ name: REVIEW_AUTO_DECIDE_QUEUE, includeDelayed: true });

describe('the campaign option "Approve scripts before filming"', () => {
  it('is off by default, and the brand turns it on and off through the campaign API', async () => {
    const campaign = await createCampaign(t, brand.agent);
    expect(campaign.script_approval_required).toBe(false);
    const on = await brand.agent.put(`/api/brands/campaigns/${campaign.id}`, { script_approval_required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await getCampaign(brand.agent, campaign.id)).script_approval_required).toBe(true);
    const text = await brand.agent.put(`/api/brands/campaigns/${campaign.id}`, { script_approval_required: 'false' });
    expect(text.json().data.script_approval_required).toBe(false);
  });

  it('refuses anything but on or off with the field’s message (422)', async () => {
    const campaign = await createCampaign(t, brand.agent);
    for (const value of ['yes', 1, { on: true }, 'x'.repeat(100_000)]) {
      const res = await brand.agent.put(`/api/brands/campaigns/${campaign.id}`, { script_approval_required: value });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.script_approval_required).toEqual([CAMPAIGN_MESSAGES.scriptApprovalInvalid]);
    }
  });
});

describe('with the option off (the spec’s flow, unchanged)', () => {
  it('saves a script as Script Generated, not sent to the brand, and lets the creator upload at once', async () => {
    const c = await creatorWithScript(t, brand);
    expect(await mine(c)).toMatchObject({ status: 'Script Generated', script_approval_required: false, submitted_at: null });
    expect((await listed()).data.data.some((s: { id: string }) => s.id === c.scriptId)).toBe(false);
    const up = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.status).toBe('In Review');
  });

  it('after a script rejection of the video, lets the creator edit the script and upload again, and says so', async () => {
    const c = await creatorWithScript(t, brand);
    await uploadVideo(c.agent, { scriptId: c.scriptId });
    const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Wrong product name' });
    expect(res.statusCode, res.body).toBe(200);
    const told =
      'The brand rejected the script of your video: "Wrong product name". Edit your script, then film and upload a new video from it (upload attempt 2 of 3).';
    expect(await lastNotice(t, c)).toMatchObject({ title: 'Script rejected: Glow serum', message: told, text: noticeMailText(t, c, told) });
    const edited = await resubmit(c, 'Hi everyone! Today: Glow serum, the right name.');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: S.revised,
      data: { status: 'Script Rejected', script: 'Hi everyone! Today: Glow serum, the right name.' },
    });
    expect((await uploadVideo(c.agent, { scriptId: c.scriptId })).statusCode).toBe(200);
  });
});

describe('with the option on', () => {
  it('sends the saved script to the brand, reserves its price as before, and starts the brand’s countdown', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Script Submitted', scriptApprovalRequired: true, videoPath: null });
    expect(row.submittedAt).toEqual(t.clock.now());
    expect(row.autoApproveAt).toEqual(new Date(t.clock.now().getTime() + DEFAULT_AUTO_APPROVE_DAYS * DAY_MS));
    expect((await moneyOf(t, c)).reservation).toBe(row.reservedPaise);
    expect((await transfersOfScript(t, c.scriptId)).map((x) => x.kind)).toEqual(['reservation']);
    const card = (await listed()).data.data.find((s: { id: string }) => s.id === c.scriptId);
    expect(card).toMatchObject({ status: 'Script Submitted', file_path: null, script_approval_required: true });
    // The brand hears of a script, not a video.
    const notice = (
      (await t.db.execute(
        sql`select title, message from notifications where script_id = ${c.scriptId} and user_id = ${brand.user.id}`,
      )) as unknown as { rows: { title: string; message: string }[] }
    ).rows;
    expect(notice.map((n) => n.title)).toEqual([`${c.user.name} sent a script for Glow serum`]);
    expect(notice[0]!.message).toMatch(
      /after that it is approved on your behalf\. Approve it and they film; reject it with a reason and they edit it\.$/,
    );
  });

  it('refuses an upload before the brand approves the script, with the exact message, and stores nothing', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your script is with the brand for approval. You can upload your video once they approve it.');
    expect(res.json().message).toBe(U.scriptAwaitingApproval);
    expect((await scriptRow(t, c.scriptId)).videoPath).toBeNull();
  });

  it('submit → approve → upload: the approval opens the upload, with the first upload labelled as one', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const approved = await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Submission approved successfully',
      data: { status: 'Script Approved', auto_approve_at: null },
    });
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Script Approved', approvedAt: null, rejectionCount: 0 });
    expect(row.scriptApprovedAt).toEqual(t.clock.now());
    const told = 'The brand approved your script. Film your video and upload it for review.';
    expect(await lastNotice(t, c)).toMatchObject({ title: 'Script approved: Glow serum', message: told, text: noticeMailText(t, c, told) });
    const up = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ status: 'In Review' });
    // The video then goes through the spec's review: Approve is now the video's.
    const video = await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    expect(video.json().data.status).toBe('Approved');
    expect((await scriptRow(t, c.scriptId)).approvedAt).toEqual(t.clock.now());
  });

  it('reject with a reason → edit → resubmit: the creator is told what was rejected and what comes next', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const rejected = await decide(brand.agent, {
      submission_id: c.scriptId,
      status: 'script_rejected',
      rejection_reason: 'Mention the SPF',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'Script Rejected',
      rejection_count: 1,
      script_rejected_remarks: 'Mention the SPF',
    });
    const told =
      'The brand rejected your script: "Mention the SPF". Edit your script and send it again for approval (2 of 3 rejections left); film your video once they approve it.';
    expect(await lastNotice(t, c)).toMatchObject({
      title: 'Script rejected: Glow serum',
      message: told,
      subject: 'Script rejected: Glow serum',
    });
    expect((await lastNotice(t, c)).text).toBe(noticeMailText(t, c, told));
    // The reservation stays while the script can be sent again.
    expect((await moneyOf(t, c)).reservation).toBe((await scriptRow(t, c.scriptId)).reservedPaise);
    // Still no upload: the script comes first.
    const early = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(U.scriptRejectedFirst);
    // The same text again is refused; an edited one goes back to the brand with a new countdown.
    const same = await resubmit(c, 'Hi everyone! Today I am showing you Glow serum.');
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.script).toEqual([S.resubmitUnchanged]);
    t.clock.advance(60_000);
    const sent = await resubmit(c, 'Hi everyone! Glow serum with SPF 30.');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: S.resubmitted, data: { status: 'Script Submitted', rejection_count: 1 } });
    const row = await scriptRow(t, c.scriptId);
    expect(row.submittedAt).toEqual(t.clock.now());
    expect(row.autoApproveAt).toEqual(new Date(t.clock.now().getTime() + DEFAULT_AUTO_APPROVE_DAYS * DAY_MS));
    expect(await auditOf(t, c.scriptId, 'script.resubmitted')).toHaveLength(1);
    // A second resubmission while it waits is refused.
    const twice = await resubmit(c, 'Another take');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(S.resubmitNotRejected);
  });

  it('counts script rejections towards the 3: the third closes the script and refunds exactly like a rejected video', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const before = await escrowOf(brand, c.campaign.id);
    for (let i = 1; i <= 2; i++) {
      const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: `Take ${i}` });
      expect(res.json().data.rejection_count).toBe(i);
      expect((await resubmit(c, `Script take ${i + 1}`)).statusCode).toBe(200);
    }
    const third = await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Take 3' });
    expect(third.json().data).toMatchObject({ status: 'Script Rejected', rejection_count: 3, closed_reason: 'rejected' });
    expect(await lastNotice(t, c)).toMatchObject({
      title: 'Script closed: Glow serum',
      message:
        'The brand rejected your script: "Take 3". Maximum reject time attempts (3) reached for this script. The script is closed and its money went back to the campaign.',
    });
    expect((await moneyOf(t, c)).reservation).toBe(0n);
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toEqual([
      { kind: 'reservation_refund', amount: reserved, key: `reservation-refund:${c.scriptId}` },
    ]);
    expect((await escrowOf(brand, c.campaign.id)).available).toBe(before.available + Number(reserved) / 100);
    const again = await resubmit(c, 'Script take 4');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Maximum reject time attempts (3) reached for this script.');
  });

  it('mixes script and video rejections in one count, and the first video after them is an upload, not a re-upload', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Shorter' });
    await resubmit(c, 'A shorter script');
    await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
    expect(await mine(c)).toMatchObject({ status: 'Script Approved', rejection_count: 1, video_path: null });
    await uploadVideo(c.agent, { scriptId: c.scriptId });
    const video = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Too dark' });
    expect(video.json().data.rejection_count).toBe(2);
    expect((await lastNotice(t, c)).message).toBe(
      'The brand rejected your video: "Too dark". Upload a new video (re-upload attempt 3 of 3).',
    );
  });

  it('a creator who gives up after a script rejection gets the reservation refunded through the same path', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const waiting = await c.agent.post(`/api/creator/scripts/${c.scriptId}/abandon`, {});
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(ABANDON_MESSAGES.scriptInReview);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'No' });
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const gaveUp = await c.agent.post(`/api/creator/scripts/${c.scriptId}/abandon`, {});
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toEqual([
      { kind: 'reservation_refund', amount: reserved, key: `reservation-refund:${c.scriptId}` },
    ]);
  });

  it('refuses the video’s and the post’s decisions on a script waiting for approval (409), and changes nothing', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    for (const status of ['rejected', 'completed', 'Post Rejected']) {
      const res = await decide(brand.agent, { submission_id: c.scriptId, status, rejection_reason: 'x', rejected_post_remarks: 'x' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(M.scriptDecisionOnly);
    }
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Script Submitted', rejectionCount: 0 });
  });

  it('a replayed or double-clicked Approve decides once: the same Idempotency-Key replays, a second click is 409', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const body = { submission_id: c.scriptId, status: 'approved' };
    const headers = { 'idempotency-key': `approve-${c.scriptId}` };
    const [a, b] = await Promise.all([
      brand.agent.post('/api/approve-submission', body, { headers }),
      brand.agent.post('/api/approve-submission', body, { headers }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    const replay = await brand.agent.post('/api/approve-submission', body, { headers });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.status).toBe('Script Approved');
    const click = await decide(brand.agent, body);
    expect(click.statusCode).toBe(409);
    expect(click.json().message).toBe(M.notAwaitingDecision('Script Approved'));
    expect(await auditOf(t, c.scriptId, 'review.decided')).toHaveLength(1);
    expect((await lastNotice(t, c)).alerts).toBe(1);
  });
});

describe('the countdown on a script submission', () => {
  it('approves the script on the brand’s behalf when it stays silent, once, and tells the creator', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const row = await scriptRow(t, c.scriptId);
    const jobs = (
      (await t.db.execute(
        sql`select singleton_key from pgboss.job where name = ${REVIEW_AUTO_DECIDE_QUEUE} and data->>'scriptId' = ${c.scriptId}`,
      )) as unknown as { rows: { singleton_key: string }[] }
    ).rows;
    expect(jobs.map((j) => j.singleton_key)).toEqual([`${c.scriptId}:script:${row.submittedAt!.toISOString()}`]);
    t.clock.advance(DEFAULT_AUTO_APPROVE_DAYS * DAY_MS);
    await runAutoDecisions();
    await runAutoDecisions();
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Script Approved', autoApproveAt: null });
    const [audit, ...more] = await auditOf(t, c.scriptId, 'review.auto_decided');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorRole: 'review_timer', data: { decision: 'Approved', stage: 'script' } });
    expect(await lastNotice(t, c)).toMatchObject({
      title: 'Script approved automatically: Glow serum',
      message: 'The brand did not decide within 5 days, so your script is approved. Film your video and upload it for review.',
      alerts: 1,
    });
    expect((await uploadVideo(c.agent, { scriptId: c.scriptId })).statusCode).toBe(200);
  });

  it('does nothing for an earlier submission: a rejected and resubmitted script waits for its own countdown', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const first = (await scriptRow(t, c.scriptId)).submittedAt!.toISOString();
    await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Redo' });
    t.clock.advance(DAY_MS);
    await resubmit(c, 'Redone');
    t.clock.advance((DEFAULT_AUTO_APPROVE_DAYS - 1) * DAY_MS);
    // The first submission's job finds a later submission and does nothing.
    expect(await t.app.review.autoDecide({ scriptId: c.scriptId, submittedAt: first, stage: 'script' })).toBe('skipped');
    expect((await scriptRow(t, c.scriptId)).status).toBe('Script Submitted');
  });
});

describe('GET /api/brands/creator-submissions?status=scripts', () => {
  it('lists script submissions (waiting and approved, not filmed) in their own filter, counted, and pending includes the waiting ones', async () => {
    const b = await signedInBrand(t);
    const waiting = await creatorWithScript(t, b, APPROVAL);
    const approved = await creatorWithScript(t, b, APPROVAL);
    await decide(b.agent, { submission_id: approved.scriptId, status: 'approved' });
    const video = await creatorWithScript(t, b);
    await uploadVideo(video.agent, { scriptId: video.scriptId });
    const get = async (q: string) => (await b.agent.get(`/api/brands/creator-submissions${q}`)).json();
    const scripts = await get('?status=scripts');
    expect(scripts.data.data.map((s: { id: string }) => s.id).sort()).toEqual([waiting.scriptId, approved.scriptId].sort());
    expect(scripts.counts).toEqual({ all: 3, pending: 2, approved: 0, rejected: 0, scripts: 2 });
    expect((await get('?status=pending')).data.data.map((s: { id: string }) => s.id).sort()).toEqual(
      [waiting.scriptId, video.scriptId].sort(),
    );
    // The brand's attention list counts the script as waiting for it, named as a script.
    const attention = (await b.agent.get('/api/brands/attention')).json().data;
    const kinds = attention.submissions.map((x: { script_id: string; kind: string }) => [x.script_id, x.kind]);
    expect(kinds).toContainEqual([waiting.scriptId, 'script']);
    expect(kinds).toContainEqual([video.scriptId, 'video']);
    expect(kinds.map((k: string[]) => k[0])).not.toContain(approved.scriptId);
    // The existing filter values keep working, and a bad one names the new value too.
    for (const q of ['', '?status=approved', '?status=rejected'])
      expect((await b.agent.get(`/api/brands/creator-submissions${q}`)).statusCode).toBe(200);
    const bad = await b.agent.get('/api/brands/creator-submissions?status=script');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([M.filterInvalid]);
  });
});

describe('access to POST /api/creator/scripts/{id}/resubmit', () => {
  it('answers 401 anonymous, 403 a brand, 404 another creator or a malformed id, 419 without CSRF, and changes nothing', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'script_rejected', rejection_reason: 'Redo' });
    const other = await creatorWithScript(t, brand, APPROVAL);
    const url = `/api/creator/scripts/${c.scriptId}/resubmit`;
    expect((await t.agent().post(url, { script: 'x' })).statusCode).toBe(401);
    expect((await brand.agent.post(url, { script: 'x' })).statusCode).toBe(403);
    const stranger = await other.agent.post(url, { script: 'x' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(S.notFound);
    expect((await other.agent.post('/api/creator/scripts/not-a-uuid/resubmit', { script: 'x' })).statusCode).toBe(404);
    expect((await c.agent.post(url, { script: 'x' }, { csrf: false })).statusCode).toBe(419);
    for (const body of [{}, { script: 42 }, { script: '   ' }, { script: 'x'.repeat(10_000_000) }]) {
      const res = await c.agent.post(url, body);
      expect([413, 422], JSON.stringify(body).slice(0, 40)).toContain(res.statusCode);
    }
    expect(await scriptRow(t, c.scriptId)).toMatchObject({
      status: 'Script Rejected',
      script: 'Hi everyone! Today I am showing you Glow serum.',
    });
  });

  it('another brand cannot decide a script submission (404) and does not see it', async () => {
    const c = await creatorWithScript(t, brand, APPROVAL);
    const b = await signedInBrand(t);
    const res = await decide(b.agent, { submission_id: c.scriptId, status: 'approved' });
    expect(res.statusCode).toBe(404);
    expect((await b.agent.get('/api/brands/creator-submissions?status=scripts')).json().data.data).toEqual([]);
    expect((await c.agent.post('/api/approve-submission', { submission_id: c.scriptId, status: 'approved' })).statusCode).toBe(403);
    expect((await scriptRow(t, c.scriptId)).status).toBe('Script Submitted');
  });
});
