import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { DEFAULT_POST_LINK_GRACE_DAYS, formatDeadline, SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { REVIEW_AUTO_DECIDE_QUEUE, REVIEW_DEADLINE_QUEUE } from '../../../src/features/review/review.service';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorJoining, uploadVideo } from '../content-uploads/content-helpers';
import {
  describeDaysSetting,
  alertsOf,
  auditOf,
  type Creator,
  decide,
  escrowOf,
  invariantsHold,
  lastNotice as lastNoticeOf,
  moneyOf,
  noticeMailText,
  POST_LINK,
  scriptRow,
  transfersOfScript,
} from './review-helpers';

const DAY_MS = 86_400_000;
const GRACE_MS = DEFAULT_POST_LINK_GRACE_DAYS * DAY_MS;
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterEach(() => invariantsHold(t));
afterAll(() => t.close());

/** Moves the test clock for the length of `work`, and back. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.advance(-ms);
  }
}

const runDeadlines = () => t.runJobs({ name: REVIEW_DEADLINE_QUEUE, includeDelayed: true });

async function deadlineJobsOf(scriptId: string) {
  const result = await t.db.execute(
    sql`select state, start_after, singleton_key, data from pgboss.job where name = ${REVIEW_DEADLINE_QUEUE} and data->>'scriptId' = ${scriptId} order by created_on`,
  );
  return (
    result as unknown as { rows: { state: string; start_after: Date | string; singleton_key: string; data: Record<string, string> }[] }
  ).rows;
}

async function fundedCampaign(): Promise<TCampaign> {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 20) });
  await fundAndCapture(t, brand.agent, campaign.id, 30_000);
  return campaign;
}

const join = (campaign: TCampaign) => creatorJoining(t, campaign, 'My take.');

async function upload(c: Creator) {
  const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
  expect(res.statusCode, res.body).toBe(200);
}

async function decideOk(c: Creator, body: Record<string, unknown>) {
  const res = await decide(brand.agent, { submission_id: c.scriptId, ...body });
  expect(res.statusCode, res.body).toBe(200);
}

async function sendLink(c: Creator, link = POST_LINK) {
  const res = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: link });
  expect(res.statusCode, res.body).toBe(200);
}

/** A creator on `campaign` whose video the brand approved. */
async function approvedOn(campaign: TCampaign) {
  const c = await join(campaign);
  await upload(c);
  await decideOk(c, { status: 'approved' });
  return c;
}

const reservedOf = async (c: Creator) => (await scriptRow(t, c.scriptId)).reservedPaise;

const mailText = (c: Creator, message: string) => noticeMailText(t, c, message);
const lastNotice = (c: Creator) => lastNoticeOf(t, c);

describe('formatDeadline', () => {
  it('writes the time in India Standard Time, to the minute', () => {
    expect(formatDeadline(new Date('2027-03-14T12:00:00Z'))).toBe('14 Mar 2027, 5:30 pm IST');
    expect(formatDeadline(new Date('2027-03-14T18:30:00Z'))).toBe('15 Mar 2027, 12:00 am IST');
    expect(formatDeadline(new Date('2026-12-31T06:05:59Z'))).toBe('31 Dec 2026, 11:35 am IST');
  });
});

