import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PROFILE_PHOTO_MAX_BYTES } from '@amplio/shared/constants/limits';
import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { creatorProfiles, registrationDrafts, socialAccounts, storedFiles, users, verificationCodes } from '../../src/db/schema/index';
import { toProfileValues } from '../../src/features/creator-registration/creator-profile-values';
import { EMAIL_UNIQUE_INDEX, USERNAME_UNIQUE_INDEX } from '../../src/features/creator-registration/creator-registration.repository';
import { uniqueViolationConstraint } from '../../src/lib/errors';
import { sha256 } from '../../src/lib/tokens';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import {
  CREATOR_PASSWORD,
  creatorStep1,
  creatorStep2,
  creatorStep3,
  creatorStep4,
  creatorStep5,
  saveStep,
  saveStepsUpTo,
  submitRegistration,
} from '../helpers/creator-wizard';
import { fixtures } from '../helpers/file-fixtures';
import { latestCodeFor } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sessionHashOf = (a: TestAgent) => sha256(a.cookies.get('amplio_session')!);
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const sessionFiles = (a: TestAgent) =>
  t.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.registrationSessionHash, sessionHashOf(a)));

describe('creator wizard: step by step', () => {
  it('creates the unverified creator, profile, social accounts, claimed photo and code mail in one go', async () => {
    const a = t.agent();
    const photo = fixtures.png(10_000);
    const [s1, s2] = await saveStepsUpTo(a, 5, { 2: { username: 'Asha.Cooks' } }, { data: photo });
    const res = await submitRegistration(a, { ...s1, ...s2, step: 5 }, { data: photo });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, requires_otp_verification: true, email: s1!.email });

    const user = await userByEmail(String(s1!.email));
    expect(body.user_id).toBe(user!.id);
    expect(user).toMatchObject({ userType: 'creator', name: 'Asha Rao', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const [profile] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      username: 'Asha.Cooks',
      phoneCountryCode: '+91',
      phoneNumber: '9876543210',
      gender: 'female',
      dateOfBirth: '1995-04-12',
      language: 'Marathi',
      address1: '12 MG Road',
      address2: null,
      country: 'IN',
      state: 'Maharashtra',
      city: 'Mumbai',
      postalCode: '400001',
      timezone: 'Asia/Kolkata',
      categories: ['food', 'travel'],
      contentType: 'video',
      audienceSize: 'small',
    });
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, profile!.profilePhotoFileId!));
    expect(file).toMatchObject({ ownerUserId: user!.id, registrationSessionHash: null, mimeType: 'image/png', originalName: 'me.png' });
    // The photo sent again with the final submit was not kept twice.
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user!.id))).toHaveLength(1);

    const socials = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user!.id));
    expect(socials.map((s) => [s.platform, s.url, s.audienceRange]).sort()).toEqual([
      ['amazon_storefront', 'https://amazon.in/shop/asha', null],
      ['instagram', 'https://instagram.com/asha.cooks', '10k-50k'],
      ['youtube', 'https://youtube.com/@ashacooks', '1k-10k'],
    ]);
    expect(await latestCodeFor(t.db, String(s1!.email))).toMatch(/^\d{6}$/);
    expect(
      await t.db
        .select()
        .from(registrationDrafts)
        .where(eq(registrationDrafts.sessionHash, sessionHashOf(a))),
    ).toEqual([]);
  });

  it('answers each save with the draft id as user_id and the next step', async () => {
    const a = t.agent();
    const first = await saveStep(a, creatorStep1());
    expect(first.json()).toMatchObject({ success: true, step: 1, next_step: 2 });
    const second = await saveStep(a, { ...creatorStep2(), user_id: first.json().user_id });
    expect(second.json()).toMatchObject({ success: true, step: 2, next_step: 3, user_id: first.json().user_id });
    const [draft] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, first.json().user_id));
    expect(draft).toMatchObject({ kind: 'creator', stepReached: 2 });
  });

  it('takes JSON as well as multipart', async () => {
    const a = t.agent();
    expect((await a.post('/api/creators/save-step', creatorStep1())).statusCode).toBe(200);
    const res = await a.post('/api/creators/save-step', { ...creatorStep2(), dateOfBirth: '2000-01-31' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('resumes after a reload without the password, which stays only as a hash on the server', async () => {
    const a = t.agent();
    const [s1] = await saveStepsUpTo(a, 3);
    const draft = (await a.get('/api/creators/registration')).json();
    expect(draft).toMatchObject({ step: 4, data: { firstName: 'Asha', email: s1!.email, instagram: 'https://instagram.com/asha.cooks' } });
    expect(draft.data.instagramFollowers).toBe('10k-50k');
    expect(JSON.stringify(draft)).not.toContain(CREATOR_PASSWORD);
    expect(JSON.stringify(draft)).not.toContain('argon2');
    expect(draft.data).not.toHaveProperty('password');

    // Step 1 saved again after the reload, as the browser has it: no password.
    const { password: _p, confirmPassword: _c, ...withoutPassword } = s1!;
    expect((await saveStep(a, { ...withoutPassword, firstName: 'Ashwini' })).statusCode).toBe(200);
    await saveStep(a, creatorStep4());
    await saveStep(a, creatorStep5());
    expect((await submitRegistration(a)).statusCode).toBe(200);

    // The original password works once the e-mail is verified.
    const email = String(s1!.email);
    const verified = await a.post('/api/creators/verify-otp', { email, otp: await latestCodeFor(t.db, email) });
    expect(verified.statusCode, verified.body).toBe(200);
    const login = await t.agent().post('/creator/login', { email, password: CREATOR_PASSWORD, remember: '0' });
    expect(login.statusCode, login.body).toBe(200);
    expect((await userByEmail(email))!.name).toBe('Ashwini Rao');
  });

  it('a step saved again replaces that step: a cleared platform is gone', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 3);
    await saveStep(a, { step: 3, twitch: 'twitch.tv/asha', twitchFollowers: '0-1k' });
    const { data } = (await a.get('/api/creators/registration')).json();
    expect(data.twitch).toBe('https://twitch.tv/asha');
    expect(data).not.toHaveProperty('instagram');
  });
});

