import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@amplio/shared/constants/billing';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { brandBilling } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { sandboxChargeEvent } from '../../../src/features/payments/sandbox/sandbox-mandates';
import { SIGNATURE_HEADER, signWebhook } from '../../../src/features/payments/webhook-signature';
import { SUBSCRIPTION_JOBS } from '../../../src/features/billing/subscription-jobs';
import { addMonth, prorateUpgrade } from '../../../src/features/billing/proration';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { latestMailTo } from '../../helpers/mail-codes';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { billingOf, billingRow, bookedFor, chargesOf, DAY, settleCharges, subscribeAndPay } from './subscription-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A brand on its trial (the factory's brands start on Enterprise; these tests need the real trial). */
async function trialBrand() {
  const brand = await signedInBrand(t);
  await t.db.delete(brandBilling).where(eq(brandBilling.userId, brand.user.id));
  await billingOf(brand.agent);
  return brand;
}

async function subscribedBrand(plan: 'starter' | 'growth' = 'starter') {
  const brand = await trialBrand();
  const chargeId = await subscribeAndPay(t, brand.agent, plan);
  return { ...brand, chargeId };
}

const post = (agent: TestAgent, path: string, body?: unknown) => agent.post(`/api/brands/billing/${path}`, body);

function expectRefusal(res: Awaited<ReturnType<typeof post>>, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}

describe('the proration rule', () => {
  it('credits the unused part of the old price rounded half up to the paisa, and charges the rest of the new price', () => {
    const periodStart = new Date('2031-04-01T04:30:00Z');
    const periodEnd = addMonth(periodStart);
    expect(periodEnd.toISOString()).toBe('2031-05-01T04:30:00.000Z');
    const at = new Date(periodStart.getTime() + 10 * DAY);
    expect(prorateUpgrade({ oldPricePaise: 4_199_900n, newPricePaise: 8_399_900n, periodStart, periodEnd, at })).toEqual({
      creditPaise: 2_799_933n,
      amountPaise: 5_599_967n,
    });
    // Half a paisa rounds up: 3 paise over a 2 ms period with 1 ms left is 1.5 → 2.
    const start = new Date(0);
    expect(prorateUpgrade({ oldPricePaise: 3n, newPricePaise: 10n, periodStart: start, periodEnd: new Date(2), at: new Date(1) })).toEqual({
      creditPaise: 2n,
      amountPaise: 8n,
    });
    // Nothing is credited at the period's end, all of it at its start.
    expect(prorateUpgrade({ oldPricePaise: 100n, newPricePaise: 200n, periodStart, periodEnd, at: periodEnd }).creditPaise).toBe(0n);
    expect(prorateUpgrade({ oldPricePaise: 100n, newPricePaise: 200n, periodStart, periodEnd, at: periodStart }).creditPaise).toBe(100n);
  });

  it('keeps a month on the same day, or the last day of a shorter month', () => {
    expect(addMonth(new Date('2031-01-31T10:00:00Z')).toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2032-01-31T10:00:00Z')).toISOString()).toBe('2032-02-29T10:00:00.000Z');
    expect(addMonth(new Date('2031-12-15T00:00:00Z')).toISOString()).toBe('2032-01-15T00:00:00.000Z');
  });
});

describe('subscribing', () => {
  it('answers the same checkout to a second subscribe before paying, and a new one for another plan', async () => {
    const brand = await trialBrand();
    const a = (await post(brand.agent, 'subscribe', { plan: 'starter' })).json().checkout_url;
    const b = (await post(brand.agent, 'subscribe', { plan: 'starter' })).json().checkout_url;
    expect(b).toBe(a);
    const c = (await post(brand.agent, 'subscribe', { plan: 'growth' })).json().checkout_url;
    expect(c).not.toBe(a);
    const charges = await chargesOf(t, brand.user.id);
    expect(charges.map((x) => [x.plan, x.status])).toEqual([
      ['starter', 'cancelled'],
      ['growth', 'pending'],
    ]);
    // The replaced checkout's page says so and offers no Pay button.
    const old = await brand.agent.get(a);
    expect(old.body).toContain('replaced by a newer one');
    expect(old.body).not.toContain('Authorise and pay');
  });

  it('leaves the brand on its trial when the first payment fails, and lets it try again', async () => {
    const brand = await trialBrand();
    const url = (await post(brand.agent, 'subscribe', { plan: 'growth' })).json().checkout_url;
    expect((await brand.agent.post(`${url}/fail`, {})).statusCode).toBe(303);
    await t.runJobs({ name: 'payments.sandbox-webhook' });
    expect(await billingOf(brand.agent)).toMatchObject({ plan: 'trial', status: 'trialing', payment_method: null });
    expect((await chargesOf(t, brand.user.id))[0]?.status).toBe('failed');
    await subscribeAndPay(t, brand.agent, 'growth');
    expect(await billingOf(brand.agent)).toMatchObject({ plan: 'growth', status: 'active' });
  });

  it('refuses to subscribe while already subscribed, with the exact message', async () => {
    const brand = await subscribedBrand();
    expectRefusal(await post(brand.agent, 'subscribe', { plan: 'growth' }), 409, BILLING_MESSAGES.alreadySubscribed);
  });

  it('refuses an Enterprise account, which sales arranges', async () => {
    const brand = await signedInBrand(t);
    await billingOf(brand.agent);
    expectRefusal(await post(brand.agent, 'subscribe', { plan: 'growth' }), 409, BILLING_MESSAGES.enterpriseBySales);
    expectRefusal(await post(brand.agent, 'change', { plan: 'growth' }), 409, BILLING_MESSAGES.enterpriseBySales);
  });
});

describe('replayed and foreign webhooks', () => {
  it('books a charge once when its webhook is delivered again, under the same or another event id', async () => {
    const brand = await subscribedBrand();
    const [charge] = await chargesOf(t, brand.user.id);
    const deliver = async (id?: string) => {
      const body = sandboxChargeEvent({
        chargeId: charge!.id,
        totalPaise: charge!.totalPaise,
        outcome: 'captured',
        at: t.clock.now(),
        mandateId: 'x',
      });
      if (id) body.id = id;
      const rawBody = Buffer.from(JSON.stringify(body));
      const at = t.clock.now();
      return t.agent().request({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook({ secret: t.config.payments.webhookSecret, rawBody, at }),
        },
        payload: rawBody,
        csrf: false,
      });
    };
    const again = await deliver();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    const other = await deliver('evt_other_delivery');
    expect(other.json().outcome).toBe('duplicate');
    expect(await bookedFor(t, charge!.id)).toEqual({ subscription_charge: 4_199_900n, subscription_gst: 755_982n });
    expect((await brand.agent.get('/api/brands/invoices')).json().data).toHaveLength(1);
    await checkLedgerInvariants(t.db);
  });
});

