import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import {
  createJobQueue,
  DEAD_LETTER_QUEUE,
  JOB_HEARTBEAT_SECONDS,
  type JobQueueRuntime,
  OVERDUE_AFTER_SECONDS,
} from '../../src/lib/jobs/pg-boss-queue';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { openTestDatabase } from '../helpers/test-database';

const silent = { warn() {}, error() {} };
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let jobs: JobQueueRuntime;
const ran: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  jobs = t.jobs;
  await t.db.execute(sql`create table job_probe (id text primary key)`);
  await jobs.work<{ id: string }>('test.probe', async ({ data }) => void ran.push(data.id));
  await jobs.work<{ id: string }>(
    'test.broken',
    async () => {
      throw new Error('the handler broke');
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  ran.length = 0;
  await jobs.boss.deleteAllJobs();
});

const probeRows = async () => {
  const result = (await t.db.execute(sql`select id from job_probe`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
};

describe(`the job queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs the job of a committed transaction', async () => {
    const id = crypto.randomUUID();
    const jobId = await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_probe (id) values (${id})`);
      return jobs.send({ tx, name: 'test.probe', data: { id } });
    });
    expect(jobId).toEqual(expect.any(String));
    expect(await probeRows()).toContain(id);
    expect(await t.runJobs({ name: 'test.probe' })).toBe(1);
    expect(ran).toEqual([id]);
  });

  it('never runs the job of a rolled-back transaction', async () => {
    const id = crypto.randomUUID();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_probe (id) values (${id})`);
        await jobs.send({ tx, name: 'test.probe', data: { id } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await probeRows()).not.toContain(id);
    expect(await jobs.boss.findJobs('test.probe')).toHaveLength(0);
    expect(await t.runJobs({ includeDelayed: true })).toBe(0);
    expect(ran).toEqual([]);
  });

  it('keeps a delayed job until its time, and runs it early when asked', async () => {
    await jobs.send({ name: 'test.probe', data: { id: 'later' }, startAfter: new Date(Date.now() + HOUR_MS) });
    expect(await t.runJobs()).toBe(0);
    expect(await t.runJobs({ name: 'test.probe', includeDelayed: true })).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('answers null for a second job under a singleton key while the first is live, and takes one again once it has run', async () => {
    const later = new Date(Date.now() + HOUR_MS);
    const first = await jobs.send({ name: 'test.probe', data: { id: 'one' }, singletonKey: 'campaign-1', startAfter: later });
    const second = await t.db.transaction((tx) => jobs.send({ tx, name: 'test.probe', data: { id: 'two' }, singletonKey: 'campaign-1' }));
    const otherKey = await jobs.send({ name: 'test.probe', data: { id: 'three' }, singletonKey: 'campaign-2' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    expect(await t.runJobs({ name: 'test.probe', includeDelayed: true })).toBe(2);
    expect(ran.sort()).toEqual(['one', 'three']);
    expect(await jobs.send({ name: 'test.probe', data: { id: 'four' }, singletonKey: 'campaign-1' })).toEqual(expect.any(String));
  });

  it('lets only one of two transactions racing on a singleton key queue its job', async () => {
    const race = () => t.db.transaction((tx) => jobs.send({ tx, name: 'test.probe', data: { id: 'race' }, singletonKey: 'race' }));
    const ids = await Promise.all([race(), race(), race()]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it('refuses a job for a queue nobody registered, saying what to do', async () => {
    await expect(jobs.send({ name: 'test.unknown' })).rejects.toThrow(
      'No handler is registered for the job queue "test.unknown": register it with jobs.work() when the app is built',
    );
  });

  it('retries a failing job, then fails it for good into the dead letter queue', async () => {
    const id = await jobs.send({ name: 'test.broken', data: { id: 'x' } });
    const result = await jobs.runQueued({ name: 'test.broken', includeDelayed: true });
    expect(result).toEqual({ completed: 0, retried: 1, failed: 1 });
    expect((await jobs.boss.findJobs('test.broken', { id: id! }))[0]).toMatchObject({ state: 'failed', retryCount: 1 });
    const [dead] = await jobs.boss.findJobs(DEAD_LETTER_QUEUE, { data: { id: 'x' } });
    expect(dead).toMatchObject({ sourceName: 'test.broken', sourceId: id });
  });
});

describe(`workers polling on a node (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** A second pg-boss on the test database, as a server runs it: maintenance, LISTEN/NOTIFY, workers polling. */
  async function pollingNode(handlers: Record<string, (data: { id: string }) => Promise<void>>) {
    // The test app only sends to these queues (it never polls), so it needs to know them.
    for (const name of Object.keys(handlers)) {
      if (!(await jobs.boss.getQueue(name))) await jobs.work(name, async () => void ran.push(`unexpected ${name}`));
    }
    const node = await createJobQueue({ database: t.database, logger: silent, background: true });
    for (const [name, handler] of Object.entries(handlers)) await node.work<{ id: string }>(name, ({ data }) => handler(data));
    await node.startWorkers();
    return node;
  }
  const waitFor = async (done: () => boolean, ms: number) => {
    const started = Date.now();
    while (!done() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
  };

  it('starts a job delayed by 200 ms within 2 s of its time, though no NOTIFY announces it', async () => {
    const ranAt = new Map<string, number>();
    const node = await pollingNode({ 'test.timed': async ({ id }) => void ranAt.set(id, Date.now()) });
    try {
      const latencies: number[] = [];
      for (const id of ['d1', 'd2', 'd3']) {
        const due = Date.now() + 200;
        await jobs.send({ name: 'test.timed', data: { id }, startAfter: new Date(due) });
        await waitFor(() => ranAt.has(id), 5_000);
        expect(ranAt.has(id), `job ${id} ran`).toBe(true);
        latencies.push(ranAt.get(id)! - due);
      }
      console.log(`due-job latency after its start time: ${latencies.map((ms) => `${ms} ms`).join(', ')}`);
      expect(Math.max(...latencies)).toBeLessThan(2_000);
    } finally {
      await node.stop({ timeoutMs: 1_000 });
    }
  });

  it('takes back a running job whose worker stopped heartbeating, and runs it again at once, not after the retry backoff', async () => {
    const ran: string[] = [];
    const node = await pollingNode({ 'test.taken-back': async ({ id }) => void ran.push(id) });
    try {
      const queue = await node.boss.getQueue('test.taken-back');
      expect(queue).toMatchObject({ heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryDelay: 30 });
      // A worker of a node that then died: it fetched the job, and its heartbeats stopped a minute ago.
      await node.stop({ timeoutMs: 1_000 });
      const id = await jobs.send({ name: 'test.taken-back', data: { id: 'orphan' } });
      const [claimed] = await jobs.boss.fetch('test.taken-back');
      expect(claimed?.id).toBe(id);
      const db = jobs.boss.getDb();
      await db.executeSql(
        `update pgboss.job set heartbeat_on = now() - interval '1 minute', started_on = now() - interval '1 minute' where id = $1`,
        [id],
      );
      // The next node's supervisor fails it for its lost heartbeat; pg-boss would retry it 30 to 60 s later.
      const next = await pollingNode({ 'test.taken-back': async ({ id }) => void ran.push(id) });
      try {
        const takenAt = Date.now();
        await next.boss.supervise('test.taken-back');
        const [failed] = await next.boss.findJobs('test.taken-back', { id: id! });
        expect(failed).toMatchObject({ output: { value: { message: 'job heartbeat timeout' } } });
        await waitFor(() => ran.length > 0, 5_000);
        expect(ran).toEqual(['orphan']);
        console.log(`taken-back job ran ${Date.now() - takenAt} ms after its heartbeat was found lost`);
        expect(Date.now() - takenAt).toBeLessThan(3_000);
        await waitFor(() => false, 200);
        expect((await next.boss.findJobs('test.taken-back', { id: id! }))[0]).toMatchObject({ state: 'completed', retryCount: 1 });
      } finally {
        await next.stop({ timeoutMs: 1_000 });
      }
    } finally {
      await node.stop({ timeoutMs: 1_000 }).catch(() => {});
    }
  });

  it('brings the retry and heartbeat settings of a queue made by an earlier release up to date', async () => {
    await jobs.boss.createQueue('test.old-settings', { retryLimit: 2, retryDelay: 90, expireInSeconds: 60 });
    expect(await jobs.boss.getQueue('test.old-settings')).toMatchObject({ retryLimit: 2, retryDelay: 90, heartbeatSeconds: null });
    await jobs.work('test.old-settings', async () => {});
    expect(await jobs.boss.getQueue('test.old-settings')).toMatchObject({
      retryLimit: 5,
      retryDelay: 30,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      deadLetter: DEAD_LETTER_QUEUE,
    });
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the job queue on a file-backed PGlite', () => {
  it('keeps a queued job across a restart of the database', async () => {
    const dataDir = join(mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? tmpdir(), 'restart-')), 'db');
    const dump = new Blob([readFileSync(process.env.AMPLIO_TEST_PGLITE_DUMP!)]);
    const seen: string[] = [];
    const handler = async ({ data }: { data: { id: string } }) => void seen.push(data.id);

    const before = await openPglite({ dataDir, loadDataDir: dump });
    const first = await createJobQueue({ database: before, logger: silent, background: false });
    await first.work('test.restart', handler);
    await first.send({ name: 'test.restart', data: { id: 'kept' }, startAfter: new Date(Date.now() + HOUR_MS) });
    await first.stop();
    await before.close();

    const after = await openPglite({ dataDir });
    const second = await createJobQueue({ database: after, logger: silent, background: false });
    try {
      await second.work('test.restart', handler);
      expect(await second.runQueued({ includeDelayed: true })).toEqual({ completed: 1, retried: 0, failed: 0 });
      expect(seen).toEqual(['kept']);
    } finally {
      await second.stop();
      await after.close();
    }
  });
});

describe('/healthz', () => {
  it('reports the queue: reachable, with its failed and overdue job counts', async () => {
    const res = await t.agent().get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', queue: { reachable: true, failed: 0, overdue: 0 } });
  });

  it('counts a job that failed for good and one waiting longer than the overdue limit', async () => {
    await jobs.send({ name: 'test.broken', data: { id: 'y' }, retryLimit: 0 });
    await jobs.runQueued({ name: 'test.broken' });
    const stale = await jobs.send({ name: 'test.probe', data: { id: 'stale' } });
    const fresh = await jobs.send({ name: 'test.probe', data: { id: 'fresh' } });
    const backdate = (id: string, seconds: number) =>
      jobs.boss.getDb().executeSql(`update pgboss.job set start_after = now() - make_interval(secs => $2) where id = $1`, [id, seconds]);
    await backdate(stale!, OVERDUE_AFTER_SECONDS + 1);
    await backdate(fresh!, OVERDUE_AFTER_SECONDS - 1);
    expect(await jobs.health()).toEqual({ reachable: true, failed: 1, overdue: 1 });
  });

  it('says the queue is unreachable when its database does not answer', async () => {
    const database = await openTestDatabase();
    const queue = await createJobQueue({ database, logger: silent, background: false });
    expect((await queue.health()).reachable).toBe(true);
    await database.close();
    expect(await queue.health()).toEqual({ reachable: false, failed: 0, overdue: 0 });
    await queue.stop({ timeoutMs: 1_000 }).catch(() => {});
  });
});
