import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { CHECKOUT_EXPIRY_MINUTES, PAYMENT_MESSAGES as M } from '@amplio/shared/schemas/payments';
import { campaigns, mailOutbox, paymentRefunds } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fund, getCampaign, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { balances, expectLedgerConsistent, fundingRow } from './payments-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Brand = Awaited<ReturnType<typeof signedInBrand>>;

/** Presses the sandbox's Pay on a checkout (open or not) and delivers the provider's webhook. */
async function pay(agent: TestAgent, fundingId: string) {
  const res = await agent.post(`/sandbox/checkout/${fundingId}/pay`, {});
  expect(res.statusCode, res.body).toBe(303);
  await t.runJobs({ name: 'payments.sandbox-webhook' });
}

async function failAtCheckout(agent: TestAgent, fundingId: string) {
  expect((await agent.post(`/sandbox/checkout/${fundingId}/fail`, {})).statusCode).toBe(303);
  await t.runJobs({ name: 'payments.sandbox-webhook' });
}

async function openCheckout(brand: Brand, campaignId: string, amount: number): Promise<string> {
  const res = await fund(brand.agent, campaignId, amount);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().funding_id as string;
}

const cancel = (brand: Brand, fundingId: string) => brand.agent.post(`/api/brands/fundings/${fundingId}/cancel`, {});

async function brandWithCampaign(budget = 1_000) {
  const brand = await signedInBrand(t);
  const campaign = await createCampaign(t, brand.agent, { budget, compensation: 500, price_cap: budget });
  return { brand, campaign };
}

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('one open checkout per campaign, counted against the budget', () => {
  it('answers a second Fund while a checkout is open with 409 and the payment in progress, and opens nothing', async () => {
    const { brand, campaign } = await brandWithCampaign(50_000);
    const fundingId = await openCheckout(brand, campaign.id, 50_000);
    const again = await fund(brand.agent, campaign.id, 10_000);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: M.paymentInProgress('₹55,900'),
      error_type: 'payment_in_progress',
      open_funding: {
        funding_id: fundingId,
        amount: 50_000,
        total: 55_900,
        checkout_url: `/sandbox/checkout/${fundingId}`,
        message: 'A payment of ₹55,900 is in progress. Continue it or cancel it.',
      },
    });
    const rows = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(rows).toHaveLength(1);
    expect((await balances(t.db, campaign.id)).escrow).toBe(0n);
  });

  it('shows the open checkout on the campaign, so Back from the checkout finds the payment in progress', async () => {
    const { brand, campaign } = await brandWithCampaign(50_000);
    const fundingId = await openCheckout(brand, campaign.id, 20_000);
    const view = await getCampaign(brand.agent, campaign.id);
    expect(view.open_funding).toMatchObject({
      funding_id: fundingId,
      amount: 20_000,
      total: 22_360,
      checkout_url: `/sandbox/checkout/${fundingId}`,
      message: M.paymentInProgress('₹22,360'),
    });
    const expires = Date.parse(view.open_funding!.expires_at!) - Date.parse(view.open_funding!.created_at);
    expect(expires).toBe(CHECKOUT_EXPIRY_MINUTES * 60_000);
    const listed = (await brand.agent.get('/api/brands/campaigns')).json().data.find((c: { id: string }) => c.id === campaign.id);
    expect(listed.open_funding.funding_id).toBe(fundingId);
  });

  it('replays the same payment attempt (same Idempotency-Key) instead of answering 409', async () => {
    const { brand, campaign } = await brandWithCampaign(5_000);
    const first = await fund(brand.agent, campaign.id, 5_000, 'attempt-1');
    const again = await fund(brand.agent, campaign.id, 5_000, 'attempt-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().funding_id).toBe(first.json().funding_id);
  });

  it('counts an open checkout against the budget: the budget cannot drop below what is open or paid', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { budget: 50_000, compensation: 500, price_cap: 10_000 });
    await openCheckout(brand, campaign.id, 30_000);
    const lower = await brand.agent.request({ method: 'PUT', url: `/api/brands/campaigns/${campaign.id}`, payload: { budget: 29_999 } });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.budget).toEqual([CAMPAIGN_MESSAGES.budgetBelowFunded('₹30,000')]);
    expect(
      (await brand.agent.request({ method: 'PUT', url: `/api/brands/campaigns/${campaign.id}`, payload: { budget: 30_000 } })).statusCode,
    ).toBe(200);
  });

  it('after a cancel, funds only what the budget leaves, counting money already in escrow', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    await pay(brand.agent, await openCheckout(brand, campaign.id, 600));
    const over = await fund(brand.agent, campaign.id, 401);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([CAMPAIGN_MESSAGES.fundBeyondBudget('₹400')]);
    expect((await fund(brand.agent, campaign.id, 400)).statusCode).toBe(201);
  });
});

