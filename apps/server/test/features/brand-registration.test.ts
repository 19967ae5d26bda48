import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { BRAND_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/brand-registration';
import { brandProfiles, registrationDrafts, users } from '../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import { countMailsTo, latestMailTo } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
const step1 = () => ({
  step: 1,
  contact_name: 'Asha Rao',
  email: `asha${++n}@acme.test`,
  phone: '+91 22 5550 0100',
  password: 'Brand-Pass-1',
  password_confirmation: 'Brand-Pass-1',
});
const step2 = {
  step: 2,
  company_name: 'Acme Foods',
  website: 'acme.test',
  industry: 'food',
  job_title: 'Head of Growth',
  company_size: '11-50',
};
const step3 = {
  step: 3,
  objectives: ['brand_awareness', 'other'],
  objective_other_text: 'Store openings',
  budget: '5k-10k',
  additional_info: 'Q3 launch',
  terms_accepted: 1,
};

/** The spec's save-step calls are multipart; this builds the body by hand, as a browser's FormData would. */
function multipart(fields: Record<string, string | number | string[]>) {
  const boundary = `----amplio${Math.random().toString(16).slice(2)}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const name = Array.isArray(value) ? `${key}[]` : key;
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
    }
  }
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function saveMultipart(a: TestAgent, fields: Record<string, string | number | string[]>) {
  const body = multipart(fields);
  return a.post('/api/brands/save-step', body.payload, { headers: body.headers });
}

async function registerThroughStep2(a: TestAgent) {
  const s1 = step1();
  expect((await saveMultipart(a, s1)).statusCode).toBe(200);
  expect((await saveMultipart(a, step2)).statusCode).toBe(200);
  return s1;
}

describe('brand wizard: step by step', () => {
  it('creates the unverified account, its company profile and the code mail in one go', async () => {
    const a = t.agent();
    const s1 = await registerThroughStep2(a);
    const res = await a.post('/api/brands/save-step', step3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, requires_otp_verification: true, email: s1.email, next_step: null });
    const [user] = await t.db.select().from(users).where(eq(users.email, s1.email));
    expect(user).toMatchObject({ userType: 'brand', name: 'Asha Rao', emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await t.db.select().from(brandProfiles).where(eq(brandProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      companyName: 'Acme Foods',
      website: 'acme.test',
      industry: 'food',
      companySize: '11-50',
      jobTitle: 'Head of Growth',
      phone: '+91 22 5550 0100',
      objectives: ['brand_awareness', 'other'],
      objectiveOtherText: 'Store openings',
      budget: '5k-10k',
      additionalInfo: 'Q3 launch',
    });
    expect(profile?.termsAcceptedAt).toBeInstanceOf(Date);
    expect((await latestMailTo(t.db, s1.email))?.text).toMatch(/\b\d{6}\b/);
    const drafts = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.email, s1.email));
    expect(drafts).toHaveLength(0);
  });

  it('accepts steps 1 and 2 as multipart and reads objectives[] at step 3', async () => {
    const a = t.agent();
    await registerThroughStep2(a);
    const res = await saveMultipart(a, { ...step3, objectives: ['sales', 'engagement'] });
    expect(res.statusCode).toBe(200);
    const [profile] = await t.db.select().from(brandProfiles).where(eq(brandProfiles.userId, res.json().user_id));
    expect(profile?.objectives).toEqual(['sales', 'engagement']);
  });

  it('never stores the password in clear, even in the draft', async () => {
    const a = t.agent();
    const s1 = step1();
    await saveMultipart(a, s1);
    const [draft] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.email, s1.email));
    expect(JSON.stringify(draft)).not.toContain(s1.password);
    const resumed = await a.get('/api/brands/registration');
    expect(resumed.json()).toMatchObject({ step: 2, data: { contact_name: 'Asha Rao', email: s1.email } });
    expect(JSON.stringify(resumed.json())).not.toContain(s1.password);
  });

  it('resumes the registration in progress for the same browser session only', async () => {
    const a = t.agent();
    await registerThroughStep2(a);
    expect((await a.get('/api/brands/registration')).json().step).toBe(3);
    expect((await t.agent().get('/api/brands/registration')).json()).toEqual({ step: 1, data: {} });
  });
});

describe('brand wizard: the server enforces the rules', () => {
  it('refuses step 2 before step 1 and step 3 before step 2', async () => {
    const a = t.agent();
    const early = await saveMultipart(a, step2);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.step).toEqual([M.stepOrder]);
    await saveMultipart(a, step1());
    const skip = await a.post('/api/brands/save-step', step3);
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.step).toEqual([M.stepOrder]);
  });

  it('answers 422 on email at step 1 when the business email already has an account (any letter case)', async () => {
    const existing = await t.createUser({ userType: 'creator' });
    const res = await saveMultipart(t.agent(), { ...step1(), email: existing.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([M.emailTaken]);
  });

  it('answers 422 with the first message per field and every field of the step', async () => {
    const res = await saveMultipart(t.agent(), { step: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      contact_name: [M.contactNameRequired],
      email: [M.emailRequired],
      phone: [M.phoneRequired],
      password: [M.passwordRequired],
      password_confirmation: [M.confirmRequired],
    });
  });

  it.each([
    [{ password: 'Abcdef1', password_confirmation: 'Abcdef1' }, 'password', M.passwordTooShort],
    [{ password_confirmation: 'Different-1' }, 'password_confirmation', M.passwordsDiffer],
    [{ email: 'asha@acme' }, 'email', M.emailInvalid],
    [{ phone: 'call me' }, 'phone', M.phoneInvalid],
  ])('step 1 with %j answers "%s" on %s', async (change, field, message) => {
    const res = await saveMultipart(t.agent(), { ...step1(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toBe(message);
  });

  it('accepts a password of exactly 8 characters', async () => {
    const res = await saveMultipart(t.agent(), { ...step1(), password: 'Abcdef1!', password_confirmation: 'Abcdef1!' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['job_title', 'A', M.jobTitleTooShort],
    ['job_title', 'a'.repeat(101), M.jobTitleTooLong],
    ['job_title', 'CTO; DROP TABLE', M.jobTitleInvalid],
    ['website', 'acme', M.websiteInvalid],
    ['industry', 'casino', M.industryRequired],
    ['company_size', '10000+', M.companySizeRequired],
    ['company_name', '', M.companyNameRequired],
  ])('step 2 %s = %j answers "%s"', async (field, value, message) => {
    const a = t.agent();
    await saveMultipart(a, step1());
    const res = await saveMultipart(a, { ...step2, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toBe(message);
  });

  it('job title of 2 and of 100 characters pass', async () => {
    const a = t.agent();
    await saveMultipart(a, step1());
    expect((await saveMultipart(a, { ...step2, job_title: 'PR' })).statusCode).toBe(200);
    expect((await saveMultipart(a, { ...step2, job_title: 'a'.repeat(100) })).statusCode).toBe(200);
  });

  it.each([
    [{ objectives: [] }, 'objectives', M.objectivesRequired],
    [{ budget: '' }, 'budget', M.budgetRequired],
    [{ terms_accepted: 0 }, 'terms_accepted', M.termsRequired],
  ])('step 3 with %j answers "%s" and creates nothing', async (change, field, message) => {
    const a = t.agent();
    const s1 = await registerThroughStep2(a);
    const res = await a.post('/api/brands/save-step', { ...step3, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toBe(message);
    expect(await t.db.select().from(users).where(eq(users.email, s1.email))).toHaveLength(0);
    expect(await countMailsTo(t.db, s1.email)).toBe(0);
  });

  it('lets only one of two sessions that raced with the same e-mail create the account', async () => {
    const a = t.agent();
    const b = t.agent();
    const s1 = step1();
    for (const agent of [a, b]) {
      await saveMultipart(agent, s1);
      await saveMultipart(agent, step2);
    }
    const results = await Promise.all([a.post('/api/brands/save-step', step3), b.post('/api/brands/save-step', step3)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)?.json().errors.email).toEqual([M.emailTaken]);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, s1.email));
    expect(row?.n).toBe(1);
  });
});

describe('brand wizard: hostile input', () => {
  it('requires the CSRF token', async () => {
    const body = multipart(step1());
    const res = await t.agent().post('/api/brands/save-step', body.payload, { headers: body.headers, csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
  });

  it.each([
    ['an unknown step', { step: 9 }],
    ['no step', {}],
    ['wrong types', { step: 1, contact_name: 42, email: ['x'], phone: { a: 1 }, password: true, password_confirmation: null }],
  ])('answers 422, not 500, for %s', async (_label, body) => {
    const res = await t.agent().post('/api/brands/save-step', body);
    expect(res.statusCode).toBe(422);
  });

  it('refuses a 10 MB field with a 4xx', async () => {
    const res = await t.agent().post('/api/brands/save-step', { ...step1(), contact_name: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('refuses an oversized multipart field with a 4xx', async () => {
    const res = await saveMultipart(t.agent(), { ...step1(), contact_name: 'x'.repeat(200 * 1024) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('ignores a password sent again at step 3 and keeps the one from step 1', async () => {
    const a = t.agent();
    const s1 = await registerThroughStep2(a);
    await a.post('/api/brands/save-step', { ...step3, password: 'Attacker-Pass-1', email: 'other@evil.test' });
    const [user] = await t.db.select().from(users).where(eq(users.email, s1.email));
    expect(user).toBeDefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'other@evil.test'))).toHaveLength(0);
  });
});
