import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { auditLog, fundings, notifications, paymentWebhookEvents } from '../../../src/db/schema/index';
import { signWebhook } from '../../../src/features/payments/webhook-signature';
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

async function pendingFunding(amountPaise = 1_000_000n) {
  const campaignId = await createCampaign(t.db, brand);
  const started = await startFunding(t, { brand, campaignId, amountPaise });
  return { campaignId, started, funding: await fundingRow(t.db, started.fundingId) };
}

describe('startFunding', () => {
  it('adds the 10 % fee and 18 % GST on the fee on top of the amount and opens a sandbox checkout', async () => {
    const { started, funding } = await pendingFunding(1_000_000n);
    expect(started.charges).toEqual({ amount: 1_000_000n, platformFee: 100_000n, gst: 18_000n, total: 1_118_000n });
    expect(started.view.charges).toEqual({
      amount: 10_000,
      platform_fee: 1000,
      gst: 180,
      total: 11_180,
      platform_fee_percent: 10,
      gst_percent: 18,
      currency: 'INR',
    });
    expect(started.checkoutUrl).toBe(`/sandbox/checkout/${started.fundingId}`);
    expect(started.view.test_mode).toBe(true);
    expect(funding).toMatchObject({ status: 'pending', totalPaise: 1_118_000n, platformFeeBps: 1000, gstBps: 1800, provider: 'sandbox' });
  });

  it('returns the same funding for the same idempotency key, and refuses the key with another amount', async () => {
    const campaignId = await createCampaign(t.db, brand);
    const first = await startFunding(t, { brand, campaignId, amountPaise: 50_000n, key: 'fund-1' });
    const again = await startFunding(t, { brand, campaignId, amountPaise: 50_000n, key: 'fund-1' });
    expect(again.fundingId).toBe(first.fundingId);
    await expect(startFunding(t, { brand, campaignId, amountPaise: 50_001n, key: 'fund-1' })).rejects.toMatchObject({
      statusCode: 422,
      message: PAYMENT_MESSAGES.idempotencyKeyReused,
    });
    expect(await t.db.select().from(fundings).where(eq(fundings.campaignId, campaignId))).toHaveLength(1);
  });

  it('checks the limits again on the server: ₹100 to ₹1,00,00,000', async () => {
    const campaignId = await createCampaign(t.db, brand);
    await expect(startFunding(t, { brand, campaignId, amountPaise: 9_999n })).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount: [PAYMENT_MESSAGES.amountMin] },
    });
    await expect(startFunding(t, { brand, campaignId, amountPaise: 1_000_000_001n })).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount: [PAYMENT_MESSAGES.amountMax] },
    });
    expect((await startFunding(t, { brand, campaignId, amountPaise: 10_000n })).charges.total).toBe(11_180n);
    const another = await createCampaign(t.db, brand);
    expect((await startFunding(t, { brand, campaignId: another, amountPaise: 1_000_000_000n })).charges.total).toBe(1_118_000_000n);
  });
});