describe('cancelling a checkout', () => {
  it('cancels an open checkout here and at the provider, and lets the brand open a new one', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    const res = await cancel(brand, fundingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.fundingCancelled,
      data: { id: fundingId, status: 'cancelled', status_reason: M.fundingReason.cancelled, expires_at: null },
    });
    expect(await t.runJobs({ name: 'payments.checkout-cancel' })).toBe(1);
    expect((await getCampaign(brand.agent, campaign.id)).open_funding).toBeNull();
    expect((await fund(brand.agent, campaign.id, 1_000)).statusCode).toBe(201);
  });

  it('answers 409 with the reason for a checkout that is not open, and 404 for another brand or a malformed id', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    const other = await signedInBrand(t);
    expect((await cancel(other, fundingId)).statusCode).toBe(404);
    expect((await cancel(brand, 'not-a-uuid')).statusCode).toBe(404);
    expect((await brand.agent.post(`/api/brands/fundings/${fundingId}/cancel`, {}, { csrf: false })).statusCode).toBe(419);
    expect((await cancel(brand, fundingId)).statusCode).toBe(200);
    const twice = await cancel(brand, fundingId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.fundingNotOpen.cancelled);
    const paidId = await openCheckout(brand, campaign.id, 1_000);
    await pay(brand.agent, paidId);
    const paid = await cancel(brand, paidId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(M.fundingNotOpen.captured);
  });

  it('refunds in full, fee and GST included, a payment that reaches a cancelled checkout, and tells the brand why', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    await cancel(brand, fundingId);
    const before = await balances(t.db, campaign.id);
    await pay(brand.agent, fundingId);
    const after = await balances(t.db, campaign.id);
    expect(after.escrow).toBe(0n);
    expect(after.revenue).toBe(before.revenue);
    expect(after.tax).toBe(before.tax);
    const reason = M.fundingReason.refundedLate('₹1,118', M.fundingReason.lateAfter.cancelled);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({ status: 'refunded', receivedPaise: 111_800n, statusReason: reason });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.fundingId, fundingId));
    expect(refund).toMatchObject({ kind: 'late_capture', amountPaise: 111_800n, status: 'pending', booked: true });
    expect(after.refundsPending - before.refundsPending).toBe(111_800n);
    const mails = await mailsTo(brand.user.email);
    expect(mails.map((m) => m.subject)).toContain(M.refundedInFullTitle('₹1,118'));
    expect(mails.find((m) => m.subject === M.refundedInFullTitle('₹1,118'))?.text).toContain(`${reason} ${M.refundTiming}`);
    await t.runJobs({ name: 'payments.refund' });
    expect((await balances(t.db, campaign.id)).refundsPending).toBe(before.refundsPending);
    const receipt = (await brand.agent.get(`/api/brands/fundings/${fundingId}`)).json();
    expect(receipt).toMatchObject({ status: 'refunded', status_reason: reason });
    await expectLedgerConsistent(t.db);
  });
});

describe('expiry', () => {
  it(`expires a checkout left open ${CHECKOUT_EXPIRY_MINUTES} minutes and cancels it at the provider; a late payment is refunded in full`, async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    expect(await t.runJobs({ name: 'payments.checkout-expire' })).toBe(0);
    expect(await t.runJobs({ name: 'payments.checkout-expire', includeDelayed: true })).toBeGreaterThanOrEqual(1);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({
      status: 'expired',
      statusReason: M.fundingReason.expired(CHECKOUT_EXPIRY_MINUTES),
    });
    expect(await t.runJobs({ name: 'payments.checkout-cancel' })).toBeGreaterThanOrEqual(1);
    await pay(brand.agent, fundingId);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({
      status: 'refunded',
      statusReason: M.fundingReason.refundedLate('₹1,118', M.fundingReason.lateAfter.expired),
    });
    expect((await balances(t.db, campaign.id)).escrow).toBe(0n);
    await expectLedgerConsistent(t.db);
  });

  it('leaves a checkout paid in time alone when its expiry job runs', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    await pay(brand.agent, fundingId);
    await t.runJobs({ name: 'payments.checkout-expire', includeDelayed: true });
    expect((await fundingRow(t.db, fundingId)).status).toBe('captured');
  });

  it('expires overdue open checkouts that have no job of their own (the sweep)', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    t.clock.advance(CHECKOUT_EXPIRY_MINUTES * 60_000 + 1);
    expect(await t.app.payments.expireOverdueCheckouts()).toBeGreaterThanOrEqual(1);
    expect((await fundingRow(t.db, fundingId)).status).toBe('expired');
  });
});

