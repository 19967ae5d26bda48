import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type LedgerTransferRow, ledgerAccounts, ledgerTransfers } from '../../db/schema/index';

const debitAccount = alias(ledgerAccounts, 'debit_account');
const creditAccount = alias(ledgerAccounts, 'credit_account');

/** A transfer with the kinds and owners of both its accounts, as statements and checks need them. */
export type LedgerEntry = LedgerTransferRow & {
  debitKind: (typeof ledgerAccounts.$inferSelect)['kind'];
  debitOwnerId: string | null;
  creditKind: (typeof ledgerAccounts.$inferSelect)['kind'];
  creditOwnerId: string | null;
};

const entryColumns = {
  transfer: ledgerTransfers,
  debitKind: debitAccount.kind,
  debitOwnerId: debitAccount.ownerId,
  creditKind: creditAccount.kind,
  creditOwnerId: creditAccount.ownerId,
};

function selectEntries(db: DbOrTx) {
  return db
    .select(entryColumns)
    .from(ledgerTransfers)
    .innerJoin(debitAccount, eq(debitAccount.id, ledgerTransfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId));
}

const toEntry = (row: { transfer: LedgerTransferRow } & Omit<LedgerEntry, keyof LedgerTransferRow>): LedgerEntry => ({
  ...row.transfer,
  debitKind: row.debitKind,
  debitOwnerId: row.debitOwnerId,
  creditKind: row.creditKind,
  creditOwnerId: row.creditOwnerId,
});

export async function findEntriesByKeys(db: DbOrTx, keys: string[]): Promise<Map<string, LedgerEntry>> {
  const rows = await selectEntries(db).where(inArray(ledgerTransfers.idempotencyKey, keys));
  return new Map(rows.map((row) => [row.transfer.idempotencyKey, toEntry(row)]));
}

/** Newest first, keyset-paged on seq: `before` is the seq of the last entry of the previous page. */
export async function findCampaignEntries(
  db: DbOrTx,
  input: { campaignId: string; limit: number; before?: number; offset?: number },
): Promise<LedgerEntry[]> {
  const rows = await selectEntries(db)
    .where(
      and(eq(ledgerTransfers.campaignId, input.campaignId), input.before === undefined ? undefined : lt(ledgerTransfers.seq, input.before)),
    )
    .orderBy(desc(ledgerTransfers.seq))
    .limit(input.limit)
    .offset(input.offset ?? 0);
  return rows.map(toEntry);
}

export async function countCampaignTransfers(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers).where(eq(ledgerTransfers.campaignId, campaignId));
  return row?.n ?? 0;
}

export async function findAccountEntries(db: DbOrTx, input: { accountId: string; limit: number; before?: number }): Promise<LedgerEntry[]> {
  const rows = await selectEntries(db)
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, input.accountId), eq(ledgerTransfers.creditAccountId, input.accountId)),
        input.before === undefined ? undefined : lt(ledgerTransfers.seq, input.before),
      ),
    )
    .orderBy(desc(ledgerTransfers.seq))
    .limit(input.limit);
  return rows.map(toEntry);
}
