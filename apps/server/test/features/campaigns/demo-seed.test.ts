import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { seedDemoBrandCampaigns } from '../../helpers/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives the demo brand two brands and funded campaigns in several states, through the real money path', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    await seedDemoBrandCampaigns(t);
    const agent = t.agent();
    expect(
      (await agent.post('/brand/login', { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password })).statusCode,
    ).toBe(200);
    const profiles = (await agent.get('/api/brands/brand-profiles')).json().data;
    expect(profiles.map((p: { name: string }) => p.name).sort()).toEqual([DEMO_ACCOUNTS.brand.name, 'Stride Footwear']);
    const list = (await agent.get('/api/brands/campaigns')).json().data;
    expect(list.map((c: { status: string }) => c.status).sort()).toEqual(['active', 'completed', 'draft', 'paused', 'upcoming']);
    const escrow = (await agent.get('/api/brands/escrow')).json();
    expect(escrow).toEqual({
      funded: 125_000,
      reserved: 0,
      released: 0,
      refunded: 20_000,
      refund_pending: 20_000,
      available: 105_000,
      campaigns_count: 4,
    });
  });
});
