import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_BOOKS_MESSAGES as M } from '@amplio/shared/schemas/ops-books';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { campaigns, mailOutbox, paymentRefunds, suspenseItems } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { signInOperator } from '../wallet/wallet-helpers';
import { balances, createCampaign, expectLedgerConsistent, fundingRow, paymentEvent, postWebhook, startFunding } from './payments-fixtures';

let t: TestApp;
let ops: TestAgent;
let brand: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ops = (await signInOperator(t)).agent;
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t.close());

/** A payment of `total + delta` paise on a checkout of 10,000 (total 11,180 with fee and GST): held in suspense. */
async function heldPayment(deltaPaise: bigint) {
  const campaignId = await createCampaign(t.db, brand, 'Monsoon kurta drop', 5_000_000n);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise: 1_000_000n });
  const funding = await fundingRow(t.db, fundingId);
  const res = await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise + deltaPaise, at: t.clock.now() }));
  expect(res.json().outcome).toBe('held');
  const [item] = await t.db.select().from(suspenseItems).where(eq(suspenseItems.fundingId, fundingId));
  return { campaignId, fundingId, funding, item: item! };
}

const decide = (id: string, action: 'refund' | 'apply', note?: string) =>
  ops.post(`/api/ops/suspense/${id}/${action}`, note ? { note } : {});

describe('GET /api/ops/suspense', () => {
  it('lists open payments with what arrived, what was expected, the brand and whether Apply can work', async () => {
    const short = await heldPayment(-100n);
    const over = await heldPayment(50_000n);
    const res = await ops.get('/api/ops/suspense?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.data as { id: string; can_apply: boolean; amount: number; expected: number; reason: string }[];
    expect(items.find((i) => i.id === short.item.id)).toMatchObject({
      amount: 11_179,
      expected: 11_180,
      can_apply: false,
      reason: PAYMENT_MESSAGES.fundingReason.held('₹11,179', '₹11,180'),
      campaign: { id: short.campaignId, product_name: 'Monsoon kurta drop' },
      brand: { id: brand.id, email: brand.email },
      funding_id: short.fundingId,
    });
    expect(items.find((i) => i.id === over.item.id)).toMatchObject({ amount: 11_680, can_apply: true });
    expect(res.json().counts.open).toBeGreaterThanOrEqual(2);
    expect((await ops.get('/api/ops/suspense?status=bogus')).json().errors.status).toEqual([M.filterInvalid]);
  });
});

describe('refund', () => {
  it('sends all of it back to the payer through refunds pending, refunds the held funding and tells the brand', async () => {
    const { campaignId, fundingId, item } = await heldPayment(-100n);
    const before = await balances(t.db, campaignId);
    const res = await decide(item.id, 'refund', 'Short by a rupee: returned.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.suspenseRefunded, data: { status: 'refunded', note: 'Short by a rupee: returned.' } });
    const after = await balances(t.db, campaignId);
    expect(before.suspense - after.suspense).toBe(item.amountPaise);
    expect(after.refundsPending - before.refundsPending).toBe(item.amountPaise);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({
      status: 'refunded',
      statusReason: PAYMENT_MESSAGES.fundingReason.refundedHeld('₹11,179'),
    });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.suspenseItemId, item.id));
    expect(refund).toMatchObject({ kind: 'suspense', amountPaise: item.amountPaise, providerPaymentId: item.providerPaymentId });
    await t.runJobs({ name: 'payments.refund' });
    expect((await balances(t.db, campaignId)).refundsPending).toBe(before.refundsPending);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, brand.email), eq(mailOutbox.subject, PAYMENT_MESSAGES.refundedInFullTitle('₹11,179'))));
    expect(mails).toHaveLength(1);
    const again = await decide(item.id, 'refund');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.suspenseNotOpen('refunded'));
    await expectLedgerConsistent(t.db);
  });

  it('refunds money that named no checkout of ours, which cannot be applied', async () => {
    const checkout = randomUUID();
    const res = await postWebhook(t, paymentEvent({ fundingId: checkout, totalPaise: 7_700n, at: t.clock.now() }));
    expect(res.json().outcome).toBe('held');
    const [item] = await t.db
      .select()
      .from(suspenseItems)
      .where(eq(suspenseItems.providerCheckoutId, `order_sbx_${checkout.replaceAll('-', '')}`));
    const apply = await decide(item!.id, 'apply');
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(M.suspenseNoFunding);
    expect((await decide(item!.id, 'refund')).statusCode).toBe(200);
    await expectLedgerConsistent(t.db);
  });
});

describe('apply', () => {
  it('refuses a payment short of the checkout’s total, saying so', async () => {
    const { item } = await heldPayment(-100n);
    const res = await decide(item.id, 'apply');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.suspenseTooLittle('₹11,179', '₹11,180'));
  });

  it('books an over-payment as its funding (escrow, fee, GST), refunds the excess and publishes nothing twice', async () => {
    const { campaignId, fundingId, funding, item } = await heldPayment(50_000n);
    const before = await balances(t.db, campaignId);
    const res = await decide(item.id, 'apply', 'Bank added ₹500 by mistake; excess returned.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.suspenseApplied, data: { status: 'applied', can_apply: false } });
    const after = await balances(t.db, campaignId);
    expect(after.escrow - before.escrow).toBe(funding.amountPaise);
    expect(after.revenue - before.revenue).toBe(funding.platformFeePaise);
    expect(after.tax - before.tax).toBe(funding.gstPaise);
    expect(after.refundsPending - before.refundsPending).toBe(50_000n);
    expect(before.suspense - after.suspense).toBe(item.amountPaise);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({ status: 'captured', statusReason: null });
    expect((await decide(item.id, 'apply')).statusCode).toBe(409);
    await expectLedgerConsistent(t.db);
  });

  it('refuses to apply once the campaign is archived, and refunding still works', async () => {
    const { campaignId, item } = await heldPayment(0n + 100n);
    await t.db.update(campaigns).set({ status: 'archived' }).where(eq(campaigns.id, campaignId));
    const res = await decide(item.id, 'apply');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Refund it instead.');
    expect((await decide(item.id, 'refund')).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('is for operators only, checks CSRF, and answers 404 for an unknown or malformed id and 400 for a 10 MB note', async () => {
    const { item } = await heldPayment(-100n);
    const brandAgent = await t.injectAs(brand);
    expect((await brandAgent.get('/api/ops/suspense')).statusCode).toBe(403);
    expect((await brandAgent.post(`/api/ops/suspense/${item.id}/refund`, {})).statusCode).toBe(403);
    expect((await t.agent().get('/api/ops/suspense')).statusCode).toBe(401);
    expect((await ops.post(`/api/ops/suspense/${item.id}/refund`, {}, { csrf: false })).statusCode).toBe(419);
    expect((await decide(randomUUID(), 'refund')).statusCode).toBe(404);
    expect((await decide('not-an-id', 'apply')).statusCode).toBe(404);
    const huge = await ops.post(`/api/ops/suspense/${item.id}/refund`, { note: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await t.db.select().from(suspenseItems).where(eq(suspenseItems.id, item.id)))[0]?.status).toBe('open');
  });
});
