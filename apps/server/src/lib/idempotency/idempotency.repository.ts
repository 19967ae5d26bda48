import { and, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/index';

export interface KeyIdentity {
  userId: string;
  key: string;
}

export type BeginOutcome = { kind: 'started' } | { kind: 'replay'; row: IdempotencyKeyRow } | { kind: 'mismatch' } | { kind: 'in_flight' };

/**
 * Claims a key for one request. The insert is the lock: of many concurrent requests with one key, exactly
 * one inserts; the others find its row. A row whose time has run out (a crashed request's lock, or a record
 * past its retention) is taken over as if new.
 */
export async function beginKey(
  db: Db,
  input: KeyIdentity & { method: string; path: string; fingerprint: string; now: Date; lockUntil: Date; claim: string },
): Promise<BeginOutcome> {
  const values = {
    userId: input.userId,
    key: input.key,
    method: input.method,
    path: input.path,
    fingerprint: input.fingerprint,
    state: 'processing' as const,
    claim: input.claim,
    createdAt: input.now,
    expiresAt: input.lockUntil,
  };
  const inserted = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'started' };

  const [row] = await db.select().from(idempotencyKeys).where(whereKey(input)).limit(1);
  if (!row || row.expiresAt <= input.now) {
    const taken = await db
      .update(idempotencyKeys)
      .set({ ...values, responseStatus: null, responseBody: null, responseContentType: null })
      .where(and(whereKey(input), lte(idempotencyKeys.expiresAt, input.now)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { kind: 'started' };
    if (!row) return { kind: 'in_flight' };
  }
  if (row.fingerprint !== input.fingerprint) return { kind: 'mismatch' };
  if (row.state === 'completed') return { kind: 'replay', row };
  return { kind: 'in_flight' };
}

/**
 * Stores the answer of the request that holds the claim; false when the claim is no longer its own (it lapsed and a
 * retry took the key over). Inside the transaction of the request's effect, false means that effect must not commit.
 */
export async function completeKey(
  db: DbOrTx,
  input: KeyIdentity & { claim: string; status: number; body: string; contentType: string | null; keepUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({
      state: 'completed',
      claim: null,
      responseStatus: input.status,
      responseBody: input.body,
      responseContentType: input.contentType,
      expiresAt: input.keepUntil,
    })
    .where(and(whereKey(input), eq(idempotencyKeys.state, 'processing'), eq(idempotencyKeys.claim, input.claim)))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Frees a key whose request did not finish (a server error): the client may retry with it. */
export async function releaseKey(db: Db, input: KeyIdentity & { claim: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(input), eq(idempotencyKeys.state, 'processing'), eq(idempotencyKeys.claim, input.claim)));
}

export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.state, 'completed'), lte(idempotencyKeys.expiresAt, now)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

const whereKey = (input: KeyIdentity) => and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key));
