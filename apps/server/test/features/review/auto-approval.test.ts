import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_APPROVE_DAYS } from '@amplio/shared/schemas/review';
import { REVIEW_AUTO_DECIDE_QUEUE } from '../../../src/features/review/review.service';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, uploadVideo } from '../content-uploads/content-helpers';
import {
  describeDaysSetting,
  alertsOf,
  auditOf,
  decide,
  invariantsHold,
  lastNotice,
  mailsTo,
  moneyOf,
  noticeMailText,
  postUnderVerification,
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

const runAutoDecisions = () => t.runJobs({ name: REVIEW_AUTO_DECIDE_QUEUE, includeDelayed: true });

async function jobsOf(scriptId: string) {
  const result = await t.db.execute(
    sql`select state, start_after, singleton_key from pgboss.job where name = ${REVIEW_AUTO_DECIDE_QUEUE} and data->>'scriptId' = ${scriptId} order by created_on`,
  );
  return (result as unknown as { rows: { state: string; start_after: Date | string; singleton_key: string }[] }).rows;
}

describe('auto-approval', () => {
  it('is queued with the upload, due the configured days after it, and shown to both sides', async () => {
    const c = await videoInReview(t, brand);
    const row = await scriptRow(t, c.scriptId);
    const due = new Date(row.submittedAt!.getTime() + DEFAULT_AUTO_APPROVE_DAYS * DAY_MS);
    expect(row.autoApproveAt).toEqual(due);
    const [job, ...more] = await jobsOf(c.scriptId);
    expect(more).toEqual([]);
    expect(new Date(job!.start_after)).toEqual(due);
    expect(job!.singleton_key).toBe(`${c.scriptId}:video:${row.submittedAt!.toISOString()}`);
    const mine = (await c.agent.get(`/api/creator/scripts/${c.scriptId}`)).json().data;
    expect(mine.auto_approve_at).toBe(due.toISOString());
    const listed = (await brand.agent.get('/api/brands/creator-submissions')).json().data.data;
    expect(listed.find((s: { id: string }) => s.id === c.scriptId).auto_approve_at).toBe(due.toISOString());
  });

  it('approves a video the brand stayed silent on, as the system, with an alert and a mail', async () => {
    const c = await videoInReview(t, brand);
    t.clock.advance(DEFAULT_AUTO_APPROVE_DAYS * DAY_MS);
    expect(await runAutoDecisions()).toBeGreaterThanOrEqual(1);
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Approved', autoApproveAt: null, rejectionCount: 0 });
    expect(row.approvedAt).toEqual(t.clock.now());
    const [audit] = await auditOf(t, c.scriptId, 'review.auto_decided');
    expect(audit).toMatchObject({ actorUserId: null, actorRole: 'review_timer', data: { decision: 'Approved', stage: 'video' } });
    const alerts = await alertsOf(t, c.scriptId);
    expect(alerts.map((a) => a.title)).toEqual(['Video approved automatically: Glow serum']);
    expect(alerts[0]!.message).toBe(
      'The brand did not decide within 5 days, so your video is approved. Share the link to your post when it is live.',
    );
    expect((await mailsTo(t, c.user.email)).map((m) => m.subject)).toEqual(['Video approved automatically: Glow serum']);
    // Then the creator shares the post link, which starts a new clock for the post.
    const linked = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: 'https://youtu.be/abc' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.auto_approve_at).toBe(new Date(t.clock.now().getTime() + 5 * DAY_MS).toISOString());
  });

  it('completes a post link the brand stayed silent on and releases the money to the wallet once', async () => {
    const c = await postUnderVerification(t, brand);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    await runAutoDecisions();
    const row = await scriptRow(t, c.scriptId);
    expect(row).toMatchObject({ status: 'Completed', closedReason: 'completed', autoApproveAt: null });
    expect(await moneyOf(t, c)).toEqual({ reservation: 0n, wallet: reserved });
    // The creator's price for the campaign's ₹2,500 (no audience metrics yet).
    expect(reserved).toBe(250_000n);
    const told =
      'The brand did not decide on your post for Glow serum within 5 days, so it is completed and ₹2,500 was released to your wallet.';
    expect(await lastNotice(t, c)).toEqual({
      title: 'Completed: ₹2,500 is in your wallet',
      message: told,
      subject: 'Completed: ₹2,500 is in your wallet',
      text: noticeMailText(t, c, told, 'money'),
      alerts: 2,
      mails: 2,
    });
    const [audit] = await auditOf(t, c.scriptId, 'review.auto_decided');
    expect(audit).toMatchObject({
      actorRole: 'review_timer',
      data: { decision: 'completed', stage: 'post', money: 'release', amountPaise: '250000' },
    });
    // Running the job again (a crash and a retry) changes nothing.
    const submittedAt = row.submittedAt!.toISOString();
    expect(await t.app.review.autoDecide({ scriptId: c.scriptId, submittedAt, stage: 'post' })).toBe('skipped');
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'release')).toHaveLength(1);
  });

  it('does nothing when the brand decided first', async () => {
    const c = await videoInReview(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Too short' });
    await runAutoDecisions();
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Rejected', rejectionCount: 1, autoApproveAt: null });
    expect(await alertsOf(t, c.scriptId)).toHaveLength(1);
    expect(await mailsTo(t, c.user.email)).toHaveLength(1);
  });

  it('decides only the latest submission: the first upload’s job is a no-op after a rejection and a re-upload', async () => {
    const c = await videoInReview(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Too short' });
    t.clock.advance(60_000);
    expect((await uploadVideo(c.agent, { scriptId: c.scriptId })).statusCode).toBe(200);
    const second = await scriptRow(t, c.scriptId);
    expect(second.autoApproveAt).toEqual(new Date(second.submittedAt!.getTime() + 5 * DAY_MS));
    expect(await jobsOf(c.scriptId)).toHaveLength(2);
    await runAutoDecisions();
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Approved', rejectionCount: 1 });
    expect(await auditOf(t, c.scriptId, 'review.auto_decided')).toHaveLength(1);
  });

  it('is safe to run twice at once: one decision, one alert', async () => {
    const c = await videoInReview(t, brand);
    const submittedAt = (await scriptRow(t, c.scriptId)).submittedAt!.toISOString();
    const results = await Promise.all([
      t.app.review.autoDecide({ scriptId: c.scriptId, submittedAt, stage: 'video' }),
      t.app.review.autoDecide({ scriptId: c.scriptId, submittedAt, stage: 'video' }),
    ]);
    expect(results.sort()).toEqual(['decided', 'skipped']);
    expect(await alertsOf(t, c.scriptId)).toHaveLength(1);
    // A brand decision after it finds nothing waiting.
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' })).statusCode).toBe(409);
  });

  it('ignores a job for a script that is gone or a malformed id', async () => {
    expect(await t.app.review.autoDecide({ scriptId: '00000000-0000-4000-8000-000000000000', submittedAt: new Date().toISOString() })).toBe(
      'skipped',
    );
    expect(await t.app.review.autoDecide({ scriptId: 'nope', submittedAt: 'never' })).toBe('skipped');
  });
});

describeDaysSetting({ name: 'REVIEW_AUTO_APPROVE_DAYS', key: 'reviewAutoApproveDays', fallback: DEFAULT_AUTO_APPROVE_DAYS });
