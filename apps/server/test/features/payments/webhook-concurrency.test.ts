import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerTransfers } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { balances, createCampaign, expectLedgerConsistent, fundingRow, paymentEvent, postWebhook, startFunding } from './payments-fixtures';

let t: TestApp;
let brand: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t.close());

async function pendingFunding() {
  const campaignId = await createCampaign(t.db, brand);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise: 1_000_000n });
  return { campaignId, funding: await fundingRow(t.db, fundingId) };
}

describe('parallel webhook deliveries', () => {
  it('50 parallel copies of the same funding confirmation credit the escrow exactly once', async () => {
    const { campaignId, funding } = await pendingFunding();
    const event = paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() });
    const results = await Promise.all(Array.from({ length: 50 }, () => postWebhook(t, event)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'captured')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect((await balances(t.db, campaignId)).escrow).toBe(1_000_000n);
    expect(await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, funding.id))).toHaveLength(3);
    await expectLedgerConsistent(t.db);
  });

  it('50 parallel confirmations of one payment under 50 different event ids capture it once', async () => {
    const { campaignId, funding } = await pendingFunding();
    const event = paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => postWebhook(t, { ...event, id: `${event.id}_${i}` })));
    const outcomes = results.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'captured')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect((await balances(t.db, campaignId)).escrow).toBe(1_000_000n);
    await expectLedgerConsistent(t.db);
  });
});
