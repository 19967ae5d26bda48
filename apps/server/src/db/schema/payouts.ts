import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_EVENT_SOURCES, PAYOUT_METHODS, PAYOUT_STATES } from '@amplio/shared/constants/payouts';
import { users } from './users';

export const payoutStateEnum = pgEnum('payout_state', PAYOUT_STATES);
export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);
export const payoutEventSourceEnum = pgEnum('payout_event_source', PAYOUT_EVENT_SOURCES);

/**
 * A creator's withdrawal (spec 3 §3 "Withdrawal request"). Requesting it moves the amount from the creator's wallet
 * to payouts pending (ledger `withdrawal`) in the same transaction; paid moves it out (`payout_settled`), failed
 * returns it to the wallet (`payout_failed`). The amount is frozen here; the money itself lives only in the ledger.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    method: payoutMethodEnum('method').notNull(),
    upiId: text('upi_id'),
    accountNumber: text('account_number'),
    accountHolderName: text('account_holder_name'),
    ifsc: text('ifsc'),
    status: payoutStateEnum('status').notNull().default('pending'),
    provider: text('provider'),
    providerPayoutId: text('provider_payout_id'),
    /** The bank's reference for the transfer (UTR), set when it is paid. */
    utr: text('utr'),
    failureReason: text('failure_reason'),
    /** The creator's Idempotency-Key: a retried request finds this row instead of withdrawing twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payouts_creator_idempotency_unique').on(t.creatorId, t.idempotencyKey),
    uniqueIndex('payouts_provider_payout_unique').on(t.provider, t.providerPayoutId),
    index('payouts_status_requested_idx').on(t.status, t.requestedAt, t.id),
    index('payouts_creator_requested_idx').on(t.creatorId, t.requestedAt.desc(), t.id),
    check('payouts_amount_minimum', sql`${t.amountPaise} >= 10000`),
    check(
      'payouts_destination_complete',
      sql`(${t.method} = 'upi' and ${t.upiId} is not null) or (${t.method} = 'bank' and ${t.accountNumber} is not null and ${t.ifsc} is not null and ${t.accountHolderName} is not null)`,
    ),
    check('payouts_paid_has_utr', sql`${t.status} <> 'paid' or (${t.utr} is not null and ${t.paidAt} is not null)`),
    check('payouts_failed_has_reason', sql`${t.status} <> 'failed' or (${t.failureReason} is not null and ${t.failedAt} is not null)`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Each status a payout reached, once: the primary key (payout, status) is how repeated provider webhooks are
 * deduplicated, and the rows are the payout's timeline.
 */
export const payoutStatusEvents = pgTable(
  'payout_status_events',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    status: payoutStateEnum('status').notNull(),
    source: payoutEventSourceEnum('source').notNull(),
    /** The provider's event id, when a webhook brought it. */
    providerEventId: text('provider_event_id'),
    actorUserId: uuid('actor_user_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.status] })],
);
export type PayoutStatusEventRow = typeof payoutStatusEvents.$inferSelect;