describe('step order', () => {
  it('refuses a step before the previous one was saved', async () => {
    const a = t.agent();
    const early = await saveStep(a, creatorStep2());
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.step).toEqual([M.stepOrder]);
    await saveStep(a, creatorStep1());
    expect((await saveStep(a, creatorStep3())).statusCode).toBe(422);
    expect((await saveStep(a, creatorStep2())).statusCode).toBe(200);
    expect((await saveStep(a, creatorStep3())).statusCode).toBe(200);
  });

  it('refuses register before step 5 was saved, and unknown steps', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 4);
    const res = await submitRegistration(a);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.step).toEqual([M.stepOrder]);
    for (const step of ['0', '6', 'two', '']) expect((await saveStep(a, { ...creatorStep1(), step })).statusCode).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody'))).toEqual([]);
  });

  it('a draft expires after a day', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 1);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await saveStep(a, creatorStep2())).statusCode).toBe(422);
    expect((await a.get('/api/creators/registration')).json()).toEqual({ step: 1, user_id: null, data: {} });
  });
});

describe('another session', () => {
  it('cannot read or continue my draft, even with my user_id', async () => {
    const mine = t.agent();
    const [s1] = await saveStepsUpTo(mine, 4);
    const userId = (await mine.get('/api/creators/registration')).json().user_id;

    const other = t.agent();
    expect((await other.get(`/api/creators/registration?user_id=${userId}`)).json()).toEqual({ step: 1, user_id: null, data: {} });
    const cont = await saveStep(other, { ...creatorStep5(), user_id: userId });
    expect(cont.statusCode).toBe(422);
    expect(cont.json().errors.step).toEqual([M.stepOrder]);
    expect((await submitRegistration(other, { user_id: userId })).statusCode).toBe(422);
    const overwrite = await saveStep(other, { ...creatorStep1({ email: 'thief@creator.test' }), user_id: userId });
    expect(overwrite.json().user_id).not.toBe(userId);

    const [draft] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, userId));
    expect(draft!.stepReached).toBe(4);
    expect(draft!.email).toBe(s1!.email);
    expect((await mine.get('/api/creators/registration')).json().data.email).toBe(s1!.email);
  });
});

