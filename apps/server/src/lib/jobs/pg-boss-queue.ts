import { sql } from 'drizzle-orm';
import {
  type Clock as BossClock,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  PgBoss,
  type PGliteLike,
  type Queue,
} from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client';
import { NotMigratedError } from '../../db/migrate';
import type { JobQueue, SendJobInput } from './job-queue';
import { type QueueHealth, readQueueHealth } from './queue-health';
import { type RunJobsResult, runQueuedJobs } from './run-queued';

/** Where a job that failed for good lands when its queue names no dead letter queue of its own. */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';
export { OVERDUE_AFTER_SECONDS } from './queue-health';

export interface QueueOptions {
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** First retry delay; it doubles (with jitter) on each retry, up to an hour (default 30). */
  retryDelaySeconds?: number;
  /** How long a run may take before it counts as crashed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** The queue a job that failed for good is copied to (default jobs.dead-letter). */
  deadLetter?: string;
  /** Jobs each node fetches at once and runs side by side (default 5): more for jobs that mostly wait on a peer. */
  batchSize?: number;
}

/**
 * A job's handler. `retryCount` is how many times the job was handed out before this run: more than 0 means an earlier
 * run failed, or was taken back from a node that died or shut down mid-run (it may have done part of the work).
 */
export type JobHandler<T extends object = object> = (job: { id: string; data: T; retryCount: number }) => Promise<void>;

export type { QueueHealth, RunJobsResult };

export interface JobQueueRuntime extends JobQueue {
  work<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /** Starts polling every registered queue (and the cron clock). Without it, jobs only run through runQueued. */
  startWorkers(): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for the running ones, and closes pg-boss's connections. */
  stop(input?: { timeoutMs?: number }): Promise<void>;
  health(): Promise<QueueHealth>;
  /**
   * Runs what is queued now, in this process, until nothing is left: each job through its handler, then
   * completed or failed as a worker would. `includeDelayed` also takes jobs whose start time is ahead
   * (retries included). Tests use it; workers must not be polling at the same time.
   */
  runQueued(input?: { name?: string; includeDelayed?: boolean }): Promise<RunJobsResult>;
  /** Wakes this process's workers of a queue now, instead of at their next poll. */
  wake(name: string): void;
  readonly boss: PgBoss;
}

const POLL_SECONDS = 2;
const BATCH_SIZE = 5;
/**
 * A running job's worker stamps it every HEARTBEAT_REFRESH_SECONDS; a job not stamped for JOB_HEARTBEAT_SECONDS
 * counts as crashed (its node died) and goes back to the queue, to be taken over by any node. A healthy job runs as
 * long as it needs (up to its queue's expireInSeconds): only the missing stamps count, not its length.
 */
export const JOB_HEARTBEAT_SECONDS = 15;
const HEARTBEAT_REFRESH_SECONDS = 5;
/** How often each node's supervisor offers to look for such jobs; one node per interval does it. */
export const SUPERVISE_SECONDS = 10;
/**
 * How often a polling node asks which of its queues hold a job that has come due (a delayed job, a retry, a job
 * taken back from a dead node): none of those sends a NOTIFY, and without it workers would wait out pg-boss's
 * 30-second backstop poll. One small query per node per tick, whatever the number of queues.
 */
export const DUE_CHECK_MS = 1_000;
/**
 * What pg-boss writes as the output of a job it took back from a worker that stopped without settling it: the
 * supervisor's heartbeat check (the node died) and a shutdown that ran out of grace (the node is going away).
 */
const TAKEN_BACK_MESSAGES = ['job heartbeat timeout', 'pg-boss shut down while active'];

/** pg-boss on the app's database: PGlite through its adapter, PostgreSQL through its own small pool. */
export function pgBossOptions(database: Database, extra: Partial<ConstructorOptions> = {}): ConstructorOptions {
  const base: ConstructorOptions =
    database.kind === 'pglite'
      ? { db: fromPglite((database.db as unknown as { $client: PGliteLike }).$client), backend: 'pglite' }
      : { connectionString: requireUrl(database), max: 4, application_name: 'amplio-jobs' };
  return { ...base, ...extra };
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error('A PostgreSQL database needs its connection string for the job queue');
  return database.url;
}

/** Installs (or upgrades) pg-boss's schema, then lets go: the migration step and the test template use it. */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss(pgBossOptions(database, { supervise: false, schedule: false, registerInstance: false }));
  boss.on('error', () => {});
  await boss.start().catch((err: Error) => {
    if (!/not installed|requires migrations/.test(err.message)) throw err;
    throw new NotMigratedError(
      `The job queue's schema is missing or out of date (${err.message}): run \`npm run db:migrate\` once before starting the server.`,
    );
  });
  await boss.createQueue(DEAD_LETTER_QUEUE);
  await boss.stop({ graceful: false });
}

