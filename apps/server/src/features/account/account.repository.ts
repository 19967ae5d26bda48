import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  campaigns,
  creatorProfiles,
  fundings,
  newsletterSubscribers,
  registrationDrafts,
  scripts,
  sessions,
  storedFiles,
  users,
  verificationCodes,
} from '../../db/schema/index';

export async function findUserById(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Another account (live or pending) already answers to this address. */
export async function emailInUse(db: DbOrTx, input: { email: string; exceptUserId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, input.exceptUserId)))
    .limit(1);
  return Boolean(row);
}

export async function updateUser(db: DbOrTx, userId: string, set: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * A creator's profile keeps the first and last name the account's name is made of (creator-profile writes both the
 * same way); the search row follows the profile by its trigger, in this transaction.
 */
export async function updateCreatorNames(db: DbOrTx, input: { userId: string; firstName: string; lastName: string; now: Date }) {
  await db
    .update(creatorProfiles)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: input.now })
    .where(eq(creatorProfiles.userId, input.userId));
}

export function listLiveSessions(db: DbOrTx, input: { userId: string; now: Date }) {
  return db
    .select({
      id: sessions.id,
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, input.userId), gt(sessions.expiresAt, input.now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes every session of the user but `keepHash`; answers the hashes it deleted (for every node to forget). */
export async function deleteOtherSessions(db: DbOrTx, input: { userId: string; keepHash: string }): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, input.userId), ne(sessions.idHash, input.keepHash)))
    .returning({ idHash: sessions.idHash });
  return rows.map((row) => row.idHash);
}

export async function deleteAllSessions(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
  return rows.map((row) => row.idHash);
}

export async function campaignIdsOf(db: DbOrTx, brandUserId: string): Promise<string[]> {
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, brandUserId));
  return rows.map((row) => row.id);
}

export async function scriptIdsOf(db: DbOrTx, input: { creatorId?: string; brandUserId?: string }): Promise<string[]> {
  const where = input.creatorId ? eq(scripts.creatorId, input.creatorId) : eq(scripts.brandUserId, input.brandUserId ?? '');
  const rows = await db.select({ id: scripts.id }).from(scripts).where(where);
  return rows.map((row) => row.id);
}

export async function hasFundingInFlight(db: DbOrTx, brandUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fundings.id })
    .from(fundings)
    .where(and(eq(fundings.brandUserId, brandUserId), eq(fundings.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

/** Tables that hold only the account's own personal data: each row of the user's goes with the account. */
const PERSONAL_TABLES = [
  ['creator_portfolio_items', 'creator_id'],
  ['social_metric_snapshots', 'user_id'],
  ['social_accounts', 'user_id'],
  ['creator_search', 'user_id'],
  ['creator_profiles', 'user_id'],
  ['creator_list_members', 'creator_id'],
  ['creator_lists', 'brand_user_id'],
  ['notifications', 'user_id'],
  ['notification_preferences', 'user_id'],
  ['user_events', 'user_id'],
  ['account_exports', 'user_id'],
  // Saved payout methods (payouts keep their own copy of the details) and a brand's billing details (invoices keep theirs).
  ['payout_methods', 'creator_id'],
  ['brand_companies', 'user_id'],
] as const;

/**
 * Erases what is only the account's (each table in a savepoint: a row another record still needs stays, and the
 * rest goes), then the files nothing else points at. Answers the storage keys whose bytes go after the commit.
 */
export async function erasePersonalRows(tx: DbOrTx, userId: string): Promise<string[]> {
  for (const [table, column] of PERSONAL_TABLES) {
    await tx
      .transaction((inner) => inner.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`))
      .catch(() => undefined);
  }
  const files = await tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.ownerUserId, userId));
  const keys: string[] = [];
  for (const file of files) {
    // A file another record still points at (work delivered to a brand, a message's attachment) stays.
    const gone = await tx
      .transaction((inner) => inner.delete(storedFiles).where(eq(storedFiles.id, file.id)).returning({ id: storedFiles.id }))
      .catch(() => []);
    if (gone.length > 0) keys.push(file.key);
  }
  return keys;
}

/** What is kept under the account's addresses outside its rows: codes, newsletter subscriptions, registration drafts. */
export async function deleteByAddresses(db: DbOrTx, emails: string[]) {
  const list = emails.filter(Boolean).map((email) => email.toLowerCase());
  if (list.length === 0) return;
  await db.delete(verificationCodes).where(inArray(verificationCodes.email, list));
  await db.delete(newsletterSubscribers).where(inArray(sql`lower(${newsletterSubscribers.email})`, list));
  await db.delete(registrationDrafts).where(inArray(sql`lower(${registrationDrafts.email})`, list));
}
