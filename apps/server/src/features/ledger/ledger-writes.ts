import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { LedgerTransferRow } from '../../db/schema/index';
import { uniqueViolationConstraint } from '../../lib/errors';
import type { AuditActor } from '../audit/audit-log';
import { IdempotencyKeyReusedError, ReservationExistsError, ReservationSettledError } from './ledger.errors';

/** How much one call moves each account's balance and, on escrow accounts, the escrow figures. */
export type Totals = { balance: bigint; funded: bigint; reserved: bigint; released: bigint; refunded: bigint; refundPending: bigint };
export const zeroTotals = (): Totals => ({ balance: 0n, funded: 0n, reserved: 0n, released: 0n, refunded: 0n, refundPending: 0n });

export type NewTransfer = Omit<LedgerTransferRow, 'seq'>;

const transferValues = (rows: NewTransfer[]) =>
  sql.join(
    rows.map(
      (t) => sql`(${t.id}::uuid, ${t.debitAccountId}::uuid, ${t.creditAccountId}::uuid, ${t.amountPaise}::bigint,
        ${t.kind}::transfer_kind, ${t.refType}::ledger_ref_type, ${t.refId}::uuid, ${t.campaignId}::uuid, ${t.idempotencyKey},
        ${t.debitBalanceAfterPaise}::bigint, ${t.creditBalanceAfterPaise}::bigint, ${t.createdAt}::timestamptz)`,
    ),
    sql`, `,
  );

const deltaValues = (totals: Map<string, Totals>) =>
  sql.join(
    [...totals].map(
      ([id, t]) =>
        sql`(${id}::uuid, ${t.balance}::bigint, ${t.funded}::bigint, ${t.reserved}::bigint, ${t.released}::bigint, ${t.refunded}::bigint, ${t.refundPending}::bigint)`,
    ),
    sql`, `,
  );

const auditValues = (rows: NewTransfer[], actor: AuditActor, now: Date) =>
  sql.join(
    rows.map((t) => {
      const data = {
        kind: t.kind,
        amount_paise: t.amountPaise.toString(),
        ref_type: t.refType,
        ref_id: t.refId,
        idempotency_key: t.idempotencyKey,
        debit_account_id: t.debitAccountId,
        credit_account_id: t.creditAccountId,
      };
      return sql`(${actor.userId}::uuid, ${actor.role}, ${actor.requestId}, 'ledger.transfer', 'ledger_transfer', ${t.id},
        ${JSON.stringify(data)}::jsonb, ${now}::timestamptz)`;
    }),
    sql`, `,
  );

/**
 * One statement inserts the transfers, moves every touched account by its deltas and appends an audit entry per
 * transfer: it succeeds or fails whole. The unique indexes back up the checks made under the locks; if one fires,
 * the statement (and with it the caller's transaction) fails with the matching ledger error.
 */
export async function writeTransfers(
  tx: DbOrTx,
  input: { rows: NewTransfer[]; totals: Map<string, Totals>; actor: AuditActor; now: Date },
): Promise<LedgerTransferRow[]> {
  const { rows, totals, actor, now } = input;
  const query = sql`
    with inserted as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id, campaign_id,
        idempotency_key, debit_balance_after_paise, credit_balance_after_paise, created_at)
      values ${transferValues(rows)}
      returning id, seq
    ), moved as (
      update ledger_accounts a set
        balance_paise = a.balance_paise + v.balance,
        funded_paise = a.funded_paise + v.funded,
        reserved_paise = a.reserved_paise + v.reserved,
        released_paise = a.released_paise + v.released,
        refunded_paise = a.refunded_paise + v.refunded,
        refund_pending_paise = a.refund_pending_paise + v.refund_pending,
        updated_at = ${now}::timestamptz
      from (values ${deltaValues(totals)}) as v(id, balance, funded, reserved, released, refunded, refund_pending)
      where a.id = v.id
      returning a.id
    ), audited as (
      insert into audit_log (actor_user_id, actor_role, request_id, action, entity_type, entity_id, data, occurred_at)
      values ${auditValues(rows, actor, now)}
      returning id
    )
    select id, seq::text as seq from inserted`;
  let result: { rows: { id: string; seq: string }[] };
  try {
    result = (await tx.execute(query)) as unknown as typeof result;
  } catch (error) {
    throw ledgerErrorFor(error, rows) ?? error;
  }
  const seqs = new Map(result.rows.map((row) => [row.id, Number(row.seq)]));
  return rows.map((row) => ({ ...row, seq: seqs.get(row.id) as number }));
}

function ledgerErrorFor(error: unknown, rows: NewTransfer[]): Error | undefined {
  switch (uniqueViolationConstraint(error)) {
    case 'ledger_transfers_idempotency_key_unique':
      return new IdempotencyKeyReusedError(rows.map((row) => row.idempotencyKey).join(', '));
    case 'ledger_transfers_one_settlement_per_reservation':
      return new ReservationSettledError();
    case 'ledger_transfers_one_reservation_per_account':
      return new ReservationExistsError();
    default:
      return undefined;
  }
}
