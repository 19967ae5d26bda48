import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives the demo creator a profile and self-reported metrics on Instagram and YouTube', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    const agent = t.agent();
    const login = await agent.post('/creator/login', { email: DEMO_ACCOUNTS.creator.email, password: DEMO_ACCOUNTS.creator.password });
    expect(login.statusCode, login.body).toBe(200);
    const profile = (await agent.get('/api/creator/profile')).json().data;
    expect(profile).toMatchObject({ name: DEMO_ACCOUNTS.creator.name, username: 'democreator' });
    const links = (await agent.get('/api/creator/social-links')).json().data;
    expect(links.map((l: { platform: string }) => l.platform)).toEqual(['instagram', 'youtube']);
    for (const link of links) {
      expect(link.metrics_source).toBe('self_reported');
      expect(link.followers).toBeGreaterThan(1000);
    }
  });
});
