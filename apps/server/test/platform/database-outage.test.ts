import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import {
  type Answer,
  campaignBody,
  halfWrittenMoneyRows,
  isUnavailableAnswer,
  signedInBrands,
  type TrafficActor,
} from '../helpers/money-traffic';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { openTestDatabase } from '../helpers/test-database';

// The app reaches PostgreSQL through a proxy the test cuts: the machine's shared server keeps running for everyone else.
const skipReason = postgresOnlySkipReason('database-outage.test.ts');

const BEFORE_MS = 3_000;
const OUTAGE_MS = 6_000;
const AFTER_MS = 7_000;
/** Everything answers again this soon after the database returns. */
const RECOVERY_MS = 5_000;

let database: Database;
let proxy: TcpProxy;
let server: ServerProcess;
const answers: Answer[] = [];
let brands: (TrafficActor & { brandId: string })[];

beforeAll(async () => {
  if (skipReason) return;
  database = await openTestDatabase();
  const direct = new URL(database.url!);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(database.url!);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  server = await startServerProcess({
    DATABASE_URL: proxied.toString(),
    TRUST_PROXY: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'outage-webhook-secret-outage-webhook-secret',
  });
  brands = await signedInBrands({ db: database.db, baseUrl: () => server.url, answers, count: 3 });
}, 120_000);
afterAll(async () => {
  if (skipReason) return;
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await proxy?.close();
  await database?.close();
});

/**
 * A brand's round: its session, a new campaign, funding it and paying on the sandbox checkout, and its list. A 503
 * ends the round after a short pause, as a client honouring Retry-After would (shortened, to keep the test short).
 */
async function brandRound(brand: TrafficActor & { brandId: string }, round: number) {
  await brand.call('who am I', 'GET', '/api/user');
  const created = await brand.call(
    'create campaign',
    'POST',
    '/api/brands/campaigns',
    campaignBody(`${brand.name} bottle ${round}`, 2_000),
  );
  if (created.status !== 201) return void (await new Promise((r) => setTimeout(r, 100)));
  const campaignId = created.body.data.id as string;
  const funded = await brand.money('fund', `/api/brands/campaigns/${campaignId}/fund`, { amount: 2_000 });
  if (funded.status !== 201) return void (await new Promise((r) => setTimeout(r, 100)));
  await brand.call('pay checkout', 'POST', `/sandbox/checkout/${funded.body.funding_id}/pay`, {});
  await brand.call('list campaigns', 'GET', '/api/brands/campaigns');
}

