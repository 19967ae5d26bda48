import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One run of the hourly reconciliation: the ledger's invariants and every provider-side record checked against it. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    /** How many records each check looked at, and how many mismatches it found. */
    summary: jsonb('summary').$type<Record<string, { checked: number; mismatches: number }>>().notNull(),
    mismatches: integer('mismatches').notNull(),
  },
  (t) => [index('reconciliation_runs_finished_idx').on(t.finishedAt)],
);
export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

/**
 * A mismatch between the books and what the provider (or the ledger's own rules) says, listed for operators until it
 * is resolved: by itself when a later run no longer finds it, or by an operator with a note.
 */
export const reconciliationAlerts = pgTable(
  'reconciliation_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which check found it and about what, e.g. `capture:<funding id>`: one open alert per key. */
    key: text('key').notNull(),
    check: text('check').notNull(),
    message: text('message').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('reconciliation_alerts_open_key').on(t.key).where(sql`${t.resolvedAt} is null`),
    index('reconciliation_alerts_open_idx').on(t.resolvedAt, t.firstSeenAt),
  ],
);
export type ReconciliationAlertRow = typeof reconciliationAlerts.$inferSelect;
