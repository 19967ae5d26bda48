import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NewsletterSubscriberRow, newsletterSubscribers } from '../../db/schema/index';

/** The row for an address, locked for the rest of the transaction so two sign-ups cannot both send. */
export async function findSubscriberForUpdate(db: DbOrTx, email: string): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .for('update');
  return row;
}

/** Inserts a pending row; when another request inserted the same address first, returns undefined. */
export async function insertPendingSubscriber(
  db: DbOrTx,
  input: { email: string; confirmTokenHash: string; now: Date },
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: input.email,
      status: 'pending',
      confirmTokenHash: input.confirmTokenHash,
      confirmSentAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSubscriber(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<NewsletterSubscriberRow, 'status' | 'confirmTokenHash' | 'confirmSentAt' | 'confirmedAt' | 'unsubscribedAt'>> & {
    now: Date;
  },
): Promise<NewsletterSubscriberRow> {
  const { now, ...fields } = patch;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ ...fields, updatedAt: now })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row!;
}

export async function findByConfirmTokenHash(db: DbOrTx, hash: string): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .limit(1)
    .for('update');
  return row;
}

export async function findSubscriberById(db: DbOrTx, id: string): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1).for('update');
  return row;
}
