/**
 * A bare job-queue node for the takeover tests, run as its own process (server-bundle.ts): pg-boss on DATABASE_URL
 * with its workers polling and its supervisor on, exactly as a server runs it, and one test queue. It prints one JSON
 * line per event on stdout: ready, then started and done for each job it runs.
 *
 * A job of `test.takeover` with `hangOnPid` equal to this process's id never finishes here (the test kills the
 * process mid-run); with `runMs` it runs that long (a long, healthy job); otherwise it finishes at once.
 */
import { openPostgres } from '../../src/db/client';
import { createJobQueue } from '../../src/lib/jobs/pg-boss-queue';

export const TAKEOVER_QUEUE = 'test.takeover';

export interface WorkerEvent {
  event: 'ready' | 'started' | 'done' | 'warn' | 'error';
  pid: number;
  /** Epoch milliseconds. */
  at: number;
  id?: string;
  msg?: string;
}

const say = (event: Omit<WorkerEvent, 'pid' | 'at'>) =>
  process.stdout.write(`${JSON.stringify({ pid: process.pid, at: Date.now(), ...event })}\n`);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const database = await openPostgres(url, 2);
  const jobs = await createJobQueue({
    database,
    logger: {
      warn: (obj, msg) => say({ event: 'warn', msg: `${msg ?? ''} ${JSON.stringify(obj)}` }),
      error: (obj, msg) => say({ event: 'error', msg: `${msg ?? ''} ${JSON.stringify(obj)}` }),
    },
    background: true,
  });
  await jobs.work<{ hangOnPid?: number; runMs?: number }>(TAKEOVER_QUEUE, async ({ id, data }) => {
    say({ event: 'started', id });
    if (data.hangOnPid === process.pid) await new Promise(() => {});
    if (data.runMs) await new Promise((resolve) => setTimeout(resolve, data.runMs));
    say({ event: 'done', id });
  });
  await jobs.startWorkers();
  process.on('SIGTERM', () => {
    void jobs
      .stop({ timeoutMs: 1_000 })
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  say({ event: 'ready' });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
