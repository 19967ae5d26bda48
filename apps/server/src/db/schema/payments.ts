import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FUNDING_STATUSES } from '@amplio/shared/schemas/payments';
import { REFUND_KINDS, REFUND_STATES, SUSPENSE_STATES } from '@amplio/shared/constants/refunds';
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
    /** Why the funding ended as it did, in the brand's words (a refund in full, an expiry, a held amount). */
    statusReason: text('status_reason'),
    /** What the provider actually captured, when it was not simply the checkout's total into escrow (refunded, held). */
    receivedPaise: bigint('received_paise', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When an open checkout expires and is cancelled at the provider (a job runs then). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When it was cancelled, expired, refunded or held. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fundings_brand_idempotency_unique').on(t.brandUserId, t.idempotencyKey),
    // A campaign has at most one open checkout: a second Fund while one is open is refused, whatever the race.
    uniqueIndex('fundings_one_open_per_campaign').on(t.campaignId).where(sql`${t.status} = 'pending'`),
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
export const refundKindEnum = pgEnum('payment_refund_kind', REFUND_KINDS);

/**
 * A provider refund of one payment, sent by a job. Its money waits in the ledger's refunds pending account from the
 * moment the refund is decided until the provider confirms it (refund_settled): an escrow refund (escrow_refund), a
 * late capture refunded in full (late_capture), or money an operator refunds from suspense (suspense_refund).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: refundKindEnum('kind').notNull().default('escrow'),
    /** The funding it refunds; null only for money in suspense that named no checkout of ours. */
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    suspenseItemId: uuid('suspense_item_id'),
    /** The provider's payment this refund returns. */
    providerPaymentId: text('provider_payment_id'),
    /** All it returns in one provider refund: for an escrow refund, the escrow plus the fee and GST charged on it. */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** The platform fee and the GST of an escrow refund, pro rata to the escrow it returns (decision 047); 0 otherwise. */
    feePaise: bigint('fee_paise', { mode: 'bigint' }).notNull().default(sql`0`),
    gstPaise: bigint('gst_paise', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Whether its money sits in refunds pending until the provider confirms it. False only for refunds decided before
     * that account existed (their escrow_refund went straight out), which settle without a ledger movement.
     */
    booked: boolean('booked').notNull().default(true),
    reason: text('reason'),
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
    index('payment_refunds_campaign_idx').on(t.campaignId),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('payment_refunds_fee_share', sql`${t.feePaise} >= 0 and ${t.gstPaise} >= 0 and ${t.feePaise} + ${t.gstPaise} < ${t.amountPaise}`),
    check('payment_refunds_names_a_payment', sql`${t.fundingId} is not null or ${t.suspenseItemId} is not null`),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export const suspenseStateEnum = pgEnum('suspense_state', SUSPENSE_STATES);

/**
 * Money a provider captured that matches no open checkout of ours: an amount that differs from the checkout's, or an
 * order we do not know. It sits in the ledger's suspense account (suspense_in) until an operator refunds it or applies
 * it to the funding it was meant for; every decision is in the audit log.
 */
export const suspenseItems = pgTable(
  'suspense_items',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerCheckoutId: text('provider_checkout_id').notNull(),
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** What the checkout asked for; null when no checkout of ours was named. */
    expectedPaise: bigint('expected_paise', { mode: 'bigint' }),
    status: suspenseStateEnum('status').notNull().default('open'),
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('suspense_items_payment_unique').on(t.provider, t.providerPaymentId),
    index('suspense_items_status_idx').on(t.status, t.receivedAt),
    check('suspense_items_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
export type SuspenseItemRow = typeof suspenseItems.$inferSelect;

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
    /**
     * While processing: the claim of the one request running under the key. Its effect commits only with the answer,
     * and only while the claim is still its own, so a retry that took over a lapsed claim can never apply twice.
     */
    claim: text('claim'),
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
