import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COMPANY_LIMITS, BRAND_COMPANY_MESSAGES as M } from '@amplio/shared/schemas/brand-company';
import { auditLog } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH = '/api/brands/company';
const valid = {
  legal_name: 'Monsoon Threads Private Limited',
  address: '12 Linking Road, Bandra West',
  city: 'Mumbai',
  postal_code: '400050',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
};
const signedInBrand = async () => t.injectAs(await t.createUser({ userType: 'brand' }));
const put = (agent: TestAgent, body: unknown) => agent.put(PATH, body);

describe('brand company details', () => {
  it('answers nulls until saved, then the saved details', async () => {
    const agent = await signedInBrand();
    expect((await agent.get(PATH)).json()).toEqual({
      success: true,
      data: { legal_name: null, address: null, city: null, postal_code: null, state: null, gstin: null, updated_at: null },
    });
    const res = await put(agent, { ...valid, gstin: ' 27aapfu0939f1zv ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saved, data: valid });
    expect((await agent.get(PATH)).json().data).toMatchObject(valid);
  });

  it('takes the GSTIN as optional', async () => {
    const res = await put(await signedInBrand(), { ...valid, gstin: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.gstin).toBeNull();
  });

  it('refuses a GSTIN whose check character is wrong', async () => {
    const res = await put(await signedInBrand(), { ...valid, gstin: '27AAPFU0939F1ZW' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ gstin: [M.gstinInvalid] });
  });

  it('refuses a valid GSTIN of another state', async () => {
    const res = await put(await signedInBrand(), { ...valid, state: 'Karnataka' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ gstin: [M.gstinStateMismatch] });
  });

  it('needs the legal name, address, city, a 6-digit PIN code and a known state', async () => {
    const res = await put(await signedInBrand(), { postal_code: '041005', state: 'Atlantis' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      legal_name: [M.legalNameRequired],
      address: [M.addressRequired],
      city: [M.cityRequired],
      postal_code: [M.postalCodeInvalid],
      state: [M.stateRequired],
    });
  });

  it('holds the legal name at its limit (±1)', async () => {
    const agent = await signedInBrand();
    expect((await put(agent, { ...valid, legal_name: 'a'.repeat(BRAND_COMPANY_LIMITS.legalNameMax) })).statusCode).toBe(200);
    const res = await put(agent, { ...valid, legal_name: 'a'.repeat(BRAND_COMPANY_LIMITS.legalNameMax + 1) });
    expect(res.json().errors).toEqual({ legal_name: [M.legalNameTooLong] });
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['numbers for text', { ...valid, legal_name: 5, gstin: 27 }],
    ['a 10 MB address', { ...valid, address: 'x'.repeat(10 * 1024 * 1024) }],
  ])('answers %s with a 4xx, never a 500', async (_name, body) => {
    const res = await put(await signedInBrand(), body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('records each save with the fields that changed', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    await put(agent, valid);
    await put(agent, { ...valid, city: 'Pune', postal_code: '411001' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    const saves = entries.filter((e) => e.action === 'brand_company.saved').map((e) => e.data);
    expect(saves).toContainEqual({ changed: ['city', 'postal_code'] });
  });

  it('keeps each account’s details apart', async () => {
    const a = await signedInBrand();
    await put(a, valid);
    expect((await (await signedInBrand()).get(PATH)).json().data.legal_name).toBeNull();
  });
});
