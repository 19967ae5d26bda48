import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createJobQueue, JOB_HEARTBEAT_SECONDS, type JobQueueRuntime } from '../../src/lib/jobs/pg-boss-queue';
import { TAKEOVER_QUEUE, type WorkerEvent } from '../helpers/job-worker-process';
import { processArgs } from '../helpers/server-bundle';
import { silentLogger } from '../helpers/mail-jobs';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { openTestDatabase } from '../helpers/test-database';

// Two processes on one database: PGlite serves one process only.
const skipReason = postgresOnlySkipReason('job-takeover.test.ts');

/** A job-queue node (test/helpers/job-worker-process.ts) as a real process, with the events it printed. */
interface WorkerProcess {
  child: ChildProcess;
  events: WorkerEvent[];
  exited: Promise<number | null>;
  output(): string;
}

async function startWorker(databaseUrl: string): Promise<WorkerProcess> {
  const child = spawn(process.execPath, processArgs('job-worker-process'), {
    cwd: join(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  let out = '';
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk;
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line) as WorkerEvent);
  });
  child.stderr?.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const worker = { child, events, exited, output: () => out };
  await waitFor(() => events.some((e) => e.event === 'ready') || child.exitCode !== null, 60_000);
  if (!events.some((e) => e.event === 'ready')) throw new Error(`the worker did not start:\n${out}`);
  return worker;
}

async function waitFor(done: () => boolean, ms: number) {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 25));
  return done();
}

const eventOf = (worker: WorkerProcess, event: WorkerEvent['event'], id: string) =>
  worker.events.find((e) => e.event === event && e.id === id);

let database: Database;
let producer: JobQueueRuntime;
const workers: WorkerProcess[] = [];
beforeAll(async () => {
  if (skipReason) return;
  database = await openTestDatabase();
  // The test only sends; the worker processes run the jobs.
  producer = await createJobQueue({ database, logger: silentLogger, background: false });
  await producer.work(TAKEOVER_QUEUE, async () => {
    throw new Error('the test process never runs jobs');
  });
}, 60_000);
afterAll(async () => {
  if (skipReason) return;
  for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
  await producer?.stop({ timeoutMs: 1_000 });
  await database?.close();
});

describe.skipIf(skipReason)(`jobs of a node that dies, on two real processes${skippedBecause(skipReason)}`, () => {
  it('run again on the other node within 60 s of a kill -9 mid-run, while its long healthy job is not taken from it', async () => {
    const a = await startWorker(database.url!);
    workers.push(a);
    const orphan = (await producer.send({ name: TAKEOVER_QUEUE, data: { hangOnPid: a.child.pid } }))!;
    expect(await waitFor(() => Boolean(eventOf(a, 'started', orphan)), 15_000), `node A started the job:\n${a.output()}`).toBe(true);

    const b = await startWorker(database.url!);
    workers.push(b);
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    await a.exited;
    // A job that outlives the heartbeat interval several times over, on the node that stays: its worker keeps it alive.
    const longRunMs = (JOB_HEARTBEAT_SECONDS + 10) * 1_000;
    const long = (await producer.send({ name: TAKEOVER_QUEUE, data: { runMs: longRunMs } }))!;

    expect(await waitFor(() => Boolean(eventOf(b, 'done', orphan)), 60_000), `node B ran the orphan:\n${b.output()}`).toBe(true);
    const takeoverMs = eventOf(b, 'started', orphan)!.at - killedAt;
    console.log(`kill -9 to the other node running the job: ${(takeoverMs / 1000).toFixed(1)} s`);
    expect(takeoverMs).toBeLessThan(60_000);
    const [taken] = await producer.boss.findJobs(TAKEOVER_QUEUE, { id: orphan });
    expect(taken).toMatchObject({ state: 'completed', retryCount: 1 });

    expect(await waitFor(() => Boolean(eventOf(b, 'done', long)), longRunMs + 15_000), `the long job finished:\n${b.output()}`).toBe(true);
    expect(b.events.filter((e) => e.event === 'started' && e.id === long)).toHaveLength(1);
    const [finished] = await producer.boss.findJobs(TAKEOVER_QUEUE, { id: long });
    expect(finished).toMatchObject({ state: 'completed', retryCount: 0 });
  }, 120_000);

  it('start a job delayed by 200 ms within 3 s of its time on a polling node, though no NOTIFY announces it', async () => {
    const node = workers.find((w) => w.child.exitCode === null && w.child.signalCode === null) ?? (await startWorker(database.url!));
    if (!workers.includes(node)) workers.push(node);
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const dueAt = Date.now() + 200;
      const id = (await producer.send({ name: TAKEOVER_QUEUE, data: {}, startAfter: new Date(dueAt) }))!;
      expect(await waitFor(() => Boolean(eventOf(node, 'done', id)), 10_000), `job ${i} ran:\n${node.output()}`).toBe(true);
      latencies.push(eventOf(node, 'started', id)!.at - dueAt);
      // Land the next one anywhere in the node's due-check cycle.
      await new Promise((r) => setTimeout(r, 137 * (i + 1)));
    }
    console.log(`delayed job started after its time: ${latencies.map((ms) => `${ms} ms`).join(', ')}`);
    expect(Math.max(...latencies)).toBeLessThan(3_000);
  }, 60_000);
});
