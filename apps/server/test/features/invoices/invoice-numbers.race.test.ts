import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoices } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';
import { openTestDatabase } from '../../helpers/test-database';
import { createCampaign, expectLedgerConsistent, fundingRow, paymentEvent, postWebhook, startFunding } from '../payments/payments-fixtures';

/**
 * Invoice numbers under real concurrency, on PostgreSQL (PGlite runs one statement at a time): every capture takes
 * its number from the series' counter row in its own transaction, so parallel captures get consecutive numbers.
 */
const skipReason = postgresOnlySkipReason('invoice-numbers.race.test.ts');
const PARALLEL = 50;

let t: TestApp;
beforeAll(async () => {
  if (skipReason) return;
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL + 6 }) });
});
afterAll(() => t?.close());

describe.skipIf(skipReason)(`invoice numbers of parallel captures${skippedBecause(skipReason)}`, () => {
  it(`gives ${PARALLEL} parallel captures ${PARALLEL} consecutive numbers, without gaps or duplicates`, { timeout: 120_000 }, async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const fundings = [];
    for (let i = 0; i < PARALLEL; i++) {
      const campaignId = await createCampaign(t.db, brand, `Campaign ${i}`);
      const opened = await startFunding(t, { brand, campaignId, amountPaise: 1_000_000n });
      fundings.push(await fundingRow(t.db, opened.fundingId));
    }
    const answers = await Promise.all(
      fundings.map((f) => postWebhook(t, paymentEvent({ fundingId: f.id, totalPaise: f.totalPaise, at: t.clock.now() }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.map((a) => a.json().outcome)).toEqual(Array(PARALLEL).fill('captured'));

    const rows = await t.db.select().from(taxInvoices).where(eq(taxInvoices.brandUserId, brand.id));
    expect(rows).toHaveLength(PARALLEL);
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: PARALLEL }, (_, i) => first + i));
    expect(new Set(rows.map((r) => r.number)).size).toBe(PARALLEL);
    expect(new Set(rows.map((r) => r.sourceId))).toEqual(new Set(fundings.map((f) => f.id)));
    await expectLedgerConsistent(t.db);
  });
});
