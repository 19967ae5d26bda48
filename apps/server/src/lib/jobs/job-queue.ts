import type { DbOrTx } from '../../db/client';

export interface SendJobInput {
  /** The caller's transaction: the job is written inside it, so a rollback discards it. */
  tx?: DbOrTx;
  name: string;
  data?: object;
  startAfter?: Date;
  singletonKey?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Higher runs first among the queue's due jobs (default 0). */
  priority?: number;
}

export interface JobQueue {
  /** Enqueues a job. With `tx` it is written inside the caller's transaction: a rollback discards it. Returns the job id (null when a singleton key already holds one). */
  send(input: SendJobInput): Promise<string | null>;
  /** Registers the handler of a queue (creating the queue if needed). Handlers must be idempotent: a job may run again after a crash. */
  work<T extends object>(name: string, handler: (job: { id: string; data: T; retryCount: number }) => Promise<void>): Promise<void>;
  /** A cron job (UTC), registered once however many nodes start. */
  schedule(input: { name: string; cron: string; data?: object }): Promise<void>;
}