/** The settings each queue gets from work(), kept up to date on an existing queue. */
const MANAGED_QUEUE_SETTINGS = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'retryDelayMax',
  'expireInSeconds',
  'heartbeatSeconds',
  'deadLetter',
] as const satisfies readonly (keyof Queue)[];
type ManagedQueueSetting = (typeof MANAGED_QUEUE_SETTINGS)[number];

const asBossDb = (tx: DbOrTx) => fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);

interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export async function createJobQueue(input: {
  database: Database;
  logger: Logger;
  /** Run maintenance and the cron clock (servers); tests leave it off and drive jobs with runQueued. */
  background: boolean;
  /** How long stop() waits for running jobs before failing them back to the queue (default 10 s). */
  shutdownGraceMs?: number;
  /** pg-boss's own clock; tests hand it a TestClock to move its cron and retry timers by hand. */
  bossClock?: BossClock;
}): Promise<JobQueueRuntime> {
  const { database, logger, background, shutdownGraceMs = 10_000 } = input;
  const boss = new PgBoss(
    pgBossOptions(database, {
      // PostgreSQL's schema is the migration step's (installJobSchema); PGlite's server migrates at start.
      migrate: background && database.kind === 'pglite',
      supervise: background,
      schedule: background,
      registerInstance: background,
      useListenNotify: background,
      // The supervisor fails a job whose heartbeat stopped; the default minute between passes would add a minute
      // to every takeover. Its per-queue claim means one node per interval does the work, however many poll.
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      openTelemetry: { enabled: false },
      ...(input.bossClock ? { clock: input.bossClock } : {}),
    }),
  );
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start().catch((err: Error) => {
    if (!/not installed|requires migrations/.test(err.message)) throw err;
    throw new NotMigratedError(
      `The job queue's schema is missing or out of date (${err.message}): run \`npm run db:migrate\` once before starting the server.`,
    );
  });
  await boss.createQueue(DEAD_LETTER_QUEUE);

  const handlers = new Map<string, JobHandler>();
  const workerIds = new Map<string, string>();
  const batchSizes = new Map<string, number>();
  let polling = false;

  /**
   * Creates the queue, or brings an existing one to these settings: pg-boss's createQueue leaves a queue that exists
   * as it is, so a database made by an earlier release would keep its old retries and no heartbeat.
   */
  async function ensureQueue(name: string, settings: Required<Pick<Queue, ManagedQueueSetting>> & { notify: boolean }) {
    await boss.createQueue(name, settings);
    const current = await boss.getQueue(name);
    const stale = MANAGED_QUEUE_SETTINGS.filter((key) => current?.[key] !== settings[key]);
    if (!current || stale.length === 0) return;
    await boss.updateQueue(name, Object.fromEntries(stale.map((key) => [key, settings[key]])));
  }

  // The due clock: which queues have a job whose time has come, and which jobs pg-boss took back from a dead or
  // departing node and queued for a retry after the queue's backoff (meant for a handler that failed, not for a
  // node that vanished): those are brought forward to now, with a NOTIFY that wakes every node's workers.
  let dueTimer: NodeJS.Timeout | undefined;
  let dueTick: Promise<void> | undefined;
  /** When the due check first failed in a row: the database has been away since about then. */
  let unreachableSince: Date | undefined;
  async function checkDue() {
    const names = [...handlers.keys()];
    try {
      if (unreachableSince) await retryJobsFailedSince(names, unreachableSince);
      const { rows } = await boss.getDb().executeSql(
        `select q.name, null::text as id
           from unnest($1::text[]) as q(name)
          where exists (select 1 from pgboss.job j
                         where j.name = q.name and j.state < 'active' and not j.blocked and j.start_after <= now())
         union all
         select j.name, j.id::text
           from pgboss.job j
          where j.name = any($1::text[]) and j.state = 'retry' and not j.blocked and j.start_after > now()
            and coalesce(j.output #>> '{value,message}', j.output #>> '{value}') = any($2::text[])`,
        [names, TAKEN_BACK_MESSAGES],
      );
      for (const row of rows as { name: string; id: string | null }[]) {
        if (row.id) await boss.update(row.name, undefined, { id: row.id, startAfter: new Date() });
        else runtime.wake(row.name);
      }
      if (unreachableSince) logger.warn({ since: unreachableSince.toISOString() }, 'job queue reaches its database again');
      unreachableSince = undefined;
    } catch (err) {
      // The database is away (its outage is logged and probed elsewhere); say so once, not every second.
      if (!unreachableSince) logger.warn({ err }, 'job queue cannot reach its database; checking every second');
      unreachableSince ??= new Date();
    }
  }
  /**
   * The jobs that failed while the database was away (a handler that could not read or write) wait out the queue's
   * backoff, up to a minute, for an outage that is over: once it answers again they run at once. Only once per outage,
   * so a database that keeps coming and going cannot run through a job's retries.
   */
  async function retryJobsFailedSince(names: string[], since: Date) {
    const { rows } = await boss.getDb().executeSql(
      `select name, id::text as id from pgboss.job
        where name = any($1::text[]) and state = 'retry' and not blocked and start_after > now()
          and started_on >= $2::timestamptz - interval '1 minute'`,
      [names, since.toISOString()],
    );
    for (const row of rows as { name: string; id: string }[])
      await boss.update(row.name, undefined, { id: row.id, startAfter: new Date() });
  }
  function startDueClock() {
    dueTimer = setInterval(() => {
      dueTick ??= checkDue().finally(() => {
        dueTick = undefined;
      });
    }, DUE_CHECK_MS);
    dueTimer.unref();
  }

  async function startWorker(name: string, handler: JobHandler) {
    const batchSize = batchSizes.get(name) ?? BATCH_SIZE;
    // A few jobs per fetch, run side by side and settled one by one (a failure retries only its own job); a
    // full batch fetches again at once, so a backlog drains without waiting out the polling interval.
    const options = {
      batchSize,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: POLL_SECONDS,
      heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS,
    } as const;
    const id = await boss.work<object>(name, options, (batch) =>
      Promise.all(
        batch.map(async (job) => {
          try {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
            return { id: job.id, status: 'completed' as const };
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            logger.warn({ queue: name, jobId: job.id, retryCount: job.retryCount, err: message }, 'job failed');
            return { id: job.id, status: 'failed' as const, output: { message } };
          }
        }),
      ),
    );
    workerIds.set(name, id);
  }

  const runtime: JobQueueRuntime = {
    boss,
    async send({ tx, name, data, startAfter, singletonKey, retryLimit, retryDelaySeconds, priority }: SendJobInput) {
      if (!handlers.has(name) && name !== DEAD_LETTER_QUEUE) {
        // An unknown queue would be looked up outside the caller's transaction, which on PGlite's single
        // connection waits for that transaction forever; say what is wrong instead.
        throw new Error(`No handler is registered for the job queue "${name}": register it with jobs.work() when the app is built`);
      }
      const options = {
        ...(startAfter ? { startAfter } : {}),
        ...(retryLimit !== undefined ? { retryLimit } : {}),
        ...(retryDelaySeconds !== undefined ? { retryDelay: retryDelaySeconds } : {}),
        ...(priority !== undefined ? { priority } : {}),
      };
      if (!singletonKey) return boss.send(name, data ?? null, { ...options, ...(tx ? { db: asBossDb(tx) } : {}) });
      // pg-boss's standard queues do not keep keys unique, so we do: one live (queued, retrying or running) job
      // per key, checked under a lock on the key that the transaction holds until it ends.
      const keyed = async (inner: DbOrTx) => {
        await inner.execute(sql`select pg_advisory_xact_lock(hashtextextended(${JSON.stringify([name, singletonKey])}, 0))`);
        const held = (await inner.execute(
          sql`select 1 from pgboss.job where name = ${name} and singleton_key = ${singletonKey} and state < 'completed' limit 1`,
        )) as unknown as { rows: unknown[] };
        if (held.rows.length > 0) return null;
        return boss.send(name, data ?? null, { ...options, singletonKey, db: asBossDb(inner) });
      };
      return tx ? keyed(tx) : database.db.transaction(keyed);
    },
    async work(name, handler, options = {}) {
      if (handlers.has(name)) throw new Error(`The job queue "${name}" already has a handler`);
      await ensureQueue(name, {
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        retryDelayMax: 60 * 60,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        deadLetter: options.deadLetter ?? DEAD_LETTER_QUEUE,
        notify: true,
      });
      handlers.set(name, handler as JobHandler);
      if (options.batchSize) batchSizes.set(name, options.batchSize);
      if (polling) await startWorker(name, handler as JobHandler);
    },
    async schedule({ name, cron, data }) {
      if (!handlers.has(name)) throw new Error(`Register the handler of "${name}" before scheduling it`);
      await boss.schedule(name, cron, data ?? null, { tz: 'UTC' });
    },
    async startWorkers() {
      if (polling) return;
      polling = true;
      for (const [name, handler] of handlers) await startWorker(name, handler);
      startDueClock();
    },
    async stop({ timeoutMs = shutdownGraceMs } = {}) {
      clearInterval(dueTimer);
      await dueTick;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
    health: () => readQueueHealth(boss, logger),
    runQueued: (opts = {}) => runQueuedJobs({ boss, handlers, ...opts }),
    wake(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
  };
  return runtime;
}
