import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/creator-profile';
import { CREATOR_REGISTRATION_MESSAGES as R } from '@amplio/shared/schemas/creator-registration-messages';
import { auditLog } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInCreatorWithProfile } from './creator-with-profile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH = '/api/creator/profile/details';
const details = (overrides: Record<string, unknown> = {}) => ({
  country_code: '+91',
  phone_number: '9123456780',
  gender: 'female',
  date_of_birth: '1995-08-15',
  language: 'Hindi',
  audience_size: 'medium',
  pan: 'abcde1234f',
  ...overrides,
});
/** A birthday exactly `years` years before the test clock's day (UTC). */
const yearsAgo = (years: number, days = 0) => {
  const d = new Date(t.clock.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('PUT /api/creator/profile/details', () => {
  it('saves phone, gender, date of birth, language, audience size and the PAN, and GET shows them', async () => {
    const { agent } = await signedInCreatorWithProfile(t);
    const res = await agent.put(PATH, details());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.detailsUpdated, data: { ...details(), pan: 'ABCDE1234F' } });
    expect((await agent.get('/api/creator/profile')).json().data).toMatchObject({ phone_number: '9123456780', pan: 'ABCDE1234F' });
  });

  it('takes the PAN as optional and checks its format (AAAAA9999A)', async () => {
    const { agent } = await signedInCreatorWithProfile(t);
    expect((await agent.put(PATH, details({ pan: '' }))).json().data.pan).toBeNull();
    for (const pan of ['ABCD1234F', 'ABCDE12345', '12345ABCDE', 'ABCDE1234FF']) {
      const res = await agent.put(PATH, details({ pan }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ pan: [M.panInvalid] });
    }
  });

  it('keeps registration’s rules and messages, including 18 or over', async () => {
    const { agent } = await signedInCreatorWithProfile(t);
    const res = await agent.put(PATH, {
      phone_number: '12',
      gender: 'robot',
      date_of_birth: yearsAgo(17),
      language: 'Klingon',
      audience_size: 'huge',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone_number: [R.phoneInvalid],
      gender: [R.genderRequired],
      date_of_birth: [R.dateOfBirthUnderAge],
      language: [R.languageRequired],
      audience_size: [R.audienceSizeRequired],
    });
    expect((await agent.put(PATH, details({ date_of_birth: yearsAgo(18, -2) }))).statusCode).toBe(200);
  });

  it('records the fields that changed, not their values', async () => {
    const { agent, user } = await signedInCreatorWithProfile(t);
    await agent.put(
      PATH,
      details({
        gender: 'female',
        language: 'English',
        phone_number: '9876543210',
        date_of_birth: '1996-04-02',
        audience_size: 'small',
        pan: 'ABCDE1234F',
      }),
    );
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    const entry = entries.find((e) => e.action === 'creator_profile.details_updated');
    expect(entry?.data).toEqual({ changed: ['pan'] });
    expect(JSON.stringify(entry)).not.toContain('ABCDE1234F');
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a 10 MB phone number', details({ phone_number: '9'.repeat(10 * 1024 * 1024) })],
    ['an object for the PAN', details({ pan: { a: 1 } })],
  ])('answers %s with a 4xx, never a 500', async (_name, body) => {
    const { agent } = await signedInCreatorWithProfile(t);
    const res = await agent.put(PATH, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