describe('POST /api/payments/webhook', () => {
  it('captures a payment: escrow gets exactly the amount, revenue the fee, tax payable the GST, in one go', async () => {
    const { campaignId, funding } = await pendingFunding(1_000_000n);
    const before = await balances(t.db, campaignId);
    const res = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'captured' });
    const after = await balances(t.db, campaignId);
    expect(after.escrow).toBe(1_000_000n);
    expect(after.revenue - before.revenue).toBe(100_000n);
    expect(after.tax - before.tax).toBe(18_000n);
    expect(before.external - after.external).toBe(1_118_000n);
    expect(await fundingRow(t.db, funding.id)).toMatchObject({ status: 'captured', providerPaymentId: expect.stringMatching(/^pay_sbx_/) });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, funding.id));
    expect(audit.map((a) => a.action)).toContain('funding.captured');
    await expectLedgerConsistent(t.db);
  });

  it('dedupes a second delivery of the same event: it answers duplicate and moves nothing', async () => {
    const { campaignId, funding } = await pendingFunding();
    const event = paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() });
    await postWebhook(t, event);
    const once = await balances(t.db, campaignId);
    t.clock.advance(30_000);
    const replay = await postWebhook(t, event);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await balances(t.db, campaignId)).toEqual(once);
    expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.fundingId, funding.id))).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('captures once when the provider reports the same payment again under another event id', async () => {
    const { campaignId, funding } = await pendingFunding();
    const event = paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() });
    await postWebhook(t, event);
    const res = await postWebhook(t, { ...event, id: `${event.id}_again` });
    expect(res.json().outcome).toBe('duplicate');
    expect((await balances(t.db, campaignId)).escrow).toBe(funding.amountPaise);
  });

  it('refunds in full a second, different payment on a checkout already paid, and keeps the first in escrow', async () => {
    const { campaignId, funding } = await pendingFunding();
    await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
    const before = await balances(t.db, campaignId);
    const res = await postWebhook(
      t,
      paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now(), paymentId: 'pay_second' }),
    );
    expect(res.json().outcome).toBe('refunded');
    const after = await balances(t.db, campaignId);
    expect(after.escrow).toBe(funding.amountPaise);
    expect(after.refundsPending - before.refundsPending).toBe(funding.totalPaise);
    expect(after.revenue).toBe(before.revenue);
    expect(await fundingRow(t.db, funding.id)).toMatchObject({ status: 'captured' });
    await expectLedgerConsistent(t.db);
  });

  it('rejects a request without a signature', async () => {
    const { funding } = await pendingFunding();
    const res = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }), {
      signature: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookSignatureMissing);
    expect((await fundingRow(t.db, funding.id)).status).toBe('pending');
  });

  it('rejects a signature made with another secret, a garbled header and a tampered body', async () => {
    const { funding } = await pendingFunding();
    const event = paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() });
    const wrongSecret = await postWebhook(t, event, { secret: 'another-secret-another-secret-another-secret' });
    const garbled = await postWebhook(t, event, { signature: 't=abc,v1=zz' });
    const signed = signWebhook({ secret: t.config.payments.webhookSecret, rawBody: Buffer.from(JSON.stringify(event)), at: t.clock.now() });
    const tampered = await postWebhook(t, { ...event, data: { ...event.data, amount: 1 } }, { signature: signed });
    for (const res of [wrongSecret, garbled, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookSignatureInvalid);
    }
    expect((await fundingRow(t.db, funding.id)).status).toBe('pending');
    expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, event.id))).toHaveLength(0);
  });

  it('accepts a timestamp 5 minutes old or ahead, and rejects one a second beyond, either way', async () => {
    const now = t.clock.now().getTime();
    const cases: [number, number][] = [
      [-300_000, 200],
      [-301_000, 400],
      [300_000, 200],
      [301_000, 400],
    ];
    for (const [offset, status] of cases) {
      const { funding } = await pendingFunding();
      const res = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }), {
        signedAt: new Date(now + offset),
      });
      expect(res.statusCode, `offset ${offset}`).toBe(status);
      if (status === 400) expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookTimestampStale);
    }
  });

  it('rejects a replay of a captured delivery after the tolerance, even with its original signature', async () => {
    const { funding } = await pendingFunding();
    const body = JSON.stringify(paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
    const signature = signWebhook({ secret: t.config.payments.webhookSecret, rawBody: Buffer.from(body), at: t.clock.now() });
    t.clock.advance(5 * 60_000 + 1000);
    const res = await postWebhook(t, body, { signature });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookTimestampStale);
  });

  it('rejects a signed body that is not a payment event', async () => {
    for (const body of ['not json', '{"id":"evt_1"}', JSON.stringify({ id: 'e', type: 'payment.captured', created_at: 1, data: {} })]) {
      const res = await postWebhook(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookPayloadInvalid);
    }
  });

  it('answers 413 to a body over 64 KB and 415 to another content type', async () => {
    expect((await postWebhook(t, JSON.stringify({ pad: 'x'.repeat(70_000) }))).statusCode).toBe(413);
    const { funding } = await pendingFunding();
    const res = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }), {
      contentType: 'text/plain',
    });
    expect(res.statusCode).toBe(415);
  });

  it('books a capture whose amount differs from the checkout into suspense, holds the funding and puts nothing in escrow', async () => {
    const { campaignId, funding } = await pendingFunding();
    const before = await balances(t.db, campaignId);
    const res = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise - 1n, at: t.clock.now() }));
    expect(res.json().outcome).toBe('held');
    expect(await fundingRow(t.db, funding.id)).toMatchObject({
      status: 'held',
      receivedPaise: funding.totalPaise - 1n,
      statusReason: PAYMENT_MESSAGES.fundingReason.held('₹11,179.99', '₹11,180'),
    });
    const after = await balances(t.db, campaignId);
    expect(after.escrow).toBe(0n);
    expect(after.suspense - before.suspense).toBe(funding.totalPaise - 1n);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.held_in_suspense'));
    expect(audit.some((a) => a.data.funding_id === funding.id)).toBe(true);
    await expectLedgerConsistent(t.db);
  });

  it('closes a checkout whose payment failed, and refunds in full a later payment on it instead of putting it in escrow', async () => {
    const { campaignId, funding } = await pendingFunding();
    const failed = await postWebhook(
      t,
      paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, outcome: 'failed', at: t.clock.now() }),
    );
    expect(failed.json().outcome).toBe('failed');
    expect(await fundingRow(t.db, funding.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('declined'),
      statusReason: PAYMENT_MESSAGES.fundingReason.failed,
    });
    // The brand is told in the same transaction, in its bell (and by e-mail unless it switched money e-mail off).
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `funding:${funding.id}:failed`));
    expect(notice).toMatchObject({ category: 'money', title: 'Your payment did not go through' });
    const captured = await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
    expect(captured.json().outcome).toBe('refunded');
    expect(await fundingRow(t.db, funding.id)).toMatchObject({
      status: 'refunded',
      statusReason: PAYMENT_MESSAGES.fundingReason.refundedLate('₹11,180', PAYMENT_MESSAGES.fundingReason.lateAfter.failed),
    });
    expect((await balances(t.db, campaignId)).escrow).toBe(0n);
    await expectLedgerConsistent(t.db);
  });

  it('ignores a failure that arrives after the capture', async () => {
    const { campaignId, funding } = await pendingFunding();
    await postWebhook(t, paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, at: t.clock.now() }));
    const late = await postWebhook(
      t,
      paymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, outcome: 'failed', at: t.clock.now() }),
    );
    expect(late.json().outcome).toBe('ignored');
    expect((await fundingRow(t.db, funding.id)).status).toBe('captured');
    expect((await balances(t.db, campaignId)).escrow).toBe(funding.amountPaise);
  });

  it('books money captured on a checkout it does not know into suspense, and acknowledges an unsupported type', async () => {
    const before = await balances(t.db, '00000000-0000-4000-8000-000000000000');
    const unknown = paymentEvent({ fundingId: '00000000-0000-4000-8000-000000000000', totalPaise: 100n, at: t.clock.now() });
    expect((await postWebhook(t, unknown)).json()).toEqual({ received: true, outcome: 'held' });
    expect((await balances(t.db, '00000000-0000-4000-8000-000000000000')).suspense - before.suspense).toBe(100n);
    const other = await postWebhook(t, JSON.stringify({ id: 'evt_other', type: 'order.paid', created_at: 1, data: {} }));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    await expectLedgerConsistent(t.db);
  });
});