describe('uniqueness', () => {
  it('a taken e-mail is refused at step 1 in any letter case (422 on email)', async () => {
    const existing = await t.createUser({ userType: 'brand' });
    const res = await saveStep(t.agent(), creatorStep1({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([M.emailTaken]);
  });

  it('an e-mail taken between step 1 and register answers 409 on email', async () => {
    const a = t.agent();
    const [s1] = await saveStepsUpTo(a, 5);
    await t.createUser({ email: String(s1!.email).toUpperCase() });
    const res = await submitRegistration(a);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.emailTaken, errors: { email: [M.emailTaken] } });
  });

  it('a taken username is refused at step 2 in any letter case', async () => {
    const first = t.agent();
    await saveStepsUpTo(first, 5, { 2: { username: 'Chef.Meera' } });
    expect((await submitRegistration(first)).statusCode).toBe(200);
    const second = t.agent();
    await saveStepsUpTo(second, 1);
    const res = await saveStep(second, creatorStep2({ username: 'chef.MEERA' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual([M.usernameTaken]);
  });

  it('two registrations with the same username at once: exactly one wins', async () => {
    const a = t.agent();
    const b = t.agent();
    const [[aStep1], [bStep1]] = await Promise.all([
      saveStepsUpTo(a, 5, { 2: { username: 'Twin.Star' } }),
      saveStepsUpTo(b, 5, { 2: { username: 'twin.star' } }),
    ]);
    const results = await Promise.all([submitRegistration(a), submitRegistration(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors.username).toEqual([M.usernameTaken]);
    const profiles = await t.db.select().from(creatorProfiles).where(sql`lower(${creatorProfiles.username}) = 'twin.star'`);
    expect(profiles).toHaveLength(1);
    const created = [await userByEmail(String(aStep1!.email)), await userByEmail(String(bStep1!.email))].filter(Boolean);
    expect(created).toHaveLength(1);
  });
});

describe('unique index names, as the driver reports them', () => {
  it('tells a taken e-mail from a taken username when a race reaches the insert', async () => {
    const user = await t.createUser();
    const violation = (work: () => Promise<unknown>) => work().then(() => undefined, uniqueViolationConstraint);
    expect(await violation(() => t.createUser({ email: user.email.toUpperCase() }))).toBe(EMAIL_UNIQUE_INDEX);
    const profile = { ...toProfileValues(sampleProfileInput()), userId: user.id };
    await t.db.insert(creatorProfiles).values(profile);
    const other = await t.createUser();
    expect(await violation(() => t.db.insert(creatorProfiles).values({ ...profile, userId: other.id, username: 'RACE.name' }))).toBe(
      USERNAME_UNIQUE_INDEX,
    );
  });
});

function sampleProfileInput() {
  return {
    s1: { first_name: 'A', last_name: 'B', email: 'a@b.test', country_code: '+91', phone_number: '12345' },
    s2: { username: 'race.name', gender: 'male', date_of_birth: '1990-01-01', language: 'Hindi', bio: 'x' },
    s4: { address1: 'a', country: 'IN', state: 's', city: 'c', postal_code: '400001', timezone: 'Asia/Kolkata' },
    s5: { selected_categories: ['art'], content_type: 'photo', audience_size: 'micro', terms_accepted: true as const },
    photoFileId: null,
    now: t.clock.now(),
  };
}

describe('profile photo (step 2)', () => {
  it('accepts exactly 2 MB and refuses 2 MB + 1 byte with the spec message', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 1);
    const ok = await saveStep(a, creatorStep2(), { data: fixtures.png(PROFILE_PHOTO_MAX_BYTES) });
    expect(ok.statusCode, ok.body).toBe(200);
    const big = await saveStep(a, creatorStep2(), { data: fixtures.png(PROFILE_PHOTO_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: M.photoTooLarge, errors: { profile_photo: [M.photoTooLarge] } });
    const files = await sessionFiles(a);
    expect(files).toHaveLength(1);
    expect((await a.get('/api/creators/registration')).json().data).toMatchObject({ photoUploaded: true, profilePhotoId: files[0]!.id });
  });

  it('refuses a fake image whatever its name and type claim', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 1);
    const res = await saveStep(a, creatorStep2(), { data: fixtures.text(500), filename: 'me.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_photo).toEqual([M.photoWrongType]);
    expect(await sessionFiles(a)).toEqual([]);
  });

  it.each([
    ['JPEG', fixtures.jpeg(), 'image/jpeg'],
    ['GIF', fixtures.gif(), 'image/gif'],
  ])('accepts a %s', async (_kind, data, mime) => {
    const a = t.agent();
    await saveStepsUpTo(a, 1);
    expect((await saveStep(a, creatorStep2(), { data, filename: 'x.bin' })).statusCode).toBe(200);
    expect((await sessionFiles(a)).map((f) => f.mimeType)).toEqual([mime]);
  });

  it('keeps one photo: a new one replaces the old, one sent with a later step or a failed step is dropped', async () => {
    const a = t.agent();
    await saveStepsUpTo(a, 1);
    await saveStep(a, creatorStep2(), { data: fixtures.png(), filename: 'first.png' });
    await saveStep(a, creatorStep2(), { data: fixtures.png(), filename: 'second.png' });
    await saveStep(a, creatorStep2({ bio: 'too short' }), { data: fixtures.png(), filename: 'failed.png' });
    await saveStep(a, creatorStep3(), { data: fixtures.png(), filename: 'later.png' });
    expect((await sessionFiles(a)).map((f) => f.originalName)).toEqual(['second.png']);
  });
});

describe('bad input gets a 4xx, never a 500', () => {
  it('requires the CSRF token (419)', async () => {
    const a = t.agent();
    await a.ensureCsrf();
    const res = await a.post('/api/creators/save-step', creatorStep1(), { csrf: false });
    expect(res.statusCode).toBe(419);
    expect((await a.post('/api/creators/register', {}, { csrf: false })).statusCode).toBe(419);
  });

  it.each([
    ['wrong types', { step: 1, firstName: 12, lastName: ['a'], email: { x: 1 }, password: true, phoneNumber: null }],
    ['a list as the step', { step: [1, 2] }],
    ['nothing', {}],
    ['step 5 with an object for categories', { step: 5, selectedCategories: { a: 1 }, termsAccepted: { yes: true } }],
  ])('%s → 422', async (_name, payload) => {
    const a = t.agent();
    if ((payload as { step?: unknown }).step === 5) await saveStepsUpTo(a, 4);
    const res = await a.post('/api/creators/save-step', payload);
    expect(res.statusCode, res.body).toBe(422);
  });

  it('a 10 MB string is refused (413 as JSON, 422 in a multipart field)', async () => {
    const a = t.agent();
    const huge = 'x'.repeat(10 * 1024 * 1024);
    expect((await a.post('/api/creators/save-step', creatorStep1({ bio: huge }))).statusCode).toBe(413);
    const res = await saveStep(a, creatorStep1({ firstName: huge }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ first_name: ['This value is too long.'] });
  });

  it('malformed JSON and a plain-text body are refused', async () => {
    const a = t.agent();
    const bad = await a.request({
      method: 'POST',
      url: '/api/creators/save-step',
      payload: '{"step":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const text = await a.request({
      method: 'POST',
      url: '/api/creators/register',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});

async function rowCounts() {
  const count = async (table: typeof users | typeof creatorProfiles | typeof socialAccounts) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { users: await count(users), profiles: await count(creatorProfiles), socials: await count(socialAccounts) };
}

describe('nothing half-written', () => {
  it('a register that fails inside its transaction leaves no user, profile, social rows or lost photo', async () => {
    const a = t.agent();
    const [s1] = await saveStepsUpTo(a, 5, {}, { data: fixtures.png(5000) });
    const email = String(s1!.email);
    // A code sent moments ago makes issuing the verification code fail (cooldown) after the account rows were written.
    const now = t.clock.now();
    await t.db.insert(verificationCodes).values({ email, purpose: 'verify_email', codeHash: 'x', expiresAt: now, lastSentAt: now });
    const before = await rowCounts();
    const res = await submitRegistration(a);
    expect(res.statusCode).toBe(429);

    expect(await rowCounts()).toEqual(before);
    expect(await userByEmail(email)).toBeUndefined();
    expect((await sessionFiles(a)).map((f) => f.ownerUserId)).toEqual([null]);
    expect((await a.get('/api/creators/registration')).json().step).toBe(5);

    await t.db.delete(verificationCodes).where(eq(verificationCodes.email, email));
    expect((await submitRegistration(a)).statusCode).toBe(200);
    const user = await userByEmail(email);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user!.id))).toHaveLength(3);
  });
});
