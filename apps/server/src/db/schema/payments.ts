import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FUNDING_STATUSES } from '@amplio/shared/schemas/payments';
import { REFUND_STATES } from '@amplio/shared/constants/refunds';
import { campaigns } from './campaigns';
import { users } from './users';

export const fundingStatusEnum = pgEnum('funding_status', FUNDING_STATUSES);

/**
 * One payment a brand makes to fund a campaign: the amount escrow receives plus the platform fee and GST on it,
 * frozen at checkout so the receipt never changes when the rates do.
 */
export const fundings = pgTable(
  'fundings',
  {
    id: uuid('id').primaryKey(),
    brandUserId: uuid('brand_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    status: fundingStatusEnum('status').notNull().default('pending'),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    platformFeePaise: bigint('platform_fee_paise', { mode: 'bigint' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'bigint' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'bigint' }).notNull(),
    platformFeeBps: integer('platform_fee_bps').notNull(),
    gstBps: integer('gst_bps').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The brand's Idempotency-Key: a retried request finds this row instead of opening a second checkout. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fundings_brand_idempotency_unique').on(t.brandUserId, t.idempotencyKey),
    uniqueIndex('fundings_provider_checkout_unique').on(t.provider, t.providerCheckoutId),
    index('fundings_campaign_idx').on(t.campaignId, t.createdAt),
    check('fundings_amount_positive', sql`${t.amountPaise} > 0`),
    check('fundings_charges_non_negative', sql`${t.platformFeePaise} >= 0 and ${t.gstPaise} >= 0`),
    check('fundings_total_adds_up', sql`${t.totalPaise} = ${t.amountPaise} + ${t.platformFeePaise} + ${t.gstPaise}`),
  ],
);
export type FundingRow = typeof fundings.$inferSelect;

/** Every webhook event the app has acted on, by the provider's event id: a second delivery of one finds it here and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const REFUND_STATUSES = REFUND_STATES;
export const refundStatusEnum = pgEnum('payment_refund_status', REFUND_STATUSES);

/** A provider refund against one captured funding, written with the ledger's escrow_refund and sent by a job. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundingId: uuid('funding_id')
      .notNull()
      .references(() => fundings.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The bank's reference when an operator returned the money by hand (the provider refund had failed). */
    settledReference: text('settled_reference'),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_unique').on(t.idempotencyKey),
    index('payment_refunds_funding_idx').on(t.fundingId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export const IDEMPOTENCY_STATES = ['processing', 'completed'] as const;
export const idempotencyStateEnum = pgEnum('idempotency_state', IDEMPOTENCY_STATES);

/**
 * Idempotency-Key records (draft-ietf-httpapi-idempotency-key-header-07), one per user and key.
 * The fingerprint covers method, path and body; the stored answer is replayed to a retry of the same request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: idempotencyStateEnum('state').notNull().default('processing'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseContentType: text('response_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** While processing: when the lock lapses (a crashed request must not hold its key forever). Once completed: when the record may be purged. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
