import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addClicks, purgeVisitorsBefore, saltOfDay } from './tracked-links.repository';

/** How often each node writes the clicks it counted: a crash loses at most this much (decision 049). */
export const CLICK_FLUSH_EVERY_MS = 5_000;
/** Beyond this many links × days waiting, a click is still redirected but only counted once the next flush empties the batch. */
const MAX_PENDING_KEYS = 100_000;
/** Visitors of one link and day kept in memory between flushes; beyond it, clicks still count but no new unique. */
const MAX_VISITORS_PER_KEY = 50_000;

interface Pending {
  code: string;
  day: string;
  clicks: number;
  /** Unsalted digests of address and user agent: in memory only, until the flush salts them. */
  visitors: Set<string>;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Counts tracked-link clicks in memory and writes them in one transaction every few seconds (and on close), so the
 * redirect never waits for the database. Each node batches its own clicks; the database adds the batches. A visitor
 * is unique per link and UTC day by HMAC-SHA256(day's salt, SHA-256(address, user agent)): the day's salt is random,
 * shared by the nodes through tracked_link_salts, and deleted with the day's visitor hashes when the next day ends.
 */
export function createClickCounter(deps: { db: Db; clock: Clock; logger?: FastifyBaseLogger; flushEveryMs?: number }) {
  const { db, clock, logger } = deps;
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let purgedBefore = '';
  /** Salts already read, by day (a day's salt never changes while it is kept). */
  const salts = new Map<string, string>();

  function record(input: { code: string; ip: string; userAgent: string }): void {
    const day = utcDay(clock.now());
    const key = `${input.code}\u0000${day}`;
    let entry = pending.get(key);
    if (!entry) {
      if (pending.size >= MAX_PENDING_KEYS) return;
      entry = { code: input.code, day, clicks: 0, visitors: new Set() };
      pending.set(key, entry);
    }
    entry.clicks += 1;
    if (entry.visitors.size < MAX_VISITORS_PER_KEY) {
      entry.visitors.add(createHash('sha256').update(input.ip).update('\u0000').update(input.userAgent).digest('base64url'));
    }
  }

  /** Puts a failed batch back, so the next flush writes it. */
  function restore(batch: Map<string, Pending>) {
    for (const [key, entry] of batch) {
      const now = pending.get(key);
      if (!now) pending.set(key, entry);
      else {
        now.clicks += entry.clicks;
        for (const v of entry.visitors) now.visitors.add(v);
      }
    }
  }

  async function write(batch: Map<string, Pending>) {
    const days = [...new Set([...batch.values()].map((e) => e.day))];
    for (const day of days) {
      if (!salts.has(day)) salts.set(day, await saltOfDay(db, { day, fresh: () => randomBytes(32).toString('base64url') }));
    }
    const rows = [...batch.values()].map((entry) => {
      const salt = salts.get(entry.day) as string;
      return {
        code: entry.code,
        day: entry.day,
        clicks: entry.clicks,
        visitorHashes: [...entry.visitors].map((v) => createHmac('sha256', salt).update(v).digest('base64url')),
      };
    });
    await addClicks(db, rows);
    const today = utcDay(clock.now());
    const keepFrom = dayBefore(today);
    if (purgedBefore !== keepFrom) {
      await purgeVisitorsBefore(db, keepFrom);
      for (const day of salts.keys()) if (day < keepFrom) salts.delete(day);
      purgedBefore = keepFrom;
    }
  }

  /** Writes what was counted so far; one flush at a time (a second call waits for the running one, then writes). */
  async function flush(): Promise<void> {
    while (flushing) await flushing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    flushing = write(batch)
      .catch((error: unknown) => {
        restore(batch);
        logger?.error({ err: error }, 'tracked link clicks could not be written; kept for the next flush');
        throw error;
      })
      .finally(() => {
        flushing = null;
      });
    await flushing;
  }

  function start() {
    if (timer) return;
    timer = setInterval(() => void flush().catch(() => undefined), deps.flushEveryMs ?? CLICK_FLUSH_EVERY_MS);
    timer.unref();
  }

  /** Stops the timer and writes what is left (on shutdown, before the database closes). */
  async function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    await flush().catch(() => undefined);
  }

  return { record, flush, start, stop, pendingCount: () => pending.size };
}
export type ClickCounter = ReturnType<typeof createClickCounter>;
