import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index';

export interface OutboxInsert {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  now: Date;
}

export async function insertMail(db: DbOrTx, mail: OutboxInsert): Promise<MailOutboxRow> {
  const { now, ...fields } = mail;
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...fields, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning();
  return row!;
}

/**
 * Takes up to `limit` due rows for this worker: pending ones whose time has come, and ones a crashed worker
 * left in 'sending' past their lock. SKIP LOCKED lets several nodes claim side by side without waiting or
 * taking the same row; the attempt is counted here, so a row that kills its worker still runs out of tries.
 */
export async function claimDueMails(db: DbOrTx, input: { now: Date; lockedUntil: Date; limit: number }): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, input.now)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, input.now)),
      ),
    )
    .orderBy(asc(mailOutbox.seq))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', lockedUntil: input.lockedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, input: { id: string; transport: string; now: Date }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: input.now, transport: input.transport, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, input.id));
}

export async function markRetry(db: DbOrTx, input: { id: string; nextAttemptAt: Date; error: string }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: input.nextAttemptAt, lockedUntil: null, lastError: input.error })
    .where(eq(mailOutbox.id, input.id));
}

export async function markFailed(db: DbOrTx, input: { id: string; error: string }): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lockedUntil: null, lastError: input.error }).where(eq(mailOutbox.id, input.id));
}

/** Newest first, for the dev mailbox and tests. */
export async function listMails(db: DbOrTx, input: { to?: string; limit: number }): Promise<MailOutboxRow[]> {
  const to = input.to?.trim().toLowerCase();
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.seq))
    .limit(input.limit);
}

export async function findMail(db: DbOrTx, id: string): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
