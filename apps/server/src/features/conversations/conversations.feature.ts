import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { Storage } from '../../lib/storage/storage';
import type { FileReadPolicy } from '../files/files.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationMailer } from '../notifications/notification-mail';
import { conversationsRoutes } from './conversations.routes';
import { createConversationsService } from './conversations.service';
import { createMessageNotices, MESSAGE_DIGEST_QUEUE } from './message-notices';
import { opsReportsRoutes } from './ops-reports.routes';
import { isParticipantAttachment, isReportedAttachment } from './reports.repository';

/** Conversations (issue 24 §1): messages, attachments, read state, questions, reports and the operators' queue. */
export async function registerConversations(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    jobs: JobQueue;
    limiter: RateLimiter;
    storage: Storage;
    mail: Pick<MailService, 'notify'>;
    mailer: NotificationMailer;
    assertCampaignVisible: (input: { userId: string; id: string }) => Promise<void>;
  },
) {
  const notices = createMessageNotices(deps);
  const conversations = createConversationsService({ ...deps, onMessage: notices.onMessage, onRead: notices.onRead });
  await deps.jobs.work<{ userId: string }>(MESSAGE_DIGEST_QUEUE, async (job) => {
    await notices.sendDigest({ userId: String(job.data.userId) });
    deps.mail.notify();
  });
  await app.register(conversationsRoutes, { conversations, db: deps.db, storage: deps.storage });
  await app.register(opsReportsRoutes, { db: deps.db, clock: deps.clock });
  /** Attachments: the two participants, and operators once the conversation is reported. */
  const attachmentReadPolicy: FileReadPolicy = async ({ db, file, viewer }) => {
    if (file.purpose !== 'message_attachment' || !viewer.user) return false;
    if (viewer.user.userType === 'operator') return isReportedAttachment(db, file.id);
    return isParticipantAttachment(db, { fileId: file.id, userId: viewer.user.id });
  };
  return { conversations, attachmentReadPolicy };
}
