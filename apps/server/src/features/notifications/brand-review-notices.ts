import { sql } from 'drizzle-orm';
import type { ReviewStage } from '@amplio/shared/domain/review-transitions';
import { NOTIFICATION_LIMITS } from '@amplio/shared/schemas/notifications';
import type { Db, DbOrTx } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type NotificationMailer, mailNotification } from './notification-mail';
import { recordNotification } from './notify';

export const REVIEW_WARNING_QUEUE = 'notifications.review-warning';
const HOUR_MS = 3_600_000;

interface SubmissionFacts {
  id: string;
  status: string;
  submitted_at: Date | string | null;
  product_name: string | null;
  creator_name: string;
  brand_user_id: string;
  brand_email: string;
  brand_name: string;
}

async function submissionFacts(tx: DbOrTx, scriptId: string): Promise<SubmissionFacts | undefined> {
  const { rows } = (await tx.execute(sql`
    select s.id, s.status, s.submitted_at, c.product_name, cu.name as creator_name, s.brand_user_id, bu.email as brand_email, bu.name as brand_name
    from scripts s join campaigns c on c.id = s.campaign_id join users cu on cu.id = s.creator_id join users bu on bu.id = s.brand_user_id
    where s.id = ${scriptId}`)) as unknown as { rows: SubmissionFacts[] };
  return rows[0];
}

/** '2 Dec, 6:30 pm' in India time. */
const when = (at: Date) =>
  at.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const what = (stage: ReviewStage) => (stage === 'post' ? 'post link' : stage === 'script' ? 'script' : 'video');
const reviewLink = (scriptId: string) => `/brand/content-review?script=${scriptId}`;

/**
 * The brand hears of a submission in the transaction that records it: a notification, an e-mail unless switched off,
 * and a job that warns again 24 hours before Amplio decides on the brand's behalf (issue 24 §3).
 */
export async function noticeBrandOfSubmission(
  deps: { mailer: NotificationMailer; jobs: Pick<JobQueue, 'send'> },
  input: { tx: DbOrTx; scriptId: string; stage: ReviewStage; submittedAt: Date; decidesAt: Date },
) {
  const facts = await submissionFacts(input.tx, input.scriptId);
  if (!facts) return;
  const product = facts.product_name || 'your campaign';
  const auto = input.stage === 'post' ? 'completes itself and pays the creator' : 'is approved on your behalf';
  // Issue 28 §1: a script sent for approval says so, and what approving it lets the creator do.
  const ask = input.stage === 'script' ? ' Approve it and they film; reject it with a reason and they edit it.' : '';
  const title = `${facts.creator_name} sent a ${what(input.stage)} for ${product}`;
  const message = `Review it by ${when(input.decidesAt)} (India time); after that it ${auto}.${ask}`;
  const link = reviewLink(facts.id);
  const row = await recordNotification({
    tx: input.tx,
    at: input.submittedAt,
    userId: facts.brand_user_id,
    category: 'reviews',
    title,
    message,
    link,
    scriptId: facts.id,
    dedupeKey: `submission:${facts.id}:${input.stage}:${input.submittedAt.toISOString()}`,
  });
  if (!row) return;
  await mailNotification(deps.mailer, {
    tx: input.tx,
    userId: facts.brand_user_id,
    to: facts.brand_email,
    name: facts.brand_name,
    category: 'reviews',
    title,
    message,
    link,
    action: 'Review it',
  });
  const warnAt = new Date(input.decidesAt.getTime() - NOTIFICATION_LIMITS.warnHoursBefore * HOUR_MS);
  await deps.jobs.send({
    tx: input.tx,
    name: REVIEW_WARNING_QUEUE,
    data: {
      scriptId: facts.id,
      stage: input.stage,
      submittedAt: input.submittedAt.toISOString(),
      decidesAt: input.decidesAt.toISOString(),
    },
    startAfter: warnAt,
    singletonKey: `warn:${facts.id}:${input.stage}:${input.submittedAt.toISOString()}`,
  });
}

/** The warning job: only while the same submission still waits for the brand. Safe to run twice. */
export async function warnBrandBeforeAutoDecision(
  deps: { mailer: NotificationMailer; db: Db; now: () => Date },
  input: { scriptId: string; stage: ReviewStage; submittedAt: string; decidesAt: string },
) {
  const facts = await submissionFacts(deps.db, input.scriptId);
  const waiting = input.stage === 'script' ? 'Script Submitted' : 'In Review';
  if (facts?.status !== waiting || !facts.submitted_at) return;
  if (new Date(facts.submitted_at).toISOString() !== input.submittedAt) return;
  const product = facts.product_name || 'your campaign';
  const decidesAt = new Date(input.decidesAt);
  const auto = input.stage === 'post' ? 'completes itself and the creator is paid' : 'is approved on your behalf';
  const title = `24 hours left to review ${facts.creator_name}’s ${what(input.stage)}`;
  const message = `The ${what(input.stage)} for ${product} ${auto} at ${when(decidesAt)} (India time) unless you decide first.`;
  const link = reviewLink(facts.id);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await recordNotification({
      tx,
      at,
      userId: facts.brand_user_id,
      category: 'deadlines',
      title,
      message,
      link,
      scriptId: facts.id,
      dedupeKey: `warning:${facts.id}:${input.stage}:${input.submittedAt}`,
    });
    if (!row) return;
    await mailNotification(deps.mailer, {
      tx,
      userId: facts.brand_user_id,
      to: facts.brand_email,
      name: facts.brand_name,
      category: 'deadlines',
      title,
      message,
      link,
      action: 'Review it now',
    });
  });
}
