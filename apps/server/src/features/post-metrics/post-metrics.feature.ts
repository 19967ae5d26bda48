import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Storage } from '../../lib/storage/storage';
import type { MailService } from '../mail/mail.service';
import type { NotificationMailer } from '../notifications/notification-mail';
import { POST_METRIC_REMINDER_CRON, POST_METRIC_REMINDER_QUEUE, remindDueReports } from './post-metric-reminders';
import { postMetricsRoutes } from './post-metrics.routes';
import { createPostMetricsService, type PostMetricsService } from './post-metrics.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Post metrics with proof: tests run the reminder sweep through it. */
    postMetrics: PostMetricsService & { remindDue(): Promise<number> };
  }
}

/**
 * Post metrics with proof (issue 27 §1, decision 048): the creator's reports with a screenshot, the brand's accept or
 * question, and the reminders of the day-1, day-7 and day-30 reports on a pg-boss cron job.
 */
export async function registerPostMetrics(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; jobs: JobQueue; storage: Storage; mailer: NotificationMailer; mail: Pick<MailService, 'notify'> },
): Promise<PostMetricsService> {
  const postMetrics = createPostMetricsService(deps);
  const remindDue = async () => {
    const sent = await remindDueReports(deps);
    if (sent > 0) deps.mail.notify();
    return sent;
  };
  await deps.jobs.work(POST_METRIC_REMINDER_QUEUE, async () => void (await remindDue()));
  await deps.jobs.schedule({ name: POST_METRIC_REMINDER_QUEUE, cron: POST_METRIC_REMINDER_CRON });
  await app.register(postMetricsRoutes, { postMetrics, db: deps.db, storage: deps.storage });
  app.decorate('postMetrics', { ...postMetrics, remindDue });
  return postMetrics;
}
