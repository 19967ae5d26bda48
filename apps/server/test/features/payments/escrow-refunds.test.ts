import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, ledgerTransfers, paymentRefunds } from '../../../src/db/schema/index';
import { SYSTEM_ACTOR } from '../../../src/features/audit/audit-log';
import { settleSandboxPayment } from '../../../src/features/payments/sandbox/sandbox-settle';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import {
  balances,
  createCampaign,
  expectLedgerConsistent,
  fundingRow,
  paymentEvent,
  postWebhook,
  refundEscrow,
  startFunding,
} from './payments-fixtures';

let t: TestApp;
let brand: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t.close());

async function fundedCampaign(amounts: bigint[]) {
  const campaignId = await createCampaign(t.db, brand);
  const ids: string[] = [];
  for (const amountPaise of amounts) {
    const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise });
    const funding = await fundingRow(t.db, fundingId);
    await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise, at: t.clock.now() }));
    t.clock.advance(1000);
    ids.push(fundingId);
  }
  return { campaignId, fundingIds: ids };
}

const refund = (campaignId: string) => refundEscrow(t, campaignId);
const refundsOf = (campaignId: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaignId));

describe('refundUnreservedEscrow', () => {
  it('moves what the escrow holds back to the brand, with its whole fee and GST, and queues the provider refund, which the job sends', async () => {
    const { campaignId, fundingIds } = await fundedCampaign([500_000n]);
    expect(await refund(campaignId)).toEqual({ refundedPaise: 500_000n, feePaise: 50_000n, gstPaise: 9_000n });
    expect((await balances(t.db, campaignId)).escrow).toBe(0n);
    const [row] = await refundsOf(campaignId);
    expect(row).toMatchObject({
      fundingId: fundingIds[0],
      amountPaise: 559_000n,
      feePaise: 50_000n,
      gstPaise: 9_000n,
      status: 'pending',
      providerRefundId: null,
    });
    const transfers = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'escrow_refund'));
    expect(transfers.filter((x) => x.campaignId === campaignId).map((x) => x.amountPaise)).toEqual([500_000n]);
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(1);
    const [sent] = await refundsOf(campaignId);
    expect(sent).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_sbx_/) });
    expect(sent!.processedAt).not.toBeNull();
    await expectLedgerConsistent(t.db);
  });

  it('refunds once when called twice', async () => {
    const { campaignId } = await fundedCampaign([300_000n]);
    await refund(campaignId);
    expect(await refund(campaignId)).toEqual({ refundedPaise: 0n, feePaise: 0n, gstPaise: 0n });
    expect(await refundsOf(campaignId)).toHaveLength(1);
    expect((await balances(t.db, campaignId)).escrow).toBe(0n);
    await expectLedgerConsistent(t.db);
  });

  it('refunds once when called twice at the same moment', async () => {
    const { campaignId } = await fundedCampaign([300_000n]);
    const results = await Promise.allSettled([refund(campaignId), refund(campaignId), refund(campaignId)]);
    const refunded = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ refundedPaise: bigint }>).value.refundedPaise);
    expect(refunded.reduce((a, b) => a + b, 0n)).toBe(300_000n);
    expect(await refundsOf(campaignId)).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('splits the refund over the fundings it came from, newest first, each against its own payment', async () => {
    const { campaignId, fundingIds } = await fundedCampaign([200_000n, 100_000n]);
    await refund(campaignId);
    const rows = await refundsOf(campaignId);
    expect(rows.map((r) => [r.fundingId, r.amountPaise - r.feePaise - r.gstPaise, r.feePaise, r.gstPaise]).sort()).toEqual(
      [
        [fundingIds[0], 200_000n, 20_000n, 3_600n],
        [fundingIds[1], 100_000n, 10_000n, 1_800n],
      ].sort(),
    );
    await t.runJobs({ name: 'payments.refund' });
    expect((await refundsOf(campaignId)).map((r) => r.status)).toEqual(['processed', 'processed']);
    await expectLedgerConsistent(t.db);
  });

  it('refunds nothing from an empty escrow, and nothing from a campaign never funded', async () => {
    const campaignId = await createCampaign(t.db, brand);
    expect(await refund(campaignId)).toEqual({ refundedPaise: 0n, feePaise: 0n, gstPaise: 0n });
    expect(await refundsOf(campaignId)).toHaveLength(0);
  });

  it('writes nothing when the caller rolls back: the refund row, the transfer and the job go together', async () => {
    const { campaignId } = await fundedCampaign([100_000n]);
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.payments.refundUnreservedEscrow({ tx, campaignId, actor: SYSTEM_ACTOR });
        throw new Error('the campaign transition failed');
      }),
    ).rejects.toThrow('the campaign transition failed');
    expect(await refundsOf(campaignId)).toHaveLength(0);
    expect((await balances(t.db, campaignId)).escrow).toBe(100_000n);
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(0);
  });
});