describe('changing, cancelling and resuming', () => {
  it('refuses each impossible change with its exact message', async () => {
    const trial = await trialBrand();
    expectRefusal(await post(trial.agent, 'change', { plan: 'growth' }), 409, BILLING_MESSAGES.noSubscription);
    expectRefusal(await post(trial.agent, 'cancel'), 409, BILLING_MESSAGES.noSubscription);
    expectRefusal(await post(trial.agent, 'resume'), 409, BILLING_MESSAGES.noSubscription);

    const brand = await subscribedBrand('starter');
    expectRefusal(await post(brand.agent, 'change', { plan: 'starter' }), 409, BILLING_MESSAGES.samePlan);
    expectRefusal(await post(brand.agent, 'resume'), 409, BILLING_MESSAGES.notCancelling);
    expect((await post(brand.agent, 'cancel')).statusCode).toBe(200);
    expectRefusal(await post(brand.agent, 'cancel'), 409, BILLING_MESSAGES.alreadyCancelling);
    expectRefusal(await post(brand.agent, 'change', { plan: 'growth' }), 409, BILLING_MESSAGES.resumeFirst);
  });

  it('refuses a second upgrade while the first one’s charge is being processed', async () => {
    const brand = await subscribedBrand('starter');
    expect((await post(brand.agent, 'change', { plan: 'growth' })).statusCode).toBe(200);
    expectRefusal(await post(brand.agent, 'change', { plan: 'growth' }), 409, BILLING_MESSAGES.samePlan);
    await settleCharges(t);
  });

  it('cancels at the period end, resumes before it, and ends the plan at the end when cancelled again', async () => {
    const brand = await subscribedBrand('growth');
    const cancelled = await post(brand.agent, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'growth', status: 'active', cancel_at_period_end: true, next_charge: null });
    const resumed = await post(brand.agent, 'resume');
    expect(resumed.json()).toMatchObject({
      cancel_at_period_end: false,
      next_charge: { amount: 83_999, gst: 15_119.82, total: 99_118.82 },
    });
    expect((await post(brand.agent, 'cancel')).statusCode).toBe(200);

    const end = (await billingRow(t, brand.user.id)).currentPeriodEnd!;
    t.clock.set(new Date(end.getTime() - DAY));
    await t.runJobs({ name: SUBSCRIPTION_JOBS.preDebit, includeDelayed: true });
    expect((await latestMailTo(t.db, brand.user.email))?.subject ?? '').not.toMatch(/renews/);
    t.clock.set(end);
    await t.runJobs({ name: SUBSCRIPTION_JOBS.renew, includeDelayed: true });
    const agent = await t.injectAs(brand.user, { remember: true });
    expect(await billingOf(agent)).toMatchObject({ plan: 'none', status: 'canceled', campaign_limit: 0, payment_method: null });
    expect((await latestMailTo(t.db, brand.user.email))?.subject).toBe('Your Amplio Growth plan has ended');
    expect((await chargesOf(t, brand.user.id)).filter((c) => c.kind === 'renewal')).toEqual([]);
    // And it can subscribe again.
    await subscribeAndPay(t, agent, 'starter');
    expect(await billingOf(agent)).toMatchObject({ plan: 'starter', status: 'active' });
  });

  it('downgrades at the period end: Growth until then, a Starter renewal after, and undoes a downgrade on request', async () => {
    const brand = await subscribedBrand('growth');
    const down = await post(brand.agent, 'change', { plan: 'starter' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      plan: 'growth',
      pending_plan: 'starter',
      campaign_limit: 15,
      next_charge: { amount: 41_999, gst: 7_559.82, total: 49_558.82 },
    });
    expectRefusal(await post(brand.agent, 'change', { plan: 'starter' }), 409, BILLING_MESSAGES.downgradeScheduled);
    expect((await post(brand.agent, 'change', { plan: 'growth' })).json()).toMatchObject({ plan: 'growth', pending_plan: null });
    expect((await post(brand.agent, 'change', { plan: 'starter' })).json().pending_plan).toBe('starter');
    expect((await chargesOf(t, brand.user.id)).length).toBe(1);

    const end = (await billingRow(t, brand.user.id)).currentPeriodEnd!;
    t.clock.set(end);
    await t.runJobs({ name: SUBSCRIPTION_JOBS.renew, includeDelayed: true });
    await settleCharges(t);
    const agent = await t.injectAs(brand.user, { remember: true });
    expect(await billingOf(agent)).toMatchObject({ plan: 'starter', pending_plan: null, status: 'active', campaign_limit: 5 });
    const renewal = (await chargesOf(t, brand.user.id)).find((c) => c.kind === 'renewal')!;
    expect(await bookedFor(t, renewal.id)).toEqual({ subscription_charge: 4_199_900n, subscription_gst: 755_982n });
    // A repeated renewal job charges nothing more.
    await t.jobs.boss.send(SUBSCRIPTION_JOBS.renew, { userId: brand.user.id, periodEnd: end.toISOString() });
    await t.runJobs({ name: SUBSCRIPTION_JOBS.renew, includeDelayed: true });
    expect((await chargesOf(t, brand.user.id)).filter((c) => c.kind === 'renewal')).toHaveLength(1);
    await checkLedgerInvariants(t.db);
  });

  it('ignores subscription jobs with malformed data', async () => {
    await t.jobs.boss.send(SUBSCRIPTION_JOBS.renew, { userId: 'nope', periodEnd: 5 });
    await t.jobs.boss.send(SUBSCRIPTION_JOBS.retry, { userId: '00000000-0000-4000-8000-000000000000', attempt: 'x', at: 1 });
    await t.jobs.boss.send(SUBSCRIPTION_JOBS.charge, { chargeId: '../etc' });
    await t.jobs.boss.send(SUBSCRIPTION_JOBS.preDebit, {});
    for (const name of Object.values(SUBSCRIPTION_JOBS)) {
      const r = await t.jobs.runQueued({ name, includeDelayed: true });
      expect(r.failed + r.retried).toBe(0);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['no plan', {}],
    ['Enterprise', { plan: 'enterprise' }],
    ['the trial', { plan: 'trial' }],
    ['a number', { plan: 2 }],
    ['an array', { plan: ['growth'] }],
    ['a 10 MB string', { plan: 'g'.repeat(10 * 1024 * 1024) }],
  ])('answers a 4xx, never a 5xx, to %s on subscribe and change', async (_name, body) => {
    const brand = await trialBrand();
    for (const path of ['subscribe', 'change']) {
      const res = await post(brand.agent, path, body);
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await chargesOf(t, brand.user.id)).length).toBe(0);
  });

  it('answers 422 with the plan field named for an unknown plan', async () => {
    const brand = await trialBrand();
    const res = await post(brand.agent, 'subscribe', { plan: 'platinum' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toContain('plan');
  });

  it('refuses a write without the CSRF token or with a wrong one', async () => {
    const brand = await trialBrand();
    for (const path of ['subscribe', 'change', 'cancel', 'resume']) {
      const missing = await brand.agent.request({
        method: 'POST',
        url: `/api/brands/billing/${path}`,
        payload: { plan: 'growth' },
        csrf: false,
      });
      expect(missing.statusCode).toBe(419);
      const wrong = await brand.agent.request({
        method: 'POST',
        url: `/api/brands/billing/${path}`,
        payload: { plan: 'growth' },
        csrf: false,
        headers: { 'x-xsrf-token': 'forged', 'x-csrf-token': 'forged' },
      });
      expect(wrong.statusCode).toBe(419);
    }
    expect((await chargesOf(t, brand.user.id)).length).toBe(0);
  });

  it('shows another brand’s mandate checkout as not found, and refuses anonymous and creator callers', async () => {
    const owner = await trialBrand();
    const url = (await post(owner.agent, 'subscribe', { plan: 'starter' })).json().checkout_url;
    const other = await trialBrand();
    expect((await other.agent.get(url)).statusCode).toBe(404);
    expect((await other.agent.post(`${url}/pay`, {})).statusCode).toBe(404);
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await creator.post(`${url}/pay`, {})).statusCode).toBe(403);
    const anonymous = await t.agent().post('/api/brands/billing/subscribe', { plan: 'starter' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect((await chargesOf(t, owner.user.id))[0]?.status).toBe('pending');
  });
});