/** Transactions PostgreSQL has rolled back in the test's database (read directly, not through the proxy). */
async function rollbacks(): Promise<number> {
  const result = (await database.db.execute(
    sql`select xact_rollback::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe.skipIf(skipReason)(`a database outage${skippedBecause(skipReason)}`, () => {
  it('answers 503 with Retry-After (never 500) while PostgreSQL is away, and everything recovers within 5 s of its return', async () => {
    let stop = false;
    const readiness: Answer[] = [];
    const probe = brands[0]!;
    const started = Date.now();
    const traffic = [
      ...brands.map(async (brand) => {
        for (let round = 0; !stop; round++) await brandRound(brand, round);
      }),
      (async () => {
        while (!stop) {
          readiness.push(await probe.call('readiness', 'GET', '/readyz'));
          await new Promise((r) => setTimeout(r, 200));
        }
      })(),
    ];

    await new Promise((r) => setTimeout(r, BEFORE_MS));
    const rollbacksBefore = await rollbacks();
    await proxy.cut();
    const cutAt = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    // Transactions the cut broke off: PostgreSQL rolled each back when its connection went.
    const cutTransactions = (await rollbacks()) - rollbacksBefore;
    await proxy.restore();
    const restoredAt = Date.now();
    await new Promise((r) => setTimeout(r, AFTER_MS));
    stop = true;
    await Promise.all(traffic);
    const all = [...answers, ...readiness.filter((a) => !answers.includes(a))];

    // The server never died and never answered a 5xx other than the outage's 503.
    expect(server.child.exitCode, server.output().slice(-3_000)).toBeNull();
    expect(all.filter((a) => a.status === 'network error')).toEqual([]);
    // (/readyz answers its own 503, checked below.)
    const wrong = answers.filter(
      (a) =>
        a.call !== 'readiness' &&
        typeof a.status === 'number' &&
        a.status >= 500 &&
        !isUnavailableAnswer(a, HTTP_MESSAGES.serviceUnavailable),
    );
    expect(wrong.map((a) => `${a.call} ${a.path} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(server.output()).not.toMatch(/"level":50.*unhandled error/);

    // During the outage: requests that need the database answered 503, and /readyz named the database.
    const during = (a: Answer) => a.sentAt > cutAt + 200 && a.at < restoredAt;
    const unavailable = answers.filter((a) => during(a) && a.status === 503);
    expect(unavailable.length, 'requests answered 503 during the outage').toBeGreaterThan(0);
    expect(unavailable.some((a) => a.call !== 'readiness' && a.method === 'POST')).toBe(true);
    const readyDuring = readiness.filter(during);
    expect(readyDuring.length).toBeGreaterThan(0);
    for (const a of readyDuring) {
      expect(a.status).toBe(503);
      expect(a.body.failed).toContain('database');
    }

    // After: ready again, and every kind of request succeeding, within 5 s; no 503 after that.
    const firstOk = (filter: (a: Answer) => boolean) => all.find((a) => a.sentAt >= restoredAt && filter(a) && a.status !== 503);
    const ready = firstOk((a) => a.call === 'readiness' && a.status === 200);
    const served = firstOk((a) => a.call === 'create campaign' && a.status === 201);
    expect(ready, 'ready again').toBeDefined();
    expect(served, 'a campaign created again').toBeDefined();
    const readyAfterMs = ready!.at - restoredAt;
    const servedAfterMs = served!.at - restoredAt;
    console.log(
      `database outage: ${unavailable.length} answers 503 in ${OUTAGE_MS / 1000} s; ${cutTransactions} transactions rolled back by the cut; ready ${readyAfterMs} ms and serving writes ${servedAfterMs} ms after PostgreSQL returned; ${all.length} answers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(readyAfterMs).toBeLessThan(RECOVERY_MS);
    expect(servedAfterMs).toBeLessThan(RECOVERY_MS);
    expect(all.filter((a) => a.sentAt > restoredAt + RECOVERY_MS && a.status === 503)).toEqual([]);

    // Nothing half-written, and the jobs the outage interrupted (the checkouts' webhooks) ran once it was over.
    const paidAnswers = answers.filter((a) => a.call === 'pay checkout' && a.status === 303);
    const paid = paidAnswers.length;
    // A payment answered 503 as the cut came may still have reached the sandbox provider, whose reconciliation then
    // captures it, as a real provider's would: each such answer allows at most one more capture, never fewer.
    const maybePaid = answers.filter((a) => a.call === 'pay checkout' && a.status === 503).length;
    const capturedBy = async (deadline: number) => {
      for (;;) {
        const rows = (await database.db.execute(sql`select count(*)::int as n from fundings where status = 'captured'`)) as unknown as {
          rows: { n: number }[];
        };
        if (rows.rows[0]!.n >= paid || Date.now() > deadline) return rows.rows[0]!.n;
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    // A webhook job that failed while the database was away is retried as soon as it is back, not after its backoff
    // (30 s and more); the margin leaves room for a CI machine running other suites beside this one.
    const deadline = Math.max(restoredAt + 4 * RECOVERY_MS, Math.max(...paidAnswers.map((a) => a.at)) + 2 * RECOVERY_MS);
    const captured = await capturedBy(deadline);
    expect(captured, 'every paid checkout captured').toBeGreaterThanOrEqual(paid);
    expect(captured, 'nothing captured that was not paid').toBeLessThanOrEqual(paid + maybePaid);
    expect(await halfWrittenMoneyRows(database.db)).toEqual([]);
    await checkLedgerInvariants(database.db);
  }, 90_000);
});
