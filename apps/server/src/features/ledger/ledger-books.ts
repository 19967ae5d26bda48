import { count, sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '@amplio/shared/constants/ledger';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { BOOKS_ACCOUNT_LABELS } from '@amplio/shared/schemas/ops-books';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';

/**
 * The books as an operator or an accountant reads them: each account kind's balance summed (in rupees, in the order
 * of BOOKS_ACCOUNT_LABELS) with how many accounts it has, and their total, which is 0 when the books balance.
 */
export async function readBooks(db: DbOrTx) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, sumPaise: sql<string>`sum(${ledgerAccounts.balancePaise})::text`, accounts: count() })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  let totalPaise = 0n;
  const accounts = (Object.keys(BOOKS_ACCOUNT_LABELS) as LedgerAccountKind[]).map((kind) => {
    const row = byKind.get(kind);
    const heldPaise = BigInt(row?.sumPaise ?? 0);
    totalPaise += heldPaise;
    return { kind, label: BOOKS_ACCOUNT_LABELS[kind], balance: paiseToRupees(heldPaise), accounts: Number(row?.accounts ?? 0) };
  });
  return { accounts, total: paiseToRupees(totalPaise) };
}
