import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import { paymentWebhookEvents } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { balances, createCampaign, expectLedgerConsistent, fundingRow, startFunding } from './payments-fixtures';

let t: TestApp;
let brand: TestUser;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_DUPLICATE_WEBHOOKS: 'true' } });
  brand = await t.createUser({ userType: 'brand' });
  agent = await t.injectAs(brand);
});
afterAll(() => t.close());

async function pending(amountPaise = 1_000_000n) {
  const campaignId = await createCampaign(t.db, brand, 'Glow <serum> launch');
  const started = await startFunding(t, { brand, campaignId, amountPaise });
  return { campaignId, fundingId: started.fundingId };
}

const form = (a: TestAgent, url: string, token: string | undefined) =>
  a.request({
    method: 'POST',
    url,
    payload: token === undefined ? '' : `_token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    csrf: false,
  });

describe('GET /sandbox/checkout/{funding_id}', () => {
  it('shows the owner the test-mode label, the breakdown and the three choices', async () => {
    const { fundingId, campaignId } = await pending();
    const res = await agent.get(`/sandbox/checkout/${fundingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(TEST_MODE_LABEL);
    expect(res.body).toContain('Glow &lt;serum&gt; launch');
    for (const text of [
      '₹10,000.00',
      'Platform fee (10%)',
      '₹1,000.00',
      'GST on the fee (18%)',
      '₹180.00',
      '₹11,180.00',
      'Pay ₹11,180.00',
      'Fail the payment',
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain(`action="/sandbox/checkout/${fundingId}/pay"`);
    expect(res.body).toContain(`action="/sandbox/checkout/${fundingId}/fail"`);
    expect(res.body).toContain(`href="/brand/campaigns/${campaignId}?funding=${fundingId}"`);
    expect(res.body).toMatch(/name="_token" value="[^"]+"/);
  });

  it('sends a signed-out visitor to the brand sign-in, and back here afterwards', async () => {
    const { fundingId } = await pending();
    const res = await t.agent().get(`/sandbox/checkout/${fundingId}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/brand/login?redirect=${encodeURIComponent(`/sandbox/checkout/${fundingId}`)}`);
  });

  it('answers 404 to another brand, a creator, and an id that is not a funding', async () => {
    const { fundingId } = await pending();
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    for (const [a, id] of [
      [other, fundingId],
      [creator, fundingId],
      [agent, 'not-a-uuid'],
      [agent, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await a.get(`/sandbox/checkout/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This checkout does not exist');
    }
  });
});

describe('Pay and Fail', () => {
  it('refuses a form without the CSRF token (419) and queues nothing', async () => {
    const { fundingId } = await pending();
    expect((await form(agent, `/sandbox/checkout/${fundingId}/pay`, undefined)).statusCode).toBe(419);
    expect((await form(agent, `/sandbox/checkout/${fundingId}/pay`, 'forged')).statusCode).toBe(419);
    expect(await t.runJobs()).toBe(0);
  });

  it('pays through a signed webhook delivered twice: the funding is captured once and the brand returns to the campaign', async () => {
    const { fundingId, campaignId } = await pending();
    const res = await form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/brand/campaigns/${campaignId}?funding=${fundingId}`);
    expect((await fundingRow(t.db, fundingId)).status).toBe('pending');
    // The webhook twice, and the brand's "in the escrow" e-mail once.
    expect(await t.runJobs()).toBe(3);
    expect((await fundingRow(t.db, fundingId)).status).toBe('captured');
    expect((await balances(t.db, campaignId)).escrow).toBe(1_000_000n);
    expect(await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.fundingId, fundingId))).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('captures once after a double click on Pay', async () => {
    const { fundingId, campaignId } = await pending();
    await Promise.all([
      form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf),
      form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf),
    ]);
    await t.runJobs();
    expect((await balances(t.db, campaignId)).escrow).toBe(1_000_000n);
    await expectLedgerConsistent(t.db);
  });

  it('fails the payment and closes the checkout; a payment pressed on it anyway is refunded in full, never put in escrow', async () => {
    const { fundingId, campaignId } = await pending();
    expect((await form(agent, `/sandbox/checkout/${fundingId}/fail`, agent.csrf)).headers.location).toBe(
      `/brand/campaigns/${campaignId}?funding=${fundingId}`,
    );
    await t.runJobs();
    expect((await fundingRow(t.db, fundingId)).status).toBe('failed');
    const page = await agent.get(`/sandbox/checkout/${fundingId}`);
    expect(page.body).toContain('This checkout is closed');
    expect(page.body).not.toContain('Fail the payment');
    expect(page.body).toContain('anyway');
    await form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf);
    await t.runJobs();
    expect((await fundingRow(t.db, fundingId)).status).toBe('refunded');
    expect((await balances(t.db, campaignId)).escrow).toBe(0n);
    await expectLedgerConsistent(t.db);
  });

  it('pays ₹1 short when asked, and the payment waits in suspense instead of funding escrow', async () => {
    const { fundingId, campaignId } = await pending();
    await agent.request({
      method: 'POST',
      url: `/sandbox/checkout/${fundingId}/pay`,
      payload: `_token=${encodeURIComponent(agent.csrf ?? '')}&simulate=short`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    await t.runJobs();
    expect(await fundingRow(t.db, fundingId)).toMatchObject({ status: 'held' });
    expect((await balances(t.db, campaignId)).escrow).toBe(0n);
    expect((await agent.get(`/sandbox/checkout/${fundingId}`)).body).toContain('Our team is checking it');
  });

  it('sends a paid funding to its receipt and queues nothing more', async () => {
    const { fundingId } = await pending();
    await form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf);
    await t.runJobs();
    const again = await form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf);
    expect(again.headers.location).toBe(`/brand/receipts/${fundingId}`);
    expect(await t.runJobs()).toBe(0);
    expect((await agent.get(`/sandbox/checkout/${fundingId}`)).body).toContain('This payment is complete');
  });

  it("answers 404 to another brand's Pay and 401 to a signed-out one, queuing nothing", async () => {
    const { fundingId } = await pending();
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    expect((await form(other, `/sandbox/checkout/${fundingId}/pay`, other.csrf)).statusCode).toBe(404);
    const anonymous = t.agent();
    expect((await form(anonymous, `/sandbox/checkout/${fundingId}/pay`, await anonymous.ensureCsrf())).statusCode).toBe(401);
    expect(await t.runJobs()).toBe(0);
  });
});

describe('GET /api/brands/fundings/{funding_id}', () => {
  it('answers the receipt: brand, campaign, amounts in rupees, rates, status, provider reference and dates', async () => {
    const { fundingId, campaignId } = await pending(1_234_567n);
    await form(agent, `/sandbox/checkout/${fundingId}/pay`, agent.csrf);
    await t.runJobs();
    const res = await agent.get(`/api/brands/fundings/${fundingId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: fundingId,
      status: 'captured',
      amount: 12_345.67,
      platform_fee: 1234.57,
      gst: 222.22,
      total: 13_802.46,
      platform_fee_percent: 10,
      gst_percent: 18,
      currency: 'INR',
      brand: { name: brand.name, email: brand.email },
      campaign: { id: campaignId, name: 'Glow <serum> launch' },
      provider: 'sandbox',
      provider_reference: expect.stringMatching(/^pay_sbx_/),
      test_mode: true,
      receipt_url: `/brand/receipts/${fundingId}`,
      receipt_number: expect.stringMatching(/^AMP-\d{8}-[0-9A-F]{8}$/),
      checkout_url: null,
      failed_at: null,
    });
    expect(new Date(body.captured_at).getTime()).toBeGreaterThan(0);
  });

  it('offers the checkout again on a pending receipt', async () => {
    const { fundingId } = await pending();
    const body = (await agent.get(`/api/brands/fundings/${fundingId}`)).json();
    expect(body).toMatchObject({ status: 'pending', captured_at: null, checkout_url: `/sandbox/checkout/${fundingId}` });
  });

  it("answers 404 to another brand's funding and a malformed id, 403 to a creator, 401 when signed out", async () => {
    const { fundingId } = await pending();
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await other.get(`/api/brands/fundings/${fundingId}`)).statusCode).toBe(404);
    expect((await agent.get('/api/brands/fundings/1%20or%201=1')).statusCode).toBe(404);
    expect((await agent.get(`/api/brands/fundings/${'x'.repeat(101)}`)).statusCode).toBe(422);
    expect((await creator.get(`/api/brands/fundings/${fundingId}`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/brands/fundings/${fundingId}`)).statusCode).toBe(401);
  });
});

describe('GET /api/payments/terms', () => {
  it('gives the brand the rates and limits to show the breakdown before paying', async () => {
    expect((await agent.get('/api/payments/terms')).json()).toEqual({
      platform_fee_percent: 10,
      gst_percent: 18,
      min_amount: 100,
      max_amount: 10_000_000,
      currency: 'INR',
      provider: 'sandbox',
      test_mode: true,
    });
  });
});
