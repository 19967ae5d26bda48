import type { PgBoss } from 'pg-boss';

type Handler = (job: { id: string; data: object; retryCount: number }) => Promise<void>;

export interface RunJobsResult {
  completed: number;
  /** Threw and will be retried later. */
  retried: number;
  /** Threw with no retry left: failed for good (and copied to the dead letter queue). */
  failed: number;
}

/** Fetches one job, runs it and settles it as a worker would; false when none is due. */
async function runOne(input: { boss: PgBoss; name: string; handler: Handler; includeDelayed: boolean; result: RunJobsResult }) {
  const { boss, name, result } = input;
  const [job] = await boss.fetch<object>(name, { batchSize: 1, ignoreStartAfter: input.includeDelayed });
  if (!job) return false;
  try {
    await input.handler({ id: job.id, data: job.data, retryCount: job.retryCount });
  } catch (err) {
    await boss.fail(name, job, { message: err instanceof Error ? err.message : String(err) });
    const [after] = await boss.findJobs(name, { id: job.id });
    if (after?.state === 'failed') result.failed++;
    else result.retried++;
    return true;
  }
  await boss.complete(name, job);
  result.completed++;
  return true;
}

/**
 * Runs what is queued (in one queue, or all), in this process, until nothing is left. Without a name it goes
 * round until a pass finds nothing, since a handler may queue more (a dead letter, a follow-up job).
 */
export async function runQueuedJobs(input: {
  boss: PgBoss;
  handlers: ReadonlyMap<string, Handler>;
  name?: string;
  includeDelayed?: boolean;
}): Promise<RunJobsResult> {
  const { boss, handlers, name, includeDelayed = false } = input;
  const result: RunJobsResult = { completed: 0, retried: 0, failed: 0 };
  const names = name ? [name] : [...handlers.keys()];
  for (;;) {
    let ran = false;
    for (const queue of names) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`No handler is registered for the job queue "${queue}"`);
      while (await runOne({ boss, name: queue, handler, includeDelayed, result })) ran = true;
    }
    if (!ran || name) return result;
  }
}
