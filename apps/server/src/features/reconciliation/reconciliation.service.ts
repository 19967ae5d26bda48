import { isUuid } from '@amplio/shared/domain/uuid';
import {
  OPS_BOOKS_MESSAGES as M,
  type TBooksExportQuery,
  type TOpsBooksResponse,
  type TReconciliationAlert,
  type TReconciliationAlertsResponse,
} from '@amplio/shared/schemas/ops-books';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReconciliationAlertRow, ReconciliationRunRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { pageEnvelope } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/notice-mail';
import { type CheckResult, runChecks } from './reconciliation-checks';
import * as repo from './reconciliation.repository';
import { transfersCsv } from './transfers-csv';

const alertView = (row: ReconciliationAlertRow): TReconciliationAlert => ({
  id: row.id,
  check: row.check,
  message: row.message,
  entity_type: row.entityType,
  entity_id: row.entityId,
  first_seen_at: row.firstSeenAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  resolution: row.resolution,
});

const summaryView = (run: ReconciliationRunRow) => ({
  ran_at: run.finishedAt.toISOString(),
  ok: run.ok,
  mismatches: run.mismatches,
  checks: run.summary,
});

/**
 * The hourly reconciliation and the operator's view of the books. A run checks the ledger's invariants on the live
 * data and compares every provider-side record we hold (captured fundings, refunds, payouts, payments in suspense)
 * with what the ledger booked for it; each mismatch opens an alert (one per problem, seen again on later runs, closed
 * by itself when it goes away or by an operator with a note), and newly opened ones are e-mailed to every operator.
 */
export function createReconciliationService(deps: {
  db: Db;
  clock: Clock;
  mail?: Pick<MailService, 'enqueue' | 'notify'>;
  appUrl: string;
  ledger: Pick<LedgerService, 'books'>;
  /** The safety net behind the checkout expiry jobs, run with each reconciliation. */
  expireOverdueCheckouts?: () => Promise<number>;
}) {
  const { db, clock } = deps;

  async function run(): Promise<ReturnType<typeof summaryView>> {
    await deps.expireOverdueCheckouts?.();
    const startedAt = clock.now();
    // One snapshot for every check: a repeatable-read transaction on PostgreSQL (PGlite has one connection anyway).
    // One run at a time (the hourly job on one node and an operator's button on another): a second answers the last.
    const results: CheckResult[] | null = await db.transaction(
      async (tx) => {
        const { rows } = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended('amplio.reconciliation', 0)) as ours`,
        )) as unknown as {
          rows: { ours: boolean }[];
        };
        return rows[0]?.ours ? runChecks(tx) : null;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!results) {
      const latest = await repo.latestRun(db);
      if (latest) return summaryView(latest);
      throw new AppError({ code: 'reconciliation_running', status: 409, message: M.reconciliationRunning });
    }
    const mismatches = results.flatMap((r) => r.mismatches);
    const now = clock.now();
    const { row, opened } = await db.transaction(async (tx) => {
      const opened = await repo.recordMismatches(tx, mismatches, now);
      await repo.resolveVanished(
        tx,
        mismatches.map((m) => m.key),
        now,
      );
      const row = await repo.insertRun(tx, {
        startedAt,
        finishedAt: now,
        ok: mismatches.length === 0,
        mismatches: mismatches.length,
        summary: Object.fromEntries(results.map((r) => [r.check, { checked: r.checked, mismatches: r.mismatches.length }])),
      });
      if (opened.length > 0) await tellOperators(tx, opened);
      return { row, opened };
    });
    if (opened.length > 0) deps.mail?.notify();
    return summaryView(row);
  }

  async function tellOperators(tx: Parameters<Parameters<Db['transaction']>[0]>[0], opened: ReconciliationAlertRow[]) {
    if (!deps.mail) return;
    const title =
      opened.length === 1
        ? 'Reconciliation found a mismatch in the books'
        : `Reconciliation found ${opened.length} mismatches in the books`;
    const message = [
      'The books and the payment records disagree. Until it is resolved, the operator console shows it on every page.',
      '',
      ...opened.slice(0, 20).map((alert) => `• ${alert.message}`),
      ...(opened.length > 20 ? [`…and ${opened.length - 20} more.`] : []),
    ].join('\n');
    for (const operator of await repo.operatorEmails(tx)) {
      await deps.mail.enqueue({
        tx,
        ...noticeMail({
          to: operator.email,
          name: operator.name,
          title,
          message,
          actionUrl: `${deps.appUrl}/ops/books`,
          action: 'Open the books',
        }),
      });
    }
  }

  async function books(): Promise<TOpsBooksResponse> {
    const [{ accounts, total }, latest, counts, work] = await Promise.all([
      deps.ledger.books(),
      repo.latestRun(db),
      repo.countAlerts(db),
      repo.workCounts(db),
    ]);
    const ledgerBroken = latest && (latest.summary.ledger?.mismatches ?? 0) > 0;
    const ledgerAlert = ledgerBroken
      ? (await repo.listAlerts(db, { open: true, limit: 100, offset: 0 })).find((a) => a.check === 'ledger')
      : undefined;
    return {
      accounts,
      total,
      invariants: {
        ok: latest ? !ledgerBroken : true,
        message: ledgerAlert?.message ?? null,
        checked_at: latest?.finishedAt.toISOString() ?? null,
      },
      last_reconciliation: latest ? summaryView(latest) : null,
      open_alerts: counts.open,
      open_suspense: work.openSuspense,
      failed_refunds: work.failedRefunds,
    };
  }

  async function listAlerts(input: { status: 'open' | 'resolved'; page: number; perPage: number }): Promise<TReconciliationAlertsResponse> {
    const [rows, counts] = await Promise.all([
      repo.listAlerts(db, { open: input.status === 'open', limit: input.perPage, offset: (input.page - 1) * input.perPage }),
      repo.countAlerts(db),
    ]);
    return {
      success: true,
      data: pageEnvelope({ rows: rows.map(alertView), total: counts[input.status], page: input.page, perPage: input.perPage }),
      counts,
    };
  }

  /** An operator closes an alert with what they checked or did; a later run that finds the problem again opens a new one. */
  async function resolveAlert(input: { id: string; note: string; actor: AuditActor }) {
    if (!isUuid(input.id)) throw new AppError({ code: 'alert_not_found', status: 404, message: M.alertNotFound });
    return answerWithEffect(db, async (tx) => {
      const alert = await repo.lockAlert(tx, input.id);
      if (!alert) throw new AppError({ code: 'alert_not_found', status: 404, message: M.alertNotFound });
      if (alert.resolvedAt) throw new AppError({ code: 'alert_resolved', status: 409, message: M.alertResolved });
      const now = clock.now();
      const row = await repo.updateAlert(tx, alert.id, { resolvedAt: now, resolvedBy: input.actor.userId, resolution: input.note });
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: 'reconciliation.alert_resolved',
        entityType: 'reconciliation_alert',
        entityId: alert.id,
        data: { key: alert.key, note: input.note },
      });
      return { success: true as const, message: M.alertAcknowledged, data: alertView(row) };
    });
  }

  /** The transfers of a period as CSV lines, streamed in batches (days are IST, both ends included). */
  function exportTransfers(query: TBooksExportQuery): AsyncIterable<string> {
    return transfersCsv({ db, from: istStart(query.from), to: istStart(nextDay(query.to)) });
  }

  return { run, books, listAlerts, resolveAlert, exportTransfers };
}

const IST_OFFSET_MS = 330 * 60_000;
const istStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
