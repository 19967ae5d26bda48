import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
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
    .values({ ...fields, status: 'pending', createdAt: now })
    .returning();
  return row!;
}

/**
 * Takes the row for one send: a pending one, or one a crashed worker left in 'sending' past its claim (or at once,
 * with `takeOver`, when the caller knows that worker is gone). The conditional update lets only one of two workers
 * running the same job at once have it, and counts the attempt.
 */
export async function claimMail(
  db: DbOrTx,
  input: { id: string; now: Date; lockedUntil: Date; takeOver?: boolean },
): Promise<MailOutboxRow | undefined> {
  const stale = input.takeOver
    ? eq(mailOutbox.status, 'sending')
    : and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, input.now));
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', lockedUntil: input.lockedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, input.id), or(eq(mailOutbox.status, 'pending'), stale)))
    .returning();
  return row;
}

export async function markSent(db: DbOrTx, input: { id: string; transport: string; now: Date }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: input.now, transport: input.transport, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, input.id));
}

export async function markRetry(db: DbOrTx, input: { id: string; error: string }): Promise<void> {
  await db.update(mailOutbox).set({ status: 'pending', lockedUntil: null, lastError: input.error }).where(eq(mailOutbox.id, input.id));
}

/** A row that was sent stays sent. */
export async function markFailed(db: DbOrTx, input: { id: string }): Promise<MailOutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null })
    .where(and(eq(mailOutbox.id, input.id), ne(mailOutbox.status, 'sent')))
    .returning();
  return row;
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
