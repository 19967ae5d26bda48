import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import type { Db } from '../../db/client';
import { accountExports } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Storage } from '../../lib/storage/storage';
import { hmac, safeEqual } from '../../lib/tokens';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { LedgerEntry, LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/notice-mail';
import { campaignIdsOf, findUserById } from './account.repository';
import { settingsPath } from './account.service';

export const ACCOUNT_EXPORT_JOBS = { build: 'account-export-build', expire: 'account-export-expire' } as const;
export const EXPORT_LINK_MS = 24 * 60 * 60 * 1000;

/** Where the account's own rows live: every row of these (table, column) pairs is the account's, and goes in the file. */
const ACCOUNT_TABLES = [
  ['brands', 'user_id'],
  ['brand_companies', 'user_id'],
  ['payout_methods', 'creator_id'],
  ['brand_profiles', 'user_id'],
  ['creator_profiles', 'user_id'],
  ['social_accounts', 'user_id'],
  ['creator_portfolio_items', 'creator_id'],
  ['campaigns', 'user_id'],
  ['scripts', 'creator_id'],
  ['collaborations', 'creator_id'],
  ['fundings', 'brand_user_id'],
  ['tax_invoices', 'brand_user_id'],
  ['brand_billing', 'user_id'],
  ['payouts', 'creator_id'],
  ['creator_lists', 'brand_user_id'],
  ['notifications', 'user_id'],
  ['notification_preferences', 'user_id'],
  ['conversation_messages', 'sender_user_id'],
  ['stored_files', 'owner_user_id'],
] as const;
/** Columns that are secrets or internal keys, never in the file. */
const HIDDEN = new Set(['password_hash', 'id_hash', 'code_hash', 'storage_key', 'idempotency_key', 'search_document']);

const toJson = (value: unknown) =>
  JSON.stringify(value, (key, v) => (HIDDEN.has(key) ? undefined : typeof v === 'bigint' ? v.toString() : v), 2);

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const keyFor = (ext: 'json' | 'csv') => {
  const id = randomUUID();
  return `account_export/${id.slice(0, 2)}/${id}.${ext}`;
};

export function createAccountExport(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: JobQueue;
  mail: MailService;
  ledger: LedgerService;
  secret: string;
  appUrl: string;
}) {
  const { db, clock, storage, ledger } = deps;
  const signatureOf = (input: { id: string; userId: string; expires: number }) =>
    hmac(deps.secret, `account-export:${input.id}:${input.userId}:${input.expires}`);

  async function rowsOf(userId: string) {
    const data: Record<string, unknown[]> = {};
    for (const [table, column] of ACCOUNT_TABLES) {
      // A table another feature has not created on this database is skipped (savepoint), never a failed export.
      const rows = await db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
          return (result as unknown as { rows: unknown[] }).rows;
        })
        .catch(() => null);
      if (rows && rows.length > 0) data[table] = rows;
    }
    return data;
  }

  /** Every transfer into or out of the account's own ledger accounts (a creator's wallet and payouts; a brand's escrows). */
  async function moneyLines(user: { id: string; userType: string }): Promise<Array<LedgerEntry & { account: string }>> {
    const lines: Array<LedgerEntry & { account: string }> = [];
    if (user.userType === 'creator') {
      for (const kind of ['creator_wallet', 'payouts_pending'] as const) {
        let cursor: string | undefined;
        do {
          const page = await ledger.statementOf({ account: { kind, ownerId: user.id }, limit: 200, cursor });
          lines.push(...page.items.map((item) => ({ ...item, account: kind })));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      }
    } else {
      for (const campaignId of await campaignIdsOf(db, user.id)) {
        let cursor: string | undefined;
        do {
          const page = await ledger.transfersFor({ campaignId, limit: 200, cursor });
          lines.push(...page.items.map((item) => ({ ...item, account: `campaign ${campaignId}` })));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      }
    }
    return lines.sort((a, b) => a.seq - b.seq);
  }

  function csvOf(lines: Array<LedgerEntry & { account: string }>) {
    const header = ['date', 'account', 'kind', 'from', 'to', 'amount_inr', 'reference'];
    const body = lines.map((line) =>
      [
        line.createdAt.toISOString(),
        line.account,
        line.kind,
        line.debitKind,
        line.creditKind,
        paiseToRupees(line.amountPaise).toFixed(2),
        line.refType ? `${line.refType}:${line.refId ?? ''}` : '',
      ]
        .map(csvCell)
        .join(','),
    );
    return `${[header.join(','), ...body].join('\r\n')}\r\n`;
  }

  return {
    /** POST /api/account/export: records the request and queues the job in one transaction. */
    async request(input: { userId: string; actor: AuditActor }) {
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accountExports)
          .values({ userId: input.userId, requestedAt: now })
          .returning({ id: accountExports.id });
        await deps.jobs.send({ tx, name: ACCOUNT_EXPORT_JOBS.build, data: { id: row!.id }, singletonKey: `account-export:${row!.id}` });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'account.export_requested',
          entityType: 'account_export',
          entityId: row!.id,
        });
        return row!.id;
      });
      return { success: true as const, message: M.exportQueued, id };
    },

    /** The job: builds both files, stores them, mails the signed link. Runs again harmlessly after a crash. */
    async build(input: { id: string }) {
      const [row] = await db.select().from(accountExports).where(eq(accountExports.id, input.id)).limit(1);
      if (!row || row.readyAt) return;
      const user = await findUserById(db, row.userId);
      if (!user || user.deletedAt) return;
      const now = clock.now();
      const account = {
        id: user.id,
        kind: user.userType,
        name: user.name,
        email: user.email,
        email_verified_at: user.emailVerifiedAt,
        created_at: user.createdAt,
      };
      const lines = await moneyLines(user);
      const json = toJson({ exported_at: now, account, data: await rowsOf(user.id), money: lines });
      const jsonKey = keyFor('json');
      const csvKey = keyFor('csv');
      await storage.put({ key: jsonKey, body: Readable.from([Buffer.from(json)]), contentType: 'application/json' });
      await storage.put({ key: csvKey, body: Readable.from([Buffer.from(csvOf(lines))]), contentType: 'text/csv' });
      const expires = now.getTime() + EXPORT_LINK_MS;
      // The link opens the settings page (signing in first when needed), which offers both files for download.
      const query = new URLSearchParams({
        export: row.id,
        expires: String(expires),
        signature: signatureOf({ id: row.id, userId: user.id, expires }),
      });
      const link = `${deps.appUrl}${settingsPath(user)}?${query.toString()}`;
      await db.transaction(async (tx) => {
        await tx.update(accountExports).set({ jsonKey, csvKey, readyAt: now }).where(eq(accountExports.id, row.id));
        await deps.mail.enqueue({
          tx,
          ...noticeMail({
            to: user.email,
            name: user.name,
            title: 'Your Amplio data is ready',
            message:
              'Your data is ready to download: a JSON file with everything your account holds, and a CSV of every rupee that moved. The link works for 24 hours, and only for you: sign in to Amplio if it asks.',
            actionUrl: link,
            action: 'Download your data',
          }),
        });
        await deps.jobs.send({ tx, name: ACCOUNT_EXPORT_JOBS.expire, data: { id: row.id }, startAfter: new Date(expires) });
      });
      deps.mail.notify();
    },

    /** After 24 hours the files go. */
    async expire(input: { id: string }) {
      const [row] = await db.select().from(accountExports).where(eq(accountExports.id, input.id)).limit(1);
      if (!row) return;
      for (const key of [row.jsonKey, row.csvKey]) if (key) await storage.delete(key);
      await db.delete(accountExports).where(eq(accountExports.id, row.id));
    },

    /** The download: the owner's session, a valid signature and a link younger than 24 hours. */
    async open(input: { id: string; userId: string; file: 'json' | 'csv'; expires: number; signature: string }) {
      const gone = () => new AppError({ code: 'export_link_invalid', status: 410, message: M.exportLinkExpired });
      const valid = safeEqual(input.signature, signatureOf({ id: input.id, userId: input.userId, expires: input.expires }));
      if (!valid || input.expires <= clock.now().getTime() || input.expires > clock.now().getTime() + EXPORT_LINK_MS) throw gone();
      const [row] = await db
        .select()
        .from(accountExports)
        .where(and(eq(accountExports.id, input.id), eq(accountExports.userId, input.userId)))
        .limit(1);
      const key = input.file === 'csv' ? row?.csvKey : row?.jsonKey;
      if (!key) throw gone();
      return { stream: await storage.open({ key }), contentType: input.file === 'csv' ? 'text/csv; charset=utf-8' : 'application/json' };
    },
  };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
