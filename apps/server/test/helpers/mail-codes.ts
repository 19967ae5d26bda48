import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/index';

/** The newest outbox mail to this address, as a user would read it. */
export async function latestMailTo(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(1);
  return row;
}

/** The 6-digit code in the newest mail to this address. */
export async function latestCodeFor(db: Db, email: string): Promise<string> {
  const mail = await latestMailTo(db, email);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function countMailsTo(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`);
  return row?.n ?? 0;
}
