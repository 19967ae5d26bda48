import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { loadConfig } from '../../../src/config';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, postWebhook, startFunding } from './payments-fixtures';

const PROD = { NODE_ENV: 'production', APP_SECRET: 'prod-secret-prod-secret-prod-secret-01234' };

describe('payments in production without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: PROD });
  });
  afterAll(() => t.close());

  it('hides the sandbox: its checkout and buttons answer 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.agent().get(`/sandbox/checkout/${id}`)).statusCode).toBe(404);
    const agent = t.agent();
    expect((await agent.post(`/sandbox/checkout/${id}/pay`, {})).statusCode).toBe(404);
  });

  it('answers 503 to a funding and to a webhook, with a message that says to try later', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const campaignId = await createCampaign(t.db, brand);
    await expect(startFunding(t, { brand, campaignId, amountPaise: 10_000n })).rejects.toMatchObject({
      statusCode: 503,
      message: PAYMENT_MESSAGES.paymentsUnavailable,
    });
    const res = await postWebhook(t, '{}', { signature: 't=1,v1=00' });
    expect(res.statusCode).toBe(503);
  });
});

describe('payments in production with PAYMENT_PROVIDER=sandbox set on purpose', () => {
  it('requires PAYMENT_WEBHOOK_SECRET', () => {
    expect(() => loadConfig({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_WEBHOOK_SECRET: PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production and PAYMENT_PROVIDER is set',
    );
    expect(() => loadConfig({ ...PROD, PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(31) })).toThrow(
      'at least 32 characters',
    );
  });

  it('serves the sandbox checkout', async () => {
    const t = await buildTestApp({ env: { ...PROD, PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) } });
    try {
      const brand = await t.createUser({ userType: 'brand' });
      const campaignId = await createCampaign(t.db, brand);
      const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise: 10_000n });
      expect((await (await t.injectAs(brand)).get(`/sandbox/checkout/${fundingId}`)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('payment settings', () => {
  it('reads the fee and GST rates, refusing values outside 0–100', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'a'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) };
    expect(loadConfig({ ...base, PLATFORM_FEE_PERCENT: '12.5', GST_PERCENT: '0' }).payments).toMatchObject({
      platformFeePercent: 12.5,
      gstPercent: 0,
      provider: 'sandbox',
    });
    expect(() => loadConfig({ ...base, PLATFORM_FEE_PERCENT: '100.01' })).toThrow('PLATFORM_FEE_PERCENT');
    expect(() => loadConfig({ ...base, GST_PERCENT: '-1' })).toThrow('GST_PERCENT');
  });
});
