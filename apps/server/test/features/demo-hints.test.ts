import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('GET /api/demo-hints', () => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp();
    production = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
  });

  it('lists the seeded demo sign-ins while demo mode is on', async () => {
    const res = await demo.agent().get('/api/demo-hints');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      accounts: [
        { kind: 'brand', email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
        { kind: 'creator', email: DEMO_ACCOUNTS.creator.email, password: DEMO_ACCOUNTS.creator.password },
        { kind: 'operator', email: DEMO_ACCOUNTS.operator.email, password: DEMO_ACCOUNTS.operator.password },
      ],
    });
  });

  it('answers 404 without any credentials when demo mode is off', async () => {
    expect(production.config.demoMode).toBe(false);
    const res = await production.agent().get('/api/demo-hints');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(DEMO_ACCOUNTS.brand.password);
  });
});
