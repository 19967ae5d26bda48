import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { AuditActor } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { reviewRoutes } from './review.routes';
import { createReviewService, REVIEW_AUTO_DECIDE_QUEUE, REVIEW_DEADLINE_QUEUE, type ReviewService } from './review.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content review: the demo seed decides the demo creator's submissions through it. */
    review: ReviewService;
  }
}

/**
 * The brand's content review (spec 3 §2.4, §4): the submissions list, approve/reject/complete with the money moving
 * in the same transaction, auto-approval on the job queue, and abandoned and inactive scripts refunded.
 */
export async function registerReview(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    jobs: JobQueueRuntime;
    mail: MailService;
    ledger: LedgerService;
    refundUnreservedEscrow?: (input: { tx: Tx; campaignId: string; actor: AuditActor }) => Promise<unknown>;
  },
): Promise<ReviewService> {
  const review = createReviewService({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    mail: deps.mail,
    ledger: deps.ledger,
    appUrl: deps.config.appUrl,
    secret: deps.config.appSecret,
    autoApproveDays: deps.config.reviewAutoApproveDays,
    postLinkGraceDays: deps.config.postLinkGraceDays,
    refundUnreservedEscrow: deps.refundUnreservedEscrow,
  });
  // Each run re-reads the script under its row lock, so a job after the brand's decision, or a second run, does nothing.
  await deps.jobs.work<{ scriptId: string; submittedAt: string; stage?: string }>(REVIEW_AUTO_DECIDE_QUEUE, async (job) => {
    const { scriptId, submittedAt, stage } = job.data;
    await review.autoDecide({
      scriptId: String(scriptId),
      submittedAt: String(submittedAt),
      stage: stage === 'script' || stage === 'video' || stage === 'post' ? stage : undefined,
    });
  });
  // The creator's deadline after a campaign ended: the same lock-and-recheck makes a post link in time, a later
  // decision or a second run a no-op.
  await deps.jobs.work<{ scriptId: string; since: string; dueAt: string }>(REVIEW_DEADLINE_QUEUE, async (job) => {
    const { scriptId, since, dueAt } = job.data;
    await review.closeAfterDeadline({ scriptId: String(scriptId), since: String(since), dueAt: String(dueAt) });
  });
  await app.register(reviewRoutes, { review, db: deps.db, clock: deps.clock });
  app.decorate('review', review);
  return review;
}
