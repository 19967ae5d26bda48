import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { seedDemoBrandCampaigns } from '../../helpers/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo seed and the operator’s refunds', () => {
  it('leaves the completed campaign’s refund failed, for the demo operator to retry or settle, even after its job runs', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    await seedDemoBrandCampaigns(t);
    await t.runJobs({ name: 'payments.refund' });
    const ops = t.agent();
    const login = await ops.post('/ops/login', { email: DEMO_ACCOUNTS.operator.email, password: DEMO_ACCOUNTS.operator.password });
    expect(login.statusCode, login.body).toBe(200);
    const body = (await ops.get('/api/ops/refunds')).json();
    expect(body.counts).toEqual({ pending: 0, processed: 0, failed: 1 });
    expect(body.data.data).toMatchObject([
      {
        status: 'failed',
        // ₹20,000 of unused escrow, with the ₹2,000 platform fee and ₹360 GST charged on it (decision 047).
        amount: 22_360,
        campaign: { product_name: 'Cold Brew Starter Kit' },
        brand: { name: 'Stride Footwear', email: DEMO_ACCOUNTS.brand.email },
      },
    ]);
  });
});
