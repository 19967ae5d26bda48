import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds, taxInvoices } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';
import { openTestDatabase } from '../../helpers/test-database';
import {
  createCampaign,
  expectLedgerConsistent,
  fundingRow,
  paymentEvent,
  postWebhook,
  refundEscrow,
  startFunding,
} from './payments-fixtures';

/**
 * Fee refunds under real concurrency, on PostgreSQL (PGlite runs one statement at a time): completions and refunds
 * racing on one campaign refund its escrow, fee and GST once; refunds of many campaigns at once each get one credit
 * note, numbered without gaps or duplicates.
 */
const skipReason = postgresOnlySkipReason('fee-refunds.race.test.ts');
const CAMPAIGNS = 12;

let t: TestApp;
beforeAll(async () => {
  if (skipReason) return;
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: 3 * CAMPAIGNS + 6 }) });
});
afterAll(() => t?.close());

describe.skipIf(skipReason)(`parallel fee refunds${skippedBecause(skipReason)}`, () => {
  it(`refunds each of ${CAMPAIGNS} campaigns' escrow, fee and GST once when three refunds of each run at the same moment`, {
    timeout: 120_000,
  }, async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const campaignIds: string[] = [];
    for (let i = 0; i < CAMPAIGNS; i++) {
      const campaignId = await createCampaign(t.db, brand, `Campaign ${i}`);
      const opened = await startFunding(t, { brand, campaignId, amountPaise: 1_000_003n });
      const funding = await fundingRow(t.db, opened.fundingId);
      await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
      campaignIds.push(campaignId);
    }
    const results = await Promise.all(campaignIds.flatMap((id) => [refundEscrow(t, id), refundEscrow(t, id), refundEscrow(t, id)]));
    // Fee ⌊1,000,003 / 10⌋ = 100,000 and GST ⌊100,000 × 18 %⌋ = 18,000, each once per campaign.
    const sum = (pick: (r: (typeof results)[number]) => bigint) => results.reduce((a, r) => a + pick(r), 0n);
    expect(sum((r) => r.refundedPaise)).toBe(1_000_003n * BigInt(CAMPAIGNS));
    expect(sum((r) => r.feePaise)).toBe(100_000n * BigInt(CAMPAIGNS));
    expect(sum((r) => r.gstPaise)).toBe(18_000n * BigInt(CAMPAIGNS));

    const refunds = await t.db.select().from(paymentRefunds).where(inArray(paymentRefunds.campaignId, campaignIds));
    expect(refunds).toHaveLength(CAMPAIGNS);
    expect(refunds.every((r) => r.amountPaise === 1_118_003n && r.feePaise === 100_000n && r.gstPaise === 18_000n)).toBe(true);
    const notes = await t.db
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.kind, 'credit_note'), eq(taxInvoices.brandUserId, brand.id)));
    expect(notes).toHaveLength(CAMPAIGNS);
    const sequences = notes.map((n) => n.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: CAMPAIGNS }, (_, i) => sequences[0]! + i));
    await expectLedgerConsistent(t.db);
  });
});
