import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { EventType } from '@amplio/shared/schemas/events';
import { EVENT_LIMITS } from '@amplio/shared/schemas/events';
import type { DbOrTx } from '../../db/client';
import { sessions, userEvents, type UserEventRow } from '../../db/schema/index';

/** The channel user_events' insert trigger NOTIFYs on (migration 0031): `{user id}:{event id}`. */
export const EVENTS_CHANNEL = 'amplio_events';

const REPLAY_MS = EVENT_LIMITS.replayHours * 3_600_000;

/**
 * Writes an event for one user's stream in the caller's transaction: it reaches the streams when (and only when) that
 * transaction commits, and a reconnecting stream replays it for 24 hours.
 */
export async function recordUserEvent(input: { tx: DbOrTx; userId: string; type: EventType; data: object; at: Date }): Promise<void> {
  await input.tx.insert(userEvents).values({ userId: input.userId, type: input.type, data: input.data, createdAt: input.at });
}

/** The user's events after `afterId` and within the replay window, oldest first. */
export function eventsSince(db: DbOrTx, input: { userId: string; afterId: number; now: Date; limit: number }): Promise<UserEventRow[]> {
  return db
    .select()
    .from(userEvents)
    .where(
      and(
        eq(userEvents.userId, input.userId),
        gt(userEvents.id, input.afterId),
        gt(userEvents.createdAt, new Date(input.now.getTime() - REPLAY_MS)),
      ),
    )
    .orderBy(asc(userEvents.id))
    .limit(input.limit);
}

/** The newest event id of the user (0 without any): where a fresh stream starts. */
export async function latestEventId(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${userEvents.id}), 0)`.mapWith(Number) })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  return row?.id ?? 0;
}

export function eventsByIds(db: DbOrTx, ids: number[]): Promise<UserEventRow[]> {
  return db.select().from(userEvents).where(inArray(userEvents.id, ids)).orderBy(asc(userEvents.id));
}

/** Which of these sessions (by id hash) are still alive. */
export async function liveSessions(db: DbOrTx, input: { hashes: string[]; now: Date }): Promise<Set<string>> {
  if (input.hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: sessions.idHash })
    .from(sessions)
    .where(and(inArray(sessions.idHash, input.hashes), gt(sessions.expiresAt, input.now)));
  return new Set(rows.map((r) => r.hash));
}

/** Drops events past the replay window (an hourly job). */
export async function pruneEvents(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(userEvents)
    .where(lt(userEvents.createdAt, new Date(now.getTime() - REPLAY_MS)))
    .returning({ id: userEvents.id });
  return gone.length;
}
