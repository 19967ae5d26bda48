import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { seedDemoScript } from '../../../src/db/seed-scripts';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { seedDemoBrandCampaigns } from '../../helpers/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives the demo creator one saved script whose price is reserved in the demo brand’s escrow', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    await seedDemoBrandCampaigns(t);
    await seedDemoScript({ db: t.db, scripts: t.app.scripts, creatorEmail: DEMO_ACCOUNTS.creator.email });
    const creator = t.agent();
    const { email, password } = DEMO_ACCOUNTS.creator;
    expect((await creator.post('/creator/login', { email, password })).statusCode).toBe(200);
    const [script, ...rest] = (await creator.get('/api/creator/scripts')).json().data;
    expect(rest).toEqual([]);
    expect(script).toMatchObject({ productName: 'Glow Vitamin C Serum', status: 'Script Generated' });
    expect(script.script).toContain('[0:00-0:10] Intro');
    const brand = t.agent();
    await brand.post('/brand/login', { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password });
    expect((await brand.get('/api/brands/escrow')).json().reserved).toBe(script.dynamic_price);
    await checkLedgerInvariants(t.db);
  });
});
