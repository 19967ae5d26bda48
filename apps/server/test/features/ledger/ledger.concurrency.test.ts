import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { auditLog, ledgerTransfers } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { InsufficientFundsError, ReservationSettledError } from '../../../src/features/ledger/ledger.errors';
import { openTestDatabase } from '../../helpers/test-database';
import { EXTERNAL, escrow, fund, ledgerFor, payoutsPending, reservation, reserve, wallet } from './ledger-fixtures';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';

const PARALLEL = 50;
/** PostgreSQL only (PGlite runs one statement at a time, so nothing races there); a failure on CI without it. */
const postgresSkip = postgresOnlySkipReason('ledger.concurrency.test.ts');

let database: Database;
let ledger: ReturnType<typeof ledgerFor>['ledger'];

/** Runs `work` PARALLEL times at once, each in its own transaction on its own connection. */
function inParallel<T>(work: (i: number, tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>) {
  return Promise.allSettled(Array.from({ length: PARALLEL }, (_, i) => database.db.transaction((tx) => work(i, tx))));
}

const rejections = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);

// PGlite serves one connection, so nothing there runs in parallel: these need PostgreSQL.
describe.skipIf(postgresSkip)(`ledger under concurrency${skippedBecause(postgresSkip)}`, () => {
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: PARALLEL });
    ledger = ledgerFor(database).ledger;
  });
  afterAll(async () => {
    await database?.close();
  });

  it(`credits the escrow exactly once when ${PARALLEL} copies of one funding confirmation run at once`, async () => {
    const campaignId = randomUUID();
    const fundingId = randomUUID();
    const results = await inParallel((_, tx) =>
      ledger.transfer({
        tx,
        debit: EXTERNAL,
        credit: escrow(campaignId),
        amountPaise: 250_000n,
        kind: 'funding',
        refType: 'funding',
        refId: fundingId,
        idempotencyKey: `funding:${fundingId}:escrow`,
      }),
    );
    expect(rejections(results)).toEqual([]);
    const created = results.filter((r) => r.status === 'fulfilled' && r.value.created);
    expect(created).toHaveLength(1);
    const ids = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.transfer.id : null)));
    expect(ids.size).toBe(1);
    expect(await ledger.balanceOf({ account: escrow(campaignId) })).toBe(250_000n);
    const rows = await database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, fundingId));
    expect(rows).toHaveLength(1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.transfer'), eq(auditLog.entityId, rows[0]?.id as string)));
    expect(audits).toHaveLength(1);
    await checkLedgerInvariants(database.db);
  });

  it(`makes exactly 10 of ${PARALLEL} parallel reservations against an escrow that can pay 10`, async () => {
    const campaignId = randomUUID();
    await fund(ledger, { campaignId, amountPaise: 10n * 1_000n });
    const results = await inParallel((_, tx) => reserve(ledger, { tx, campaignId, scriptId: randomUUID(), amountPaise: 1_000n }));
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(10);
    const errors = rejections(results);
    expect(errors).toHaveLength(PARALLEL - 10);
    for (const error of errors) expect(error).toBeInstanceOf(InsufficientFundsError);
    const figures = (await ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId);
    expect(figures).toEqual({ funded: 10_000n, reserved: 10_000n, released: 0n, refunded: 0n, refundPending: 0n, available: 0n });
    await checkLedgerInvariants(database.db);
  });

  it(`settles one reservation once when ${PARALLEL} releases and refunds race`, async () => {
    const campaignId = randomUUID();
    const scriptId = randomUUID();
    await fund(ledger, { campaignId, amountPaise: 5_000n });
    await reserve(ledger, { campaignId, scriptId, amountPaise: 5_000n });
    const results = await inParallel((i, tx) =>
      ledger.transfer({
        tx,
        debit: reservation(scriptId, campaignId),
        credit: i % 2 === 0 ? wallet(randomUUID()) : escrow(campaignId),
        amountPaise: 5_000n,
        kind: i % 2 === 0 ? 'release' : 'reservation_refund',
        refType: 'script',
        refId: scriptId,
        idempotencyKey: `settle:${scriptId}:${i}`,
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const error of rejections(results)) expect(error).toBeInstanceOf(ReservationSettledError);
    await checkLedgerInvariants(database.db);
  });

  it(`never deadlocks when ${PARALLEL} calls move money between the same accounts in opposite orders`, async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const campaignId = randomUUID();
    await fund(ledger, { campaignId, amountPaise: 100_000n });
    for (const [creator, script] of [
      [a, randomUUID()],
      [b, randomUUID()],
    ] as const) {
      await reserve(ledger, { campaignId, scriptId: script, amountPaise: 50_000n });
      await ledger.transfer({
        debit: reservation(script, campaignId),
        credit: wallet(creator),
        amountPaise: 50_000n,
        kind: 'release',
        refType: 'script',
        refId: script,
        idempotencyKey: `release:${script}`,
      });
    }
    const withdraw = (creator: string, i: number, leg: string) => ({
      debit: wallet(creator),
      credit: payoutsPending(creator),
      amountPaise: 100n,
      kind: 'withdrawal' as const,
      refType: 'payout' as const,
      refId: randomUUID(),
      idempotencyKey: `withdraw:${i}:${leg}`,
    });
    const results = await inParallel((i, tx) =>
      ledger.transferMany({
        tx,
        transfers: i % 2 === 0 ? [withdraw(a, i, 'a'), withdraw(b, i, 'b')] : [withdraw(b, i, 'b'), withdraw(a, i, 'a')],
      }),
    );
    expect(rejections(results)).toEqual([]);
    expect(await ledger.balanceOf({ account: wallet(a) })).toBe(50_000n - BigInt(PARALLEL) * 100n);
    expect(await ledger.balanceOf({ account: payoutsPending(b) })).toBe(BigInt(PARALLEL) * 100n);
    const [locks] = (
      (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_database where datname = current_database() and deadlocks > 0`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(locks?.n).toBe(0);
    await checkLedgerInvariants(database.db);
  });
});