describe('the post link deadline after a campaign ends', () => {
  it('gives approved and post-rejected scripts a deadline at the end, tells their creators, then closes and refunds them to the brand', async () => {
    const campaign = await fundedCampaign();
    const approved = await approvedOn(campaign);
    const postRejected = await approvedOn(campaign);
    await sendLink(postRejected);
    await decideOk(postRejected, { status: 'Post Rejected', rejected_post_remarks: 'The post is private' });
    const linked = await approvedOn(campaign);
    await sendLink(linked);
    const idle = await join(campaign);

    const endedAt = t.clock.now();
    const ended = await setStatus(brand.agent, campaign.id, 'completed');
    expect(ended.statusCode, ended.body).toBe(200);
    const dueAt = new Date(endedAt.getTime() + GRACE_MS);
    const dueBy = formatDeadline(dueAt);

    // One job per script owing a post link, due the grace days after the end; none for a link under verification.
    for (const c of [approved, postRejected]) {
      const row = await scriptRow(t, c.scriptId);
      const since = (row.status === 'Approved' ? row.approvedAt : row.rejectedAt)!.toISOString();
      const jobs = await deadlineJobsOf(c.scriptId);
      expect(jobs).toHaveLength(1);
      expect(new Date(jobs[0]!.start_after)).toEqual(dueAt);
      expect(jobs[0]!.singleton_key).toBe(`${c.scriptId}:${since}`);
      expect(jobs[0]!.data).toEqual({ scriptId: c.scriptId, since, dueAt: dueAt.toISOString() });
      expect(row.closedAt).toBeNull();
      expect(row.creatorDueAt).toEqual(dueAt);
      const [audit, ...more] = await auditOf(t, c.scriptId, 'script.deadline_set');
      expect(more).toEqual([]);
      expect(audit!.data).toEqual({ reason: 'campaign_ended', turn: 'post_link', status: row.status, since, dueAt: dueAt.toISOString() });
      const message = `The campaign has ended. Send the link to your post by ${dueBy}, or your script closes and its money goes back to the brand.`;
      expect(await lastNotice(c)).toMatchObject({
        title: `Post link due by ${dueBy}: Glow serum`,
        message,
        subject: `Post link due by ${dueBy}: Glow serum`,
        text: mailText(c, message),
      });
    }
    expect(await deadlineJobsOf(linked.scriptId)).toEqual([]);
    expect(await deadlineJobsOf(idle.scriptId)).toEqual([]);
    expect(await scriptRow(t, idle.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended' });
    const live = (await reservedOf(approved)) + (await reservedOf(postRejected)) + (await reservedOf(linked));
    expect(await escrowOf(brand, campaign.id)).toMatchObject({
      reserved: paiseToRupees(live),
      available: 0,
      refunded: 30_000 - paiseToRupees(live),
    });

    // The deadline passes with nothing from the two creators.
    await later(GRACE_MS + 60_000, async () => {
      expect(await runDeadlines()).toBeGreaterThanOrEqual(2);
      for (const c of [approved, postRejected]) {
        const reserved = await reservedOf(c);
        const row = await scriptRow(t, c.scriptId);
        expect(row).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended', autoApproveAt: null, creatorDueAt: null });
        expect(row.closedAt).toEqual(t.clock.now());
        expect((await moneyOf(t, c)).reservation).toBe(0n);
        expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toEqual([
          { kind: 'reservation_refund', amount: reserved, key: `reservation-refund:${c.scriptId}` },
        ]);
        const [audit, ...more] = await auditOf(t, c.scriptId, 'script.closed');
        expect(more).toEqual([]);
        expect(audit).toMatchObject({ actorUserId: null, actorRole: 'review_timer' });
        expect(audit!.data).toMatchObject({
          reason: 'deadline_missed',
          turn: 'post_link',
          dueAt: dueAt.toISOString(),
          refundedPaise: reserved.toString(),
        });
        const message = `The campaign ended and no post link came by ${dueBy}, so your script is closed and its money went back to the brand.`;
        expect(await lastNotice(c)).toMatchObject({
          title: 'Deadline passed: Glow serum',
          message,
          subject: 'Deadline passed: Glow serum',
          text: mailText(c, message),
          alerts: c === approved ? 3 : 4,
        });
        // The closed script takes nothing more.
        const link = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: POST_LINK });
        expect(link.statusCode).toBe(409);
        expect(link.json().message).toBe(SCRIPT_CLOSED_MESSAGES.campaign_ended);
      }
    });
    // The money went on to the brand at once; only the link under verification still holds its reservation.
    const linkedReserved = paiseToRupees(await reservedOf(linked));
    expect(await escrowOf(brand, campaign.id)).toMatchObject({ reserved: linkedReserved, available: 0, refunded: 30_000 - linkedReserved });
    // The brand's card reads as closed by the campaign's end.
    const listed = (await brand.agent.get(`/api/brands/creator-submissions?campaign_id=${campaign.id}`)).json().data.data;
    expect(listed.find((s: { id: string }) => s.id === approved.scriptId)).toMatchObject({
      status: 'Not Uploaded',
      closed_reason: 'campaign_ended',
    });

    // Running the jobs again (a retry after a crash) finds them done; the handler itself skips a closed script.
    expect(await runDeadlines()).toBe(0);
    const [job] = await deadlineJobsOf(approved.scriptId);
    expect(job!.state).toBe('completed');
    expect(await t.app.review.closeAfterDeadline(job!.data as { scriptId: string; since: string; dueAt: string })).toBe('skipped');
    expect((await transfersOfScript(t, approved.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
    expect(await alertsOf(t, approved.scriptId)).toHaveLength(3);
  });

  it('does nothing for a creator who sends the post link in time; the brand still completes and pays', async () => {
    const campaign = await fundedCampaign();
    const c = await approvedOn(campaign);
    await setStatus(brand.agent, campaign.id, 'completed');
    const reserved = await reservedOf(c);
    await later(2 * DAY_MS, () => sendLink(c));
    await later(GRACE_MS + 60_000, async () => {
      await runDeadlines();
      expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'In Review', postLink: POST_LINK, closedAt: null });
      expect((await deadlineJobsOf(c.scriptId)).map((j) => j.state)).toEqual(['completed']);
      expect(await auditOf(t, c.scriptId, 'script.closed')).toEqual([]);
      expect((await moneyOf(t, c)).reservation).toBe(reserved);
      await decideOk(c, { status: 'completed' });
    });
    expect(await moneyOf(t, c)).toEqual({ reservation: 0n, wallet: reserved });
    expect(await transfersOfScript(t, c.scriptId)).toEqual([
      expect.objectContaining({ kind: 'reservation' }),
      { kind: 'release', amount: reserved, key: `release:${c.scriptId}` },
    ]);
  });

  it('gives a post rejected after the end a fresh window; the first deadline’s job then does nothing', async () => {
    const campaign = await fundedCampaign();
    const c = await approvedOn(campaign);
    await setStatus(brand.agent, campaign.id, 'completed');
    const firstDue = new Date(t.clock.now().getTime() + GRACE_MS);
    await sendLink(c);
    await later(5 * DAY_MS, async () => {
      const rejectedAt = t.clock.now();
      await decideOk(c, { status: 'Post Rejected', rejected_post_remarks: 'Wrong account' });
      const dueAt = new Date(rejectedAt.getTime() + GRACE_MS);
      const dueBy = formatDeadline(dueAt);
      const message = `The brand rejected your post link: "Wrong account". Submit an updated link. The campaign has ended: send the link by ${dueBy}, or the script closes and its money goes back to the brand.`;
      expect(await lastNotice(c)).toMatchObject({
        title: 'Post link rejected: Glow serum',
        message,
        subject: 'Post link rejected: Glow serum',
        text: mailText(c, message),
      });
      const jobs = await deadlineJobsOf(c.scriptId);
      expect(jobs.map((j) => [new Date(j.start_after).getTime(), j.singleton_key])).toEqual([
        [firstDue.getTime(), expect.stringMatching(new RegExp(`^${c.scriptId}:`))],
        [dueAt.getTime(), `${c.scriptId}:${rejectedAt.toISOString()}`],
      ]);
      const [decided] = await auditOf(t, c.scriptId, 'review.decided').then((rows) =>
        rows.filter((r) => (r.data as { decision: string }).decision === 'Post Rejected'),
      );
      expect(decided!.data).toMatchObject({ dueAt: dueAt.toISOString() });

      // The first deadline comes (two days after the rejection): the wait it was set for is over, so it does nothing.
      const first = jobs[0]!.data as { scriptId: string; since: string; dueAt: string };
      expect(await t.app.review.closeAfterDeadline(first)).toBe('skipped');
      expect((await scriptRow(t, c.scriptId)).closedAt).toBeNull();

      // The fresh one closes it.
      await later(GRACE_MS, async () => {
        await runDeadlines();
        expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended' });
        const [closed, ...more] = await auditOf(t, c.scriptId, 'script.closed');
        expect(more).toEqual([]);
        expect(closed!.data).toMatchObject({ reason: 'deadline_missed', from: 'Post Rejected', since: rejectedAt.toISOString() });
        expect((await lastNotice(c)).message).toBe(
          `The campaign ended and no post link came by ${dueBy}, so your script is closed and its money went back to the brand.`,
        );
      });
    });
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
    expect(await escrowOf(brand, campaign.id)).toMatchObject({ reserved: 0, available: 0, refunded: 30_000 });
  });

  it('gives a video rejected after the end a window to upload again, and its approval after the end one for the post link', async () => {
    const campaign = await fundedCampaign();
    const c = await join(campaign);
    await upload(c);
    await setStatus(brand.agent, campaign.id, 'completed');
    // In review at the end: it keeps its money and has no deadline while the brand decides.
    expect(await deadlineJobsOf(c.scriptId)).toEqual([]);

    const rejectedAt = t.clock.now();
    await decideOk(c, { status: 'rejected', rejection_reason: 'Too dark' });
    const uploadBy = formatDeadline(new Date(rejectedAt.getTime() + GRACE_MS));
    const rejectedMessage = `The brand rejected your video: "Too dark". Upload a new video (re-upload attempt 2 of 3). The campaign has ended: upload it by ${uploadBy}, or the script closes and its money goes back to the brand.`;
    expect(await lastNotice(c)).toMatchObject({
      title: 'Video rejected: Glow serum',
      message: rejectedMessage,
      subject: 'Video rejected: Glow serum',
      text: mailText(c, rejectedMessage),
    });

    // The creator uploads again in time, and the brand stays silent: the auto-approval approves it after the end.
    await later(DAY_MS, async () => {
      await upload(c);
      await later(5 * DAY_MS, async () => {
        const approvedAt = t.clock.now();
        await t.runJobs({ name: REVIEW_AUTO_DECIDE_QUEUE, includeDelayed: true });
        expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Approved', closedAt: null });
        const linkBy = formatDeadline(new Date(approvedAt.getTime() + GRACE_MS));
        const approvedMessage = `The brand did not decide within 5 days, so your video is approved. Share the link to your post when it is live. The campaign has ended: send the link by ${linkBy}, or the script closes and its money goes back to the brand.`;
        expect(await lastNotice(c)).toMatchObject({
          title: 'Video approved automatically: Glow serum',
          message: approvedMessage,
          subject: 'Video approved automatically: Glow serum',
          text: mailText(c, approvedMessage),
        });
        expect(await deadlineJobsOf(c.scriptId)).toHaveLength(2);

        await later(GRACE_MS, async () => {
          // The video deadline's job finds the script waiting for something else; the post link's closes it.
          await runDeadlines();
          const [closed, ...more] = await auditOf(t, c.scriptId, 'script.closed');
          expect(more).toEqual([]);
          expect(closed!.data).toMatchObject({
            reason: 'deadline_missed',
            turn: 'post_link',
            from: 'Approved',
            since: approvedAt.toISOString(),
          });
          expect((await lastNotice(c)).message).toBe(
            `The campaign ended and no post link came by ${linkBy}, so your script is closed and its money went back to the brand.`,
          );
        });
      });
    });
    expect((await moneyOf(t, c)).reservation).toBe(0n);
    expect(await escrowOf(brand, campaign.id)).toMatchObject({ reserved: 0, available: 0, refunded: 30_000 });
  });

  it('tells a creator who never uploads again after a rejection after the end that no new video came', async () => {
    const campaign = await fundedCampaign();
    const c = await join(campaign);
    await upload(c);
    await setStatus(brand.agent, campaign.id, 'completed');
    await decideOk(c, { status: 'script_rejected', rejection_reason: 'Off brief' });
    const [job] = await deadlineJobsOf(c.scriptId);
    const data = job!.data as { scriptId: string; since: string; dueAt: string };
    const results = await later(GRACE_MS, () =>
      Promise.all([t.app.review.closeAfterDeadline(data), t.app.review.closeAfterDeadline(data)]),
    );
    // Two nodes at once: one closes, the other finds it closed.
    expect(results.sort()).toEqual(['closed', 'skipped']);
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Not Uploaded', closedReason: 'campaign_ended' });
    expect((await lastNotice(c)).message).toBe(
      `The campaign ended and no new video came by ${formatDeadline(new Date(data.dueAt))}, so your script is closed and its money went back to the brand.`,
    );
    expect(await auditOf(t, c.scriptId, 'script.closed')).toHaveLength(1);
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
    expect(await escrowOf(brand, campaign.id)).toMatchObject({ reserved: 0, available: 0, refunded: 30_000 });
  });

  it('gives no deadline while the campaign runs, and ignores a job for a missing script or a malformed id', async () => {
    const campaign = await fundedCampaign();
    const c = await approvedOn(campaign);
    await sendLink(c);
    await decideOk(c, { status: 'Post Rejected', rejected_post_remarks: 'Private' });
    expect(await deadlineJobsOf(c.scriptId)).toEqual([]);
    const row = await scriptRow(t, c.scriptId);
    // A job for a script whose campaign still runs does nothing either.
    expect(
      await t.app.review.closeAfterDeadline({
        scriptId: c.scriptId,
        since: row.rejectedAt!.toISOString(),
        dueAt: new Date().toISOString(),
      }),
    ).toBe('skipped');
    expect(
      await t.app.review.closeAfterDeadline({
        scriptId: '00000000-0000-4000-8000-000000000000',
        since: 'none',
        dueAt: new Date().toISOString(),
      }),
    ).toBe('skipped');
    expect(await t.app.review.closeAfterDeadline({ scriptId: 'nope', since: 'none', dueAt: 'never' })).toBe('skipped');
  });
});

/** The script as its creator reads it: from the list of Generated Scripts and on its own, which must agree. */
async function creatorView(c: Creator) {
  const list = await c.agent.get('/api/creator/scripts');
  expect(list.statusCode, list.body).toBe(200);
  const listed = (list.json().data as { id: string; status: string; creator_due_at: string | null }[]).find((s) => s.id === c.scriptId);
  const one = await c.agent.get(`/api/creator/scripts/${c.scriptId}`);
  expect(one.statusCode, one.body).toBe(200);
  expect(one.json().data.creator_due_at).toBe(listed!.creator_due_at);
  return listed!;
}

describe('the deadline on the creator’s script (creator_due_at)', () => {
  it('is set at the campaign’s end for an approved script, in the job’s transaction, and is null once the post link is sent', async () => {
    const campaign = await fundedCampaign();
    const c = await approvedOn(campaign);
    const inReview = await join(campaign);
    await upload(inReview);
    // While the campaign runs nothing is due.
    expect(await creatorView(c)).toMatchObject({ status: 'Approved', creator_due_at: null });

    const endedAt = t.clock.now();
    expect((await setStatus(brand.agent, campaign.id, 'completed')).statusCode).toBe(200);
    const dueAt = new Date(endedAt.getTime() + GRACE_MS);
    expect((await scriptRow(t, c.scriptId)).creatorDueAt).toEqual(dueAt);
    expect(await creatorView(c)).toMatchObject({ status: 'Approved', creator_due_at: dueAt.toISOString() });
    // The stored time is the job's.
    const [job] = await deadlineJobsOf(c.scriptId);
    expect(new Date(job!.start_after)).toEqual(dueAt);
    // A video with the brand at the end owes the creator nothing yet.
    expect(await creatorView(inReview)).toMatchObject({ status: 'In Review', creator_due_at: null });

    await later(DAY_MS, () => sendLink(c));
    expect((await scriptRow(t, c.scriptId)).creatorDueAt).toBeNull();
    expect(await creatorView(c)).toMatchObject({ status: 'In Review', creator_due_at: null });
    const sent = await c.agent.get(`/api/creator/scripts/${c.scriptId}`);
    expect(sent.json().data.creator_due_at).toBeNull();
  });

  it('moves to a fresh window with each later decision that waits for the creator, and clears on each answer and close', async () => {
    const campaign = await fundedCampaign();
    const c = await join(campaign);
    await upload(c);
    await setStatus(brand.agent, campaign.id, 'completed');
    expect(await creatorView(c)).toMatchObject({ status: 'In Review', creator_due_at: null });

    // A video rejected after the end: a new video is due the grace days after the rejection.
    const rejectedAt = t.clock.now();
    await decideOk(c, { status: 'rejected', rejection_reason: 'Too dark' });
    const videoDue = new Date(rejectedAt.getTime() + GRACE_MS);
    expect(await creatorView(c)).toMatchObject({ status: 'Rejected', creator_due_at: videoDue.toISOString() });

    await later(DAY_MS, async () => {
      await upload(c);
      expect(await creatorView(c)).toMatchObject({ status: 'In Review', creator_due_at: null });
      await later(2 * DAY_MS, async () => {
        // The brand approves three days after the end: the post link is due the grace days after that, not after the end.
        const approvedAt = t.clock.now();
        await decideOk(c, { status: 'approved' });
        const linkDue = new Date(approvedAt.getTime() + GRACE_MS);
        expect((await scriptRow(t, c.scriptId)).creatorDueAt).toEqual(linkDue);
        expect(await creatorView(c)).toMatchObject({ status: 'Approved', creator_due_at: linkDue.toISOString() });
        const [decided] = (await auditOf(t, c.scriptId, 'review.decided')).filter(
          (r) => (r.data as { decision: string }).decision === 'Approved',
        );
        expect(decided!.data).toMatchObject({ dueAt: linkDue.toISOString() });

        await sendLink(c);
        expect(await creatorView(c)).toMatchObject({ status: 'In Review', creator_due_at: null });
        await later(DAY_MS, async () => {
          // The post is rejected: a fresh window again.
          const postRejectedAt = t.clock.now();
          await decideOk(c, { status: 'Post Rejected', rejected_post_remarks: 'Wrong account' });
          const againDue = new Date(postRejectedAt.getTime() + GRACE_MS);
          expect(await creatorView(c)).toMatchObject({ status: 'Post Rejected', creator_due_at: againDue.toISOString() });

          // Nothing comes: the deadline closes the script, and nothing is due any more.
          await later(GRACE_MS, async () => {
            await runDeadlines();
            expect(await creatorView(c)).toMatchObject({ status: 'Not Uploaded', creator_due_at: null });
            expect((await scriptRow(t, c.scriptId)).closedReason).toBe('campaign_ended');
          });
        });
      });
    });
  });

  it('is null after a completion and after the third rejection, which leave the creator nothing to send', async () => {
    const campaign = await fundedCampaign();
    const completed = await approvedOn(campaign);
    await sendLink(completed);
    const rejectedOut = await join(campaign);
    await upload(rejectedOut);
    for (let i = 0; i < 2; i++) {
      await decideOk(rejectedOut, { status: 'rejected', rejection_reason: `Take ${i + 1}` });
      await upload(rejectedOut);
    }
    await setStatus(brand.agent, campaign.id, 'completed');
    await decideOk(completed, { status: 'completed' });
    await decideOk(rejectedOut, { status: 'rejected', rejection_reason: 'Take 3' });
    expect(await creatorView(completed)).toMatchObject({ status: 'Completed', creator_due_at: null });
    expect(await creatorView(rejectedOut)).toMatchObject({ status: 'Rejected', creator_due_at: null });
    expect(await deadlineJobsOf(completed.scriptId)).toEqual([]);
    expect(await deadlineJobsOf(rejectedOut.scriptId)).toEqual([]);
  });
});

describeDaysSetting({ name: 'POST_LINK_GRACE_DAYS', key: 'postLinkGraceDays', fallback: DEFAULT_POST_LINK_GRACE_DAYS });