describe('the reported over-funding', () => {
  it('funds the whole budget, fails it, funds again and pays, then a Pay on the failed checkout: ₹1,000 funded of ₹1,000, the rest refunded', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const failed = await openCheckout(brand, campaign.id, 1_000);
    await failAtCheckout(brand.agent, failed);
    expect((await fundingRow(t.db, failed)).status).toBe('failed');
    const second = await openCheckout(brand, campaign.id, 1_000);
    await pay(brand.agent, second);
    await pay(brand.agent, failed);
    const view = await getCampaign(brand.agent, campaign.id);
    expect(view.escrow.funded).toBe(1_000);
    expect(await fundingRow(t.db, failed)).toMatchObject({ status: 'refunded' });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.fundingId, failed));
    expect(refund?.amountPaise).toBe(111_800n);
    await expectLedgerConsistent(t.db);
  });

  it('refunds in full a payment that would take escrow over the budget, and says so', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    // A budget lowered behind the app's back (the API refuses it): the capture still may not overfill the escrow.
    await t.db.update(campaigns).set({ budgetPaise: 50_000n }).where(eq(campaigns.id, campaign.id));
    await pay(brand.agent, fundingId);
    expect(await fundingRow(t.db, fundingId)).toMatchObject({
      status: 'refunded',
      statusReason: M.fundingReason.refundedOverBudget('₹1,118', '₹500'),
    });
    expect((await balances(t.db, campaign.id)).escrow).toBe(0n);
  });

  it('closes the open checkout when the campaign completes, and refunds in full a payment that arrives afterwards', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { budget: 2_000, compensation: 500, price_cap: 2_000 });
    await pay(brand.agent, await openCheckout(brand, campaign.id, 1_000));
    const open = await openCheckout(brand, campaign.id, 1_000);
    expect((await setStatus(brand.agent, campaign.id, 'completed')).statusCode).toBe(200);
    expect(await fundingRow(t.db, open)).toMatchObject({ status: 'cancelled', statusReason: M.fundingReason.campaignEnded });
    await pay(brand.agent, open);
    expect(await fundingRow(t.db, open)).toMatchObject({ status: 'refunded' });
    const view = await getCampaign(brand.agent, campaign.id);
    expect(view.escrow).toMatchObject({ funded: 1_000, refunded: 1_000, available: 0 });
    await expectLedgerConsistent(t.db);
  });
});

describe('the campaign’s fundings', () => {
  it('lists every funding newest first with what became of it, and answers 404 for another brand’s campaign', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const opened = await fund(brand.agent, campaign.id, 1_000);
    expect(opened.json().expires_at).toBe(new Date(t.clock.now().getTime() + CHECKOUT_EXPIRY_MINUTES * 60_000).toISOString());
    const cancelled = opened.json().funding_id as string;
    await cancel(brand, cancelled);
    t.clock.advance(1_000);
    const paid = await openCheckout(brand, campaign.id, 1_000);
    await pay(brand.agent, paid);
    const res = await brand.agent.get(`/api/brands/campaigns/${campaign.id}/fundings`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.map((f: { id: string; status: string; status_reason: string | null }) => [f.id, f.status, f.status_reason]),
    ).toEqual([
      [paid, 'captured', null],
      [cancelled, 'cancelled', M.fundingReason.cancelled],
    ]);
    const other = await signedInBrand(t);
    expect((await other.agent.get(`/api/brands/campaigns/${campaign.id}/fundings`)).statusCode).toBe(404);
  });

  it('links the brand’s e-mail about a refunded payment to that payment on the campaign page', async () => {
    const { brand, campaign } = await brandWithCampaign(1_000);
    const fundingId = await openCheckout(brand, campaign.id, 1_000);
    await cancel(brand, fundingId);
    await pay(brand.agent, fundingId);
    const [mail] = (await mailsTo(brand.user.email)).filter((m) => m.subject === M.refundedInFullTitle('₹1,118'));
    expect(mail?.text).toContain(`/brand/campaigns/${campaign.id}?funding=${fundingId}`);
  });
});

describe('refunds in flight', () => {
  it('shows an escrow refund as on its way until the provider confirms it, then as refunded', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { budget: 2_000, compensation: 500, price_cap: 2_000 });
    await pay(brand.agent, await openCheckout(brand, campaign.id, 2_000));
    expect((await setStatus(brand.agent, campaign.id, 'completed')).statusCode).toBe(200);
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ refunded: 2_000, refund_pending: 2_000, available: 0 });
    const summary = (await brand.agent.get('/api/brands/escrow')).json();
    expect(summary).toMatchObject({ refunded: 2_000, refund_pending: 2_000 });
    await t.runJobs({ name: 'payments.refund' });
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ refunded: 2_000, refund_pending: 0 });
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.campaignId, campaign.id), eq(paymentRefunds.kind, 'escrow')));
    expect(refund).toMatchObject({ status: 'processed', booked: true });
    await expectLedgerConsistent(t.db);
  });
});
