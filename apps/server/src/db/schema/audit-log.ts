import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every money event and status change: who, when, from which request.
 * A trigger (in its migration) refuses UPDATE, DELETE and TRUNCATE, so nothing in the app can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Null for the system itself (jobs, webhooks). */
    actorUserId: uuid('actor_user_id'),
    /** 'brand', 'creator', 'admin', 'system', 'provider'. */
    actorRole: text('actor_role').notNull(),
    requestId: text('request_id'),
    /** What happened, e.g. 'ledger.transfer', 'campaign.status_changed'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.seq), index('audit_log_actor_idx').on(t.actorUserId, t.seq)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