describe('settleSandboxPayment', () => {
  it('captures a funding at once through the signed webhook handling, for the demo seed', async () => {
    const campaignId = await createCampaign(t.db, brand);
    const { fundingId, charges } = await startFunding(t, { brand, campaignId, amountPaise: 70_000n });
    const settle = () =>
      settleSandboxPayment({
        payments: t.app.payments,
        webhookSecret: t.config.payments.webhookSecret,
        clock: t.clock,
        funding: { id: fundingId, totalPaise: charges.total },
      });
    expect(await settle()).toBe('captured');
    expect(await settle()).toBe('duplicate');
    expect((await balances(t.db, campaignId)).escrow).toBe(70_000n);
    await expectLedgerConsistent(t.db);
  });
});

describe('a refund that runs out of retries', () => {
  it('is marked failed and written to the audit log for an operator; a processed one is left alone', async () => {
    const { campaignId } = await fundedCampaign([100_000n]);
    await refund(campaignId);
    const [row] = await refundsOf(campaignId);
    await t.app.payments.giveUpRefund({ refundId: row!.id });
    expect((await refundsOf(campaignId))[0]).toMatchObject({ status: 'failed' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(['refund.failed']);
    await t.app.payments.sendRefund({ refundId: row!.id });
    expect((await refundsOf(campaignId))[0]).toMatchObject({ status: 'failed', providerRefundId: null });
  });
});

describe('refund webhooks', () => {
  it('settles a refund the provider first answered pending when its refund.processed event arrives', async () => {
    const { campaignId } = await fundedCampaign([100_000n]);
    await refund(campaignId);
    const [row] = await refundsOf(campaignId);
    await t.db.update(paymentRefunds).set({ providerRefundId: 'rfnd_later_1' }).where(eq(paymentRefunds.id, row!.id));
    const body = {
      id: 'evt_refund_1',
      type: 'refund.processed',
      created_at: 1,
      data: { refund_id: 'rfnd_later_1', payment_id: 'pay_x', amount: 100_000 },
    };
    expect((await postWebhook(t, JSON.stringify(body))).json()).toEqual({ received: true, outcome: 'refund_settled' });
    expect((await refundsOf(campaignId))[0]).toMatchObject({ status: 'processed' });
    expect((await postWebhook(t, JSON.stringify({ ...body, id: 'evt_refund_2' }))).json().outcome).toBe('ignored');
  });
});

describe('listFundings', () => {
  it("lists a campaign's fundings newest first, in rupees, with their receipt links", async () => {
    const { campaignId, fundingIds } = await fundedCampaign([100_000n, 250_050n]);
    const list = await t.app.payments.listFundings({ campaignId });
    expect(list.map((f) => f.id)).toEqual([fundingIds[1], fundingIds[0]]);
    expect(list[0]).toMatchObject({
      status: 'captured',
      amount: 2500.5,
      platform_fee: 250.05,
      gst: 45.01,
      total: 2795.56,
      receipt_url: `/brand/receipts/${fundingIds[1]}`,
    });
  });
});
