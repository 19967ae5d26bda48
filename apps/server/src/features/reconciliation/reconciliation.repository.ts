import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  paymentRefunds,
  type ReconciliationAlertRow,
  reconciliationAlerts,
  reconciliationRuns,
  suspenseItems,
  users,
} from '../../db/schema/index';
import type { Mismatch } from './reconciliation-checks';

/** Opens an alert for each mismatch not already open (or sees it again); answers the ones opened now. */
export async function recordMismatches(tx: DbOrTx, mismatches: Mismatch[], now: Date): Promise<ReconciliationAlertRow[]> {
  if (mismatches.length === 0) return [];
  const open = await tx
    .select({ key: reconciliationAlerts.key })
    .from(reconciliationAlerts)
    .where(
      and(
        isNull(reconciliationAlerts.resolvedAt),
        inArray(
          reconciliationAlerts.key,
          mismatches.map((m) => m.key),
        ),
      ),
    );
  const known = new Set(open.map((row) => row.key));
  if (known.size > 0) {
    await tx
      .update(reconciliationAlerts)
      .set({ lastSeenAt: now })
      .where(and(isNull(reconciliationAlerts.resolvedAt), inArray(reconciliationAlerts.key, [...known])));
  }
  const fresh = mismatches.filter((m) => !known.has(m.key));
  if (fresh.length === 0) return [];
  return tx
    .insert(reconciliationAlerts)
    .values(fresh.map((m) => ({ ...m, firstSeenAt: now, lastSeenAt: now })))
    .onConflictDoNothing()
    .returning();
}

/** Closes the open alerts a run no longer finds: the books and the records agree again. */
export async function resolveVanished(tx: DbOrTx, stillFound: string[], now: Date): Promise<number> {
  const where = stillFound.length
    ? and(isNull(reconciliationAlerts.resolvedAt), notInArray(reconciliationAlerts.key, stillFound))
    : isNull(reconciliationAlerts.resolvedAt);
  const rows = await tx
    .update(reconciliationAlerts)
    .set({ resolvedAt: now, resolution: 'No longer found by reconciliation.' })
    .where(where)
    .returning({ id: reconciliationAlerts.id });
  return rows.length;
}

export async function insertRun(tx: DbOrTx, values: typeof reconciliationRuns.$inferInsert) {
  const [row] = await tx.insert(reconciliationRuns).values(values).returning();
  return row!;
}

export async function latestRun(db: DbOrTx) {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.finishedAt)).limit(1);
  return row;
}

export async function listAlerts(db: DbOrTx, input: { open: boolean; limit: number; offset: number }) {
  return db
    .select()
    .from(reconciliationAlerts)
    .where(input.open ? isNull(reconciliationAlerts.resolvedAt) : isNotNull(reconciliationAlerts.resolvedAt))
    .orderBy(input.open ? asc(reconciliationAlerts.firstSeenAt) : desc(reconciliationAlerts.resolvedAt), asc(reconciliationAlerts.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countAlerts(db: DbOrTx): Promise<{ open: number; resolved: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${reconciliationAlerts.resolvedAt} is null)::int`,
      resolved: sql<number>`count(*) filter (where ${reconciliationAlerts.resolvedAt} is not null)::int`,
    })
    .from(reconciliationAlerts);
  return { open: Number(row?.open ?? 0), resolved: Number(row?.resolved ?? 0) };
}

export async function lockAlert(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(reconciliationAlerts).where(eq(reconciliationAlerts.id, id)).for('update');
  return row;
}

export async function updateAlert(tx: DbOrTx, id: string, values: Partial<typeof reconciliationAlerts.$inferInsert>) {
  const [row] = await tx.update(reconciliationAlerts).set(values).where(eq(reconciliationAlerts.id, id)).returning();
  return row!;
}

export async function workCounts(db: DbOrTx) {
  const [suspense] = await db.select({ n: count() }).from(suspenseItems).where(eq(suspenseItems.status, 'open'));
  const [failed] = await db.select({ n: count() }).from(paymentRefunds).where(eq(paymentRefunds.status, 'failed'));
  return { openSuspense: suspense?.n ?? 0, failedRefunds: failed?.n ?? 0 };
}

export async function operatorEmails(db: DbOrTx) {
  return db.select({ email: users.email, name: users.name }).from(users).where(eq(users.userType, 'operator'));
}

/**
 * The transfers of a period, oldest first, a batch at a time after the last one read (the export streams them, on the
 * (created_at, seq) index), with both accounts named by kind and owner.
 */
export async function transfersBetween(
  db: DbOrTx,
  input: { from: Date; to: Date; after: { createdAt: Date; seq: number } | null; limit: number },
) {
  const after = input.after ? sql`and (t.created_at, t.seq) > (${input.after.createdAt}::timestamptz, ${input.after.seq})` : sql``;
  const result = (await db.execute(sql`
    select t.seq, t.created_at, t.kind, t.amount_paise::text as amount_paise, d.kind as debit_kind, d.owner_id as debit_owner,
      c.kind as credit_kind, c.owner_id as credit_owner, t.ref_type, t.ref_id, t.campaign_id, t.idempotency_key
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where t.created_at >= ${input.from}::timestamptz and t.created_at < ${input.to}::timestamptz ${after}
    order by t.created_at, t.seq limit ${input.limit}`)) as unknown as { rows: TransferLine[] };
  return result.rows;
}

export interface TransferLine {
  seq: string | number;
  created_at: string | Date;
  kind: string;
  amount_paise: string;
  debit_kind: string;
  debit_owner: string | null;
  credit_kind: string;
  credit_owner: string | null;
  ref_type: string;
  ref_id: string;
  campaign_id: string | null;
  idempotency_key: string;
}
