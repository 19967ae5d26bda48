import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentRefunds, taxInvoices } from '../../../src/db/schema/index';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { runChecks } from '../../../src/features/reconciliation/reconciliation-checks';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { testLedger } from '../../helpers/test-ledger';
import { createCampaign, fundingRow, paymentEvent, postWebhook, refundEscrow, startFunding } from '../payments/payments-fixtures';

/** The reconciliation's fee_refunds check (decision 047): fee and GST refunds match their credit notes and their charge. */
let t: TestApp;
let brand: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t?.close());

async function refundedFunding(amountPaise = 100_000n) {
  const campaignId = await createCampaign(t.db, brand);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise });
  const funding = await fundingRow(t.db, fundingId);
  await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise, at: t.clock.now() }));
  await refundEscrow(t, campaignId);
  const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.fundingId, fundingId));
  return { campaignId, fundingId, refund: refund! };
}

const feeMismatches = async () => (await runChecks(t.db)).find((r) => r.check === 'fee_refunds')!;

describe('the fee_refunds reconciliation check', () => {
  it('finds every fee and GST refund matched by its credit note and within its funding’s charge', async () => {
    const { refund } = await refundedFunding();
    expect(refund).toMatchObject({ feePaise: 10_000n, gstPaise: 1_800n });
    const result = await feeMismatches();
    expect(result.mismatches).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(1);
    const refundsCheck = (await runChecks(t.db)).find((r) => r.check === 'refunds')!;
    expect(refundsCheck.mismatches).toEqual([]);
  });

  it('flags a fee refund whose credit note is missing', async () => {
    const { refund } = await refundedFunding();
    await t.db
      .delete(taxInvoices)
      .where(and(eq(taxInvoices.kind, 'credit_note'), eq(taxInvoices.sourceKey, `credit:${refund.idempotencyKey}`)));
    const { mismatches } = await feeMismatches();
    expect(mismatches).toContainEqual({
      key: `fee_refund:${refund.id}`,
      check: 'fee_refunds',
      entityType: 'payment_refund',
      entityId: refund.id,
      message: `Refund ${refund.id} returns fee ₹100 and GST ₹18 with no credit note.`,
    });
  });

  it('flags a fee refund beyond what the funding was charged, and one that belongs to no escrow refund', async () => {
    const { fundingId } = await refundedFunding();
    // Another funding's fee, still in revenue.
    const otherCampaign = await createCampaign(t.db, brand);
    const other = await startFunding(t, { brand, campaignId: otherCampaign, amountPaise: 100_000n });
    await postWebhook(t, paymentEvent({ fundingId: other.fundingId, totalPaise: other.charges.total, at: t.clock.now() }));
    const key = `rogue:${randomUUID()}`;
    // A faulty path refunds the fee again (revenue has other fees in it, so the ledger alone cannot refuse it).
    await testLedger(t.db, createLedgerService({ db: t.db, clock: t.clock })).transfer({
      debit: { kind: 'platform_revenue', ownerId: null },
      credit: { kind: 'refunds_pending', ownerId: null },
      amountPaise: 1n,
      kind: 'fee_refund',
      refType: 'funding',
      refId: fundingId,
      idempotencyKey: key,
    });
    const [rogue] = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
    const { mismatches } = await feeMismatches();
    expect(mismatches).toContainEqual(
      expect.objectContaining({
        key: `fee_refund_over:${fundingId}`,
        message: `Funding ${fundingId} was charged fee ₹100 and GST ₹18, but ₹100.01 and ₹18 went back.`,
      }),
    );
    expect(mismatches).toContainEqual(
      expect.objectContaining({
        key: `fee_refund_orphan:${rogue!.id}`,
        message: 'A fee_refund of ₹0.01 belongs to no escrow refund, so no credit note states it.',
      }),
    );
  });
});
