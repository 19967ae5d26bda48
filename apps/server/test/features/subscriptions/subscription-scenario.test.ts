import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@amplio/shared/constants/billing';
import { BILLING_JOBS } from '../../../src/features/billing/billing-jobs';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { SANDBOX_MANDATE_LABEL } from '../../../src/features/payments/sandbox/sandbox-mandates';
import { SUBSCRIPTION_JOBS } from '../../../src/features/billing/subscription-jobs';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { latestMailTo } from '../../helpers/mail-codes';
import { verifiedBrand } from '../billing/billing-helpers';
import { createCampaign, fund, fundAndCapture } from '../campaigns/campaign-helpers';
import {
  billingOf,
  billingRow,
  bookedFor,
  chargesOf,
  DAY,
  declineNextCharge,
  settleCharges,
  subscribeAndPay,
} from './subscription-helpers';

/**
 * Issue 26 §2 end to end on the injectable clock: a trial lapses, the brand subscribes to Starter through the
 * sandbox's mandate checkout, meets Starter's limit, upgrades mid-period with the proration exact to the paisa, gets
 * the pre-debit notice and the renewal, a renewal fails and is retried 1, 3 and 5 days later with an e-mail each
 * time, the plan lapses, and the brand subscribes again. Every amount in paise; the ledger holds throughout.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A fixed instant, so the month's length (April: 30 days) and the e-mails' dates are known. */
const APRIL_1 = Date.parse('2031-04-01T04:30:00Z');
const at = (ms: number) => t.clock.set(new Date(ms));

