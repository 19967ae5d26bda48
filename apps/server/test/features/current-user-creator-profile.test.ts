import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { saveStepsUpTo, submitRegistration } from '../helpers/creator-wizard';
import { fixtures } from '../helpers/file-fixtures';
import { latestCodeFor } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user for a creator', () => {
  it('adds the profile photo (served to its owner) and the username', async () => {
    const a = t.agent();
    const photo = fixtures.png(5_000);
    const [s1, s2] = await saveStepsUpTo(a, 5, { 2: { username: 'Photo.Creator' } }, { data: photo });
    expect((await submitRegistration(a)).statusCode).toBe(200);
    const email = String(s1!.email);
    const verified = await a.post('/api/creators/verify-otp', { email, otp: await latestCodeFor(t.db, email) });
    expect(verified.statusCode, verified.body).toBe(200);

    const me = (await a.get('/api/user')).json();
    expect(me.user.creator_profile).toEqual({
      username: s2!.username,
      profile_photo: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
    });
    expect(me.creator_profile).toEqual(me.user.creator_profile);
    const file = await a.get(me.user.creator_profile.profile_photo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Nobody else can read it.
    expect((await t.agent().get(me.user.creator_profile.profile_photo)).statusCode).not.toBe(200);
  });

  it('answers null for a creator without a profile, and nothing for a brand', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    expect((await (await t.injectAs(creator)).get('/api/user')).json().user.creator_profile).toBeNull();
    const brand = await t.createUser({ userType: 'brand' });
    expect((await (await t.injectAs(brand)).get('/api/user')).json().user).not.toHaveProperty('creator_profile');
  });
});
