import type { FastifyInstance } from 'fastify';
import type { ReviewStage } from '@amplio/shared/domain/review-transitions';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import { noticeBrandOfCollaboration } from './brand-collaboration-notices';
import { noticeBrandOfSubmission, REVIEW_WARNING_QUEUE, warnBrandBeforeAutoDecision } from './brand-review-notices';
import type { NotificationMailer } from './notification-mail';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/**
 * Notifications for both sides (issue 24 §3): the bell's routes, e-mail preferences and one-click unsubscribe, and
 * the brand's review notices with their 24-hour warning job.
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; jobs: JobQueue; mail: Pick<MailService, 'enqueue' | 'notify'>; secret: string; appUrl: string },
) {
  const mailer: NotificationMailer = { mail: deps.mail, secret: deps.secret, appUrl: deps.appUrl };
  await deps.jobs.work<{ scriptId: string; stage: ReviewStage; submittedAt: string; decidesAt: string }>(
    REVIEW_WARNING_QUEUE,
    async (job) => {
      await warnBrandBeforeAutoDecision({ mailer, db: deps.db, now: () => deps.clock.now() }, job.data);
      deps.mail.notify();
    },
  );
  await app.register(notificationsRoutes, {
    notifications: createNotificationsService({ db: deps.db, clock: deps.clock, secret: deps.secret }),
  });
  return {
    mailer,
    /** Called by the review inside the transaction that records a submission. */
    noticeBrandOfSubmission: (input: Parameters<typeof noticeBrandOfSubmission>[1]) =>
      noticeBrandOfSubmission({ mailer, jobs: deps.jobs }, input),
    /** Called by invitations and applications inside the transaction that records the creator's move. */
    noticeBrandOfCollaboration: (input: Parameters<typeof noticeBrandOfCollaboration>[1]) => noticeBrandOfCollaboration(mailer, input),
  };
}

export type NotificationsFeature = Awaited<ReturnType<typeof registerNotifications>>;