describe('a brand subscription from trial to lapse and back', () => {
  it('subscribes, upgrades with exact proration, renews after the pre-debit notice, retries a failed renewal 3 times, lapses, and subscribes again', {
    timeout: 120_000,
  }, async () => {
    const brand = await verifiedBrand(t);
    const { user } = brand;

    // The trial runs out unpaid.
    const trialEnd = Date.parse((await billingOf(brand.agent)).trial_ends_at);
    at(trialEnd + 1000);
    await t.runJobs({ name: BILLING_JOBS.trialEnd, includeDelayed: true });
    expect(await billingOf(brand.agent)).toMatchObject({ plan: 'none', status: 'lapsed', next_charge: null });

    // 1 April 2031: subscribe to Starter through the sandbox's mandate checkout.
    at(APRIL_1);
    let agent = await t.injectAs(user, { remember: true });
    const sub = await agent.post('/api/brands/billing/subscribe', { plan: 'starter' });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json()).toEqual({ success: true, checkout_url: expect.stringMatching(/^\/sandbox\/mandate-checkout\//) });
    const page = await agent.get(sub.json().checkout_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('₹41,999.00');
    expect(page.body).toContain('₹7,559.82');
    expect(page.body).toContain('₹49,558.82');
    expect((await agent.post(`${sub.json().checkout_url}/pay`, {})).statusCode).toBe(303);
    await t.runJobs({ name: 'payments.sandbox-webhook' });

    const starter = await billingOf(agent);
    expect(starter).toMatchObject({
      plan: 'starter',
      status: 'active',
      trial_ends_at: null,
      current_period_end: '2031-05-01T04:30:00.000Z',
      cancel_at_period_end: false,
      campaign_limit: 5,
      next_charge: { amount: 41_999, gst: 7_559.82, total: 49_558.82, at: '2031-05-01T04:30:00.000Z' },
      pending_plan: null,
      payment_method: { label: SANDBOX_MANDATE_LABEL, test_mode: true },
      retry_at: null,
    });
    const [first] = await chargesOf(t, user.id);
    expect(await bookedFor(t, first!.id)).toEqual({ subscription_charge: 4_199_900n, subscription_gst: 755_982n });
    const invoices = (await agent.get('/api/brands/invoices')).json().data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', taxable_value: 41_999, total: 49_558.82, funding_id: null });
    const invoice = (await agent.get(`/api/brands/invoices/${invoices[0].id}`)).json().data;
    expect(invoice.description).toBe('Amplio Starter plan, 1 April 2031 to 1 May 2031');

    // Starter's limit: five live campaigns, a sixth is refused.
    for (let i = 0; i < 5; i++) await fundAndCapture(t, agent, (await createCampaign(t, agent)).id, 10_000);
    const sixth = await createCampaign(t, agent);
    const refused = await fund(agent, sixth.id, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BILLING_MESSAGES.limitReached('Starter', 5));

    // 11 April, 10 of April's 30 days used: upgrade to Growth. credit = 4,199,900 × 20/30 = 2,799,933.33 → 2,799,933;
    // charge = 8,399,900 − 2,799,933 = 5,599,967; GST 18 % = 1,007,994.06 → 1,007,994; total 6,607,961.
    at(APRIL_1 + 10 * DAY);
    const up = await agent.post('/api/brands/billing/change', { plan: 'growth' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      plan: 'growth',
      status: 'active',
      current_period_end: '2031-05-11T04:30:00.000Z',
      campaign_limit: 15,
    });
    const upgrade = (await chargesOf(t, user.id)).find((c) => c.kind === 'upgrade')!;
    expect(upgrade).toMatchObject({
      status: 'pending',
      pricePaise: 8_399_900n,
      creditPaise: 2_799_933n,
      amountPaise: 5_599_967n,
      gstPaise: 1_007_994n,
      totalPaise: 6_607_961n,
    });
    await settleCharges(t);
    expect((await chargesOf(t, user.id)).find((c) => c.id === upgrade.id)?.status).toBe('captured');
    expect(await bookedFor(t, upgrade.id)).toEqual({ subscription_charge: 5_599_967n, subscription_gst: 1_007_994n });
    // The sixth campaign now fits.
    expect((await fund(agent, sixth.id, 10_000)).statusCode).toBe(201);

    // 10 May, 24 hours before the renewal: the pre-debit notice.
    const renewalAt = Date.parse('2031-05-11T04:30:00Z');
    at(renewalAt - DAY);
    expect(await t.runJobs({ name: SUBSCRIPTION_JOBS.preDebit, includeDelayed: true })).toBeGreaterThan(0);
    const notice = await latestMailTo(t.db, user.email);
    expect(notice?.subject).toBe('Your Amplio Growth plan renews on 11 May 2031');
    expect(notice?.text).toContain('₹99,118.82 (₹83,999 plus ₹15,119.82 GST)');
    expect(notice?.text).toContain(SANDBOX_MANDATE_LABEL);

    // 11 May: the renewal is charged to the mandate and confirmed by the signed webhook.
    at(renewalAt);
    agent = await t.injectAs(user, { remember: true });
    await t.runJobs({ name: SUBSCRIPTION_JOBS.renew, includeDelayed: true });
    await settleCharges(t);
    const renewal = (await chargesOf(t, user.id)).find((c) => c.kind === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'captured', plan: 'growth', totalPaise: 9_911_882n });
    expect(await bookedFor(t, renewal.id)).toEqual({ subscription_charge: 8_399_900n, subscription_gst: 1_511_982n });
    expect(await billingOf(agent)).toMatchObject({ status: 'active', current_period_end: '2031-06-11T04:30:00.000Z' });

    // 11 June: the next renewal is declined (the sandbox's control); the plan is past due, retried a day later.
    const june = Date.parse('2031-06-11T04:30:00Z');
    at(june - DAY);
    await t.runJobs({ name: SUBSCRIPTION_JOBS.preDebit, includeDelayed: true });
    at(june);
    const again = await t.injectAs(user, { remember: true });
    await declineNextCharge(again);
    await t.runJobs({ name: SUBSCRIPTION_JOBS.renew, includeDelayed: true });
    await settleCharges(t);
    expect(await billingOf(again)).toMatchObject({
      plan: 'growth',
      status: 'past_due',
      campaign_limit: 15,
      retry_at: new Date(june + DAY).toISOString(),
      next_charge: { amount: 83_999, gst: 15_119.82, total: 99_118.82, at: new Date(june + DAY).toISOString() },
    });
    expect((await latestMailTo(t.db, user.email))?.subject).toBe('Your payment of ₹99,118.82 for Amplio did not go through');
    expect((await latestMailTo(t.db, user.email))?.text).toContain('We will try again on 12 June 2031');

    // Retries 1 and 2 (12 and 14 June) are declined too, each with an e-mail naming the next try.
    for (const [day, next] of [
      [1, '14 June 2031'],
      [3, '16 June 2031'],
    ] as const) {
      at(june + day * DAY);
      await declineNextCharge(again);
      expect(await t.runJobs({ name: SUBSCRIPTION_JOBS.retry, includeDelayed: true })).toBe(1);
      await settleCharges(t);
      expect((await billingOf(again)).status).toBe('past_due');
      expect((await latestMailTo(t.db, user.email))?.text).toContain(`We will try again on ${next}`);
    }
    // Retry 3 (16 June) fails: the plan lapses; nothing new may publish.
    at(june + 5 * DAY);
    await declineNextCharge(again);
    expect(await t.runJobs({ name: SUBSCRIPTION_JOBS.retry, includeDelayed: true })).toBe(1);
    await settleCharges(t);
    expect(await billingOf(again)).toMatchObject({
      plan: 'none',
      status: 'lapsed',
      campaign_limit: 0,
      next_charge: null,
      payment_method: null,
      retry_at: null,
    });
    expect((await latestMailTo(t.db, user.email))?.subject).toBe('Your Amplio Growth plan has lapsed');
    const retries = (await chargesOf(t, user.id)).filter((c) => c.kind === 'retry');
    expect(retries.map((c) => [c.attempt, c.status, c.createdAt.toISOString()])).toEqual([
      [1, 'failed', new Date(june + DAY).toISOString()],
      [2, 'failed', new Date(june + 3 * DAY).toISOString()],
      [3, 'failed', new Date(june + 5 * DAY).toISOString()],
    ]);
    for (const failed of retries) expect(await bookedFor(t, failed.id)).toEqual({});

    // Subscribing again after the lapse works.
    const back = await subscribeAndPay(t, again, 'starter');
    expect(await billingOf(again)).toMatchObject({ plan: 'starter', status: 'active', campaign_limit: 5 });
    expect(await bookedFor(t, back)).toEqual({ subscription_charge: 4_199_900n, subscription_gst: 755_982n });
    expect((await billingRow(t, user.id)).retryCount).toBe(0);

    // Four paid charges, four invoices for them, and the books balance.
    const plan = (await again.get('/api/brands/invoices')).json().data.filter((i: { funding_id: string | null }) => i.funding_id === null);
    expect(plan.map((i: { total: number }) => i.total).sort()).toEqual([49_558.82, 49_558.82, 66_079.61, 99_118.82].sort());
    await checkLedgerInvariants(t.db);
  });
});
