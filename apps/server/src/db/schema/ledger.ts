import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, LEDGER_REF_TYPES, TRANSFER_KINDS } from '@amplio/shared/constants/ledger';

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);
export const transferKindEnum = pgEnum('transfer_kind', TRANSFER_KINDS);
export const ledgerRefTypeEnum = pgEnum('ledger_ref_type', LEDGER_REF_TYPES);

const paise = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * One row per account. Only the ledger service writes here. `balance_paise` is the running
 * sum of credits minus debits; the four escrow totals are kept on campaign_escrow rows so the
 * brand's escrow figures are read from rows, never summed from transfers per request.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    /** campaign id (escrow), script id (reservation), creator user id (wallet, payouts pending), null (platform accounts). */
    ownerId: uuid('owner_id'),
    /** The campaign whose money this is: set for escrow and reservations, null otherwise. */
    campaignId: uuid('campaign_id'),
    balancePaise: paise('balance_paise').notNull().default(sql`0`),
    /** Escrow totals (zero on other kinds): money funded in, currently reserved, released to creators, refunded to the brand. */
    fundedPaise: paise('funded_paise').notNull().default(sql`0`),
    reservedPaise: paise('reserved_paise').notNull().default(sql`0`),
    releasedPaise: paise('released_paise').notNull().default(sql`0`),
    refundedPaise: paise('refunded_paise').notNull().default(sql`0`),
    /** Of the refunded money, what is still on its way to the brand: sent to the provider, not yet confirmed. */
    refundPendingPaise: paise('refund_pending_paise').notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_kind_owner_unique').on(t.kind, t.ownerId).nullsNotDistinct(),
    index('ledger_accounts_campaign_idx').on(t.campaignId, t.kind),
    check('ledger_accounts_balance_not_negative', sql`${t.kind} = 'external' or ${t.balancePaise} >= 0`),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${t.fundedPaise} >= 0 and ${t.reservedPaise} >= 0 and ${t.releasedPaise} >= 0 and ${t.refundedPaise} >= 0 and ${t.refundPendingPaise} >= 0 and ${t.refundPendingPaise} <= ${t.refundedPaise}`,
    ),
    // Compared as text: a migration that adds an account kind cannot name the new enum value in the same transaction.
    check(
      'ledger_accounts_owner_shape',
      sql`(${t.kind}::text in ('external', 'platform_revenue', 'tax_payable', 'refunds_pending', 'suspense')) = (${t.ownerId} is null)`,
    ),
    check('ledger_accounts_campaign_shape', sql`(${t.kind} in ('campaign_escrow', 'script_reservation')) = (${t.campaignId} is not null)`),
    check('ledger_accounts_escrow_owner', sql`${t.kind} <> 'campaign_escrow' or ${t.ownerId} = ${t.campaignId}`),
  ],
);

/**
 * Immutable double-entry transfers: money leaves `debit` and arrives in `credit`.
 * Each row also records both accounts' balances just after it, for statements with a running balance.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: created_at comes from the app clock and can tie, this cannot. Cursors page on it. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    kind: transferKindEnum('kind').notNull(),
    refType: ledgerRefTypeEnum('ref_type').notNull(),
    refId: uuid('ref_id').notNull(),
    /** The campaign either account belongs to, so a campaign's ledger is one index scan. */
    campaignId: uuid('campaign_id'),
    /** The caller's key for this movement (e.g. `funding:<id>:escrow`): the same key never moves money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    debitBalanceAfterPaise: paise('debit_balance_after_paise').notNull(),
    creditBalanceAfterPaise: paise('credit_balance_after_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'ledger_transfers_debit_fk', columns: [t.debitAccountId], foreignColumns: [ledgerAccounts.id] }),
    foreignKey({ name: 'ledger_transfers_credit_fk', columns: [t.creditAccountId], foreignColumns: [ledgerAccounts.id] }),
    unique('ledger_transfers_idempotency_key_unique').on(t.idempotencyKey),
    check('ledger_transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_campaign_idx').on(t.campaignId, t.seq),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.seq),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.seq),
    index('ledger_transfers_ref_idx').on(t.refType, t.refId),
    // The accountant's export reads a period in order.
    index('ledger_transfers_created_idx').on(t.createdAt, t.seq),
    uniqueIndex('ledger_transfers_one_settlement_per_reservation')
      .on(t.debitAccountId)
      .where(sql`${t.kind} in ('release', 'reservation_refund')`),
    uniqueIndex('ledger_transfers_one_reservation_per_account').on(t.creditAccountId).where(sql`${t.kind} = 'reservation'`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
