import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { fundings } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fund, getCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { expectLedgerConsistent } from './payments-fixtures';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ agent } = await signedInBrand(t));
});
afterAll(() => t.close());

const fundingsOf = (campaignId: string) => t.db.select().from(fundings).where(eq(fundings.campaignId, campaignId));

describe('POST /api/brands/campaigns/{id}/fund through the sandbox', () => {
  it('opens a checkout with the breakdown, and a paid checkout publishes the campaign with exactly the amount in escrow', async () => {
    const campaign = await createCampaign(t, agent);
    const res = await fund(agent, campaign.id, 20_000);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      checkout_url: `/sandbox/checkout/${body.funding_id}`,
      status: 'pending',
      test_mode: true,
      charges: { amount: 20_000, platform_fee: 2000, gst: 360, total: 22_360, platform_fee_percent: 10, gst_percent: 18, currency: 'INR' },
    });
    expect((await agent.get(body.checkout_url)).body).toContain('Pay ₹22,360.00');
    const paid = await agent.post(`/sandbox/checkout/${body.funding_id}/pay`, {});
    expect(paid.headers.location).toBe(`/brand/campaigns/${campaign.id}?funding=${body.funding_id}`);
    await t.runJobs({ name: 'payments.sandbox-webhook' });
    const after = await getCampaign(agent, campaign.id);
    expect(after.status).toBe('upcoming');
    expect(after.escrow).toMatchObject({ funded: 20_000, available: 20_000 });
    expect((await agent.get(`/api/brands/fundings/${body.funding_id}`)).json()).toMatchObject({ status: 'captured', total: 22_360 });
    await expectLedgerConsistent(t.db);
  });

  it('answers 400 without an Idempotency-Key, and creates nothing', async () => {
    const campaign = await createCampaign(t, agent);
    const res = await agent.post(`/api/brands/campaigns/${campaign.id}/fund`, { amount: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyMissing);
    expect(await fundingsOf(campaign.id)).toHaveLength(0);
  });

  it('replays a retry with the same key and body, and refuses the key with another amount (422)', async () => {
    const campaign = await createCampaign(t, agent);
    const key = randomUUID();
    const first = await fund(agent, campaign.id, 1000, key);
    const retry = await fund(agent, campaign.id, 1000, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await fund(agent, campaign.id, 1001, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyReused);
    expect(await fundingsOf(campaign.id)).toHaveLength(1);
  });

  it('opens one checkout for 10 parallel copies of one request', async () => {
    const campaign = await createCampaign(t, agent);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => fund(agent, campaign.id, 1000, key)));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().funding_id)).size).toBe(1);
    expect(await fundingsOf(campaign.id)).toHaveLength(1);
  });

  it('refuses amounts outside ₹100 … ₹1,00,00,000 or with a third decimal, with the exact message', async () => {
    const campaign = await createCampaign(t, agent, { budget: 10_000_000 });
    const cases: [unknown, string][] = [
      [99.99, PAYMENT_MESSAGES.amountMin],
      [10_000_000.01, PAYMENT_MESSAGES.amountMax],
      [100.001, PAYMENT_MESSAGES.amountDecimals],
      ['500', PAYMENT_MESSAGES.amountNotNumber],
      [null, PAYMENT_MESSAGES.amountRequired],
    ];
    for (const [amount, message] of cases) {
      const res = await agent.post(
        `/api/brands/campaigns/${campaign.id}/fund`,
        { amount },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors.amount).toEqual([message]);
    }
    expect((await fund(agent, campaign.id, 100)).statusCode).toBe(201);
    expect(await fundingsOf(campaign.id)).toHaveLength(1);
  });
});
