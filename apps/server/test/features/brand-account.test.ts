import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfiles } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/brands/account', () => {
  it('answers the signed-in brand with its company name', async () => {
    const brand = await t.createUser({ userType: 'brand', name: 'Asha Rao' });
    await t.db.insert(brandProfiles).values({
      userId: brand.id,
      companyName: 'Acme Foods',
      website: 'acme.example',
      industry: 'food',
      companySize: '11-50',
      jobTitle: 'Marketing Manager',
      phone: '+91 98765 43210',
      objectives: ['sales'],
      budget: '1k-5k',
      termsAcceptedAt: new Date(),
    });
    const agent = await t.injectAs(brand);
    const res = await agent.get('/api/brands/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: brand.email, contact_name: 'Asha Rao', company_name: 'Acme Foods' });
  });

  it('gives null for a brand without a company profile', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const res = await (await t.injectAs(brand)).get('/api/brands/account');
    expect(res.json().company_name).toBeNull();
  });

  it('is for signed-in brands only', async () => {
    expect((await t.agent().get('/api/brands/account')).statusCode).toBe(401);
    const creator = await t.createUser({ userType: 'creator' });
    expect((await (await t.injectAs(creator)).get('/api/brands/account')).statusCode).toBe(403);
  });
});
