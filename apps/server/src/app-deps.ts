import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { MailService } from './features/mail/mail.service';
import type { VerificationService } from './features/verification/verification.service';
import type { RateLimiter } from './lib/rate-limit/rate-limiter';
import type { Storage } from './lib/storage/storage';
import type { JobQueue } from './lib/jobs/job-queue';
import type { SessionForgetter } from './plugins/session-cache';

/** What every feature's routes receive. Features take only what they use. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** Shared counters for throttling: in memory, or in Redis when REDIS_URL is set. */
  limiter: RateLimiter;
  /** Uploaded files' bytes: a local folder (STORAGE_DIR) for now; see lib/storage. */
  storage: Storage;
  /** The outbox: enqueue({ tx, ...mail }) inside the transaction, notify() after it commits. */
  mail: MailService;
  /**
   * Background jobs on pg-boss: send({ tx, ... }) inside the transaction of the change that causes the job;
   * features register handlers (work) and cron jobs (schedule) when the app is built.
   */
  jobs: JobQueue;
  /** E-mail verification and password reset codes. */
  verification: VerificationService;
  /**
   * Every node's copies of signed-in sessions: after changing a user row or ending a user's sessions, call
   * forgetUser(userId) once the transaction has committed, so no node answers from its copy (decision 035).
   */
  sessions: SessionForgetter;
}
