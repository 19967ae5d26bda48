import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { storedFiles } from '../../../src/db/schema/index';
import {
  createOrphanUploadSweeper,
  ORPHAN_UPLOAD_SWEEP_CRON,
  ORPHAN_UPLOAD_SWEEP_QUEUE,
  type OrphanUploadSweeper,
  registerOrphanUploadSweep,
} from '../../../src/features/files/orphan-upload-sweeper';
import { createJobQueue } from '../../../src/lib/jobs/pg-boss-queue';
import { TestClock } from 'pg-boss';
import { createFakeClock, type FakeClock } from '../../../src/lib/clock';
import { DRAFT_LIFETIME_MS, saveDraft } from '../../../src/lib/registration-drafts';
import { createLocalStorage } from '../../../src/lib/storage/local-storage';
import type { Storage } from '../../../src/lib/storage/storage';
import { createUserFactory } from '../../helpers/factories';
import { openTestDatabase } from '../../helpers/test-database';

const HOUR = 60 * 60 * 1000;
let database: Database;
let storage: Storage;
let clock: FakeClock;
let sweeper: OrphanUploadSweeper;

beforeAll(async () => {
  database = await openTestDatabase();
  storage = createLocalStorage({ root: mkdtempSync(join(tmpdir(), 'amplio-sweep-')) });
  clock = createFakeClock(new Date('2026-05-01T09:00:00Z'));
  sweeper = createOrphanUploadSweeper({ db: database.db, storage, clock, logger: { warn() {} } });
});
afterAll(() => database.close());

let seq = 0;
/** An upload made `ageMs` ago, by a registration session or an account. */
async function upload(input: { ageMs: number; sessionHash?: string; ownerUserId?: string }) {
  const key = `profile_photo/sw/${crypto.randomUUID()}.png`;
  await storage.put({ key, body: Readable.from([Buffer.from(`png-${seq++}`)]) });
  const [row] = await database.db
    .insert(storedFiles)
    .values({
      ownerUserId: input.ownerUserId ?? null,
      registrationSessionHash: input.sessionHash ?? null,
      purpose: 'profile_photo',
      storageKey: key,
      mimeType: 'image/png',
      sizeBytes: 5,
      originalName: 'me.png',
      createdAt: new Date(clock.now().getTime() - input.ageMs),
    })
    .returning();
  return row!;
}
const stillThere = async (id: string) => (await database.db.select().from(storedFiles).where(eq(storedFiles.id, id))).length === 1;

describe('sweeping abandoned registration uploads', () => {
  it('deletes the row and the bytes of an unclaimed upload older than a draft lifetime whose registration expired', async () => {
    const file = await upload({ ageMs: DRAFT_LIFETIME_MS + HOUR, sessionHash: `gone-${crypto.randomUUID()}` });
    const { deleted } = await sweeper.sweep();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await stillThere(file.id)).toBe(false);
    expect(await storage.exists(file.storageKey)).toBe(false);
  });

  it('keeps an upload exactly one draft lifetime old, and removes it a millisecond later', async () => {
    const file = await upload({ ageMs: DRAFT_LIFETIME_MS, sessionHash: `edge-${crypto.randomUUID()}` });
    await sweeper.sweep();
    expect(await stillThere(file.id)).toBe(true);
    clock.advance(1);
    await sweeper.sweep();
    expect(await stillThere(file.id)).toBe(false);
  });

  it('keeps an old upload while its registration is still in progress', async () => {
    const sessionHash = `live-${crypto.randomUUID()}`;
    await saveDraft({
      db: database.db,
      kind: 'creator',
      sessionHash,
      email: null,
      stepReached: 3,
      data: {},
      passwordHash: null,
      now: clock.now(),
    });
    const file = await upload({ ageMs: DRAFT_LIFETIME_MS + 5 * HOUR, sessionHash });
    await sweeper.sweep();
    expect(await stillThere(file.id)).toBe(true);
    expect(await storage.exists(file.storageKey)).toBe(true);

    clock.advance(DRAFT_LIFETIME_MS + 1);
    await sweeper.sweep();
    expect(await stillThere(file.id)).toBe(false);
  });

  it('never touches a file an account owns, however old', async () => {
    const user = await createUserFactory(database.db)({ userType: 'creator' });
    const file = await upload({ ageMs: 400 * DRAFT_LIFETIME_MS, ownerUserId: user.id });
    await sweeper.sweep();
    expect(await stillThere(file.id)).toBe(true);
    expect(await storage.exists(file.storageKey)).toBe(true);
  });

  it('works through more abandoned uploads than one batch, and two sweeps at once (two nodes) delete each upload once', async () => {
    const files = await Promise.all(
      Array.from({ length: 130 }, () => upload({ ageMs: DRAFT_LIFETIME_MS + HOUR, sessionHash: `batch-${crypto.randomUUID()}` })),
    );
    const other = createOrphanUploadSweeper({ db: database.db, storage, clock, logger: { warn() {} } });
    const [a, b] = await Promise.all([sweeper.sweep(), other.sweep()]);
    expect(a.deleted + b.deleted).toBe(130);
    for (const file of files.slice(0, 5)) expect(await storage.exists(file.storageKey)).toBe(false);
  });
});

describe('the sweep as a cron job', () => {
  const logger = { warn() {}, error() {} };

  it('is scheduled hourly in UTC, once however many nodes register it', async () => {
    const nodeA = await createJobQueue({ database, logger, background: false });
    const nodeB = await createJobQueue({ database, logger, background: false });
    try {
      await registerOrphanUploadSweep(nodeA, { db: database.db, storage, clock, logger });
      await registerOrphanUploadSweep(nodeB, { db: database.db, storage, clock, logger });
      const schedules = await nodeA.boss.getSchedules(ORPHAN_UPLOAD_SWEEP_QUEUE);
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({ cron: '0 * * * *', timezone: 'UTC' });
      expect(ORPHAN_UPLOAD_SWEEP_CRON).toBe('0 * * * *');
    } finally {
      await nodeA.stop();
      await nodeB.stop();
    }
  });

  it('is sent by the cron clock at the top of the hour, and its job sweeps', async () => {
    const file = await upload({ ageMs: DRAFT_LIFETIME_MS + HOUR, sessionHash: `cron-${crypto.randomUUID()}` });
    const bossClock = new TestClock(new Date('2026-05-01T09:59:40Z'));
    const jobs = await createJobQueue({ database, logger, background: true, bossClock });
    try {
      await registerOrphanUploadSweep(jobs, { db: database.db, storage, clock, logger });
      await jobs.boss.deleteAllJobs(ORPHAN_UPLOAD_SWEEP_QUEUE);
      await bossClock.tick(15_000);
      expect(await jobs.boss.findJobs(ORPHAN_UPLOAD_SWEEP_QUEUE)).toHaveLength(0);
      await bossClock.tick(60_000);
      expect(await jobs.boss.findJobs(ORPHAN_UPLOAD_SWEEP_QUEUE, { queued: true })).toHaveLength(1);
      expect(await jobs.runQueued({ name: ORPHAN_UPLOAD_SWEEP_QUEUE })).toMatchObject({ completed: 1 });
      expect(await stillThere(file.id)).toBe(false);
    } finally {
      await jobs.stop({ timeoutMs: 1_000 });
    }
  });
});
