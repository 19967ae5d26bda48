import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { CREATOR_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/creator-profile';
import { CREATOR_REGISTRATION_MESSAGES as R } from '@amplio/shared/schemas/creator-registration-messages';
import { storedFiles, users } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { createCreatorWithProfile, PROFILE_BIO, profileBody } from './creator-with-profile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (a: TestAgent, payload: unknown, opts: { csrf?: boolean } = {}) =>
  a.request({ method: 'PUT', url: '/api/creator/profile', payload: payload as object, ...opts });

function uploadPhoto(a: TestAgent, data: Buffer, opts: { csrf?: boolean; field?: string } = {}) {
  const body = multipartBody([{ name: opts.field ?? 'profile_photo', filename: 'me.png', contentType: 'image/png', data }]);
  return a.request({ method: 'POST', url: '/api/creator/profile/photo', payload: body.payload, headers: body.headers, csrf: opts.csrf });
}

async function signedInCreator() {
  const c = await createCreatorWithProfile(t);
  return { ...c, agent: await t.injectAs(c.user) };
}

describe('GET /api/creator/profile', () => {
  it('answers what registration collected, with the e-mail and no photo', async () => {
    const { agent, user, username } = await signedInCreator();
    const res = await agent.get('/api/creator/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        name: 'Asha Rao',
        email: user.email,
        first_name: 'Asha',
        last_name: 'Rao',
        username,
        bio: PROFILE_BIO,
        profile_photo: null,
        address1: '12 Hill Road',
        address2: null,
        country: 'IN',
        state: 'Maharashtra',
        city: 'Mumbai',
        postal_code: '400050',
        timezone: 'Asia/Kolkata',
        selected_categories: ['food'],
        content_type: 'video',
        country_code: '+91',
        phone_number: '9876543210',
        gender: 'female',
        date_of_birth: '1996-04-02',
        language: 'English',
        audience_size: 'small',
        pan: null,
        updated_at: expect.any(String),
      },
    });
  });

  it('answers 404 with a clear message for a creator account without a profile', async () => {
    const bare = await t.injectAs(await t.createUser({ userType: 'creator' }));
    const res = await bare.get('/api/creator/profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});

describe('PUT /api/creator/profile', () => {
  it('saves every field and renames the account, as the dropdown and /api/user show', async () => {
    const { agent } = await signedInCreator();
    const username = `Asha_${Date.now()}`;
    const res = await put(
      agent,
      profileBody({ first_name: 'Asha', last_name: 'Kulkarni', username: `@${username}`, address2: 'Flat 4', content_type: 'photo' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.updated,
      data: {
        name: 'Asha Kulkarni',
        last_name: 'Kulkarni',
        username,
        address2: 'Flat 4',
        selected_categories: ['food', 'travel'],
        content_type: 'photo',
      },
    });
    const me = (await agent.get('/api/user')).json().user;
    expect(me.name).toBe('Asha Kulkarni');
    expect(me.creator_profile.username).toBe(username);
  });

  it("refuses another creator's username in any case with registration's message, and keeps one's own", async () => {
    const taken = await createCreatorWithProfile(t, { username: `Taken_${Date.now()}` });
    const { agent, username } = await signedInCreator();
    const res = await put(agent, profileBody({ username: taken.username.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: R.usernameTaken, errors: { username: [R.usernameTaken] } });
    const own = await put(agent, profileBody({ username: username.toUpperCase() }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('lets only one of two creators claim the same free username at once', async () => {
    const a = await signedInCreator();
    const b = await signedInCreator();
    const username = `race_${Date.now()}`;
    const results = await Promise.all([put(a.agent, profileBody({ username })), put(b.agent, profileBody({ username }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().errors).toEqual({ username: [R.usernameTaken] });
  });

  it("applies registration's rules and messages", async () => {
    const { agent } = await signedInCreator();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'username', R.usernameTooShort],
      [{ username: '9lives' }, 'username', R.usernameStart],
      [{ username: 'a b' }, 'username', R.usernameChars],
      [{ username: '' }, 'username', R.usernameRequired],
      [{ bio: '' }, 'bio', R.bioRequired],
      [{ bio: 'x'.repeat(49) }, 'bio', R.bioTooShort(49)],
      [{ first_name: ' ' }, 'first_name', R.firstNameRequired],
      [{ address1: '' }, 'address1', R.address1Required],
      [{ country: 'ZZ' }, 'country', R.countryRequired],
      [{ postal_code: '4000501' }, 'postal_code', R.postalCodeIndia],
      [{ postal_code: '4110' }, 'postal_code', R.postalCodeIndia],
      [{ country: 'US', postal_code: '12345-67890' }, 'postal_code', R.postalCodeTooLong(10)],
      [{ timezone: 'Mars/Base' }, 'timezone', R.timezoneRequired],
      [{ selected_categories: [] }, 'selected_categories', R.categoriesRequired],
      [{ selected_categories: ['knitting'] }, 'selected_categories', R.categoriesRequired],
      [{ content_type: 'podcast' }, 'content_type', R.contentTypeRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await put(agent, profileBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toEqual([message]);
    }
    expect((await put(agent, profileBody({ bio: 'x'.repeat(50) }))).statusCode).toBe(200);
    expect((await put(agent, profileBody({ postal_code: '400050' }))).statusCode).toBe(200);
  });

  it('refuses wrong types, an empty body and 10 MB strings with a 4xx, and changes nothing', async () => {
    const { agent } = await signedInCreator();
    const before = (await agent.get('/api/creator/profile')).json().data;
    for (const body of [{}, [], profileBody({ first_name: 42 }), profileBody({ selected_categories: { a: 1 } })]) {
      const res = await put(agent, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await put(agent, profileBody({ bio: 'a'.repeat(10 * 1024 * 1024) }))).statusCode).toBe(413);
    const after = (await agent.get('/api/creator/profile')).json().data;
    expect(after.first_name).toBe(before.first_name);
    expect(after.bio).toBe(before.bio);
  });
});

describe('the profile photo', () => {
  it('stores an uploaded photo, serves it to its owner only, and deletes the one it replaces', async () => {
    const { agent } = await signedInCreator();
    const first = await uploadPhoto(agent, fixtures.png(5_000));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: M.photoUpdated, profile_photo: expect.stringMatching(/^\/api\/files\//) });
    const firstUrl = first.json().profile_photo;
    expect((await agent.get(firstUrl)).statusCode).toBe(200);
    expect((await t.agent().get(firstUrl)).statusCode).not.toBe(200);

    const second = await uploadPhoto(agent, fixtures.png(6_000));
    expect((await agent.get('/api/creator/profile')).json().data.profile_photo).toBe(second.json().profile_photo);
    const firstId = firstUrl.split('/').at(-1);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, firstId))).toEqual([]);

    const removed = await agent.request({ method: 'DELETE', url: '/api/creator/profile/photo' });
    expect(removed.json()).toEqual({ success: true, message: M.photoRemoved, profile_photo: null });
    expect((await agent.get('/api/creator/profile')).json().data.profile_photo).toBeNull();
  });

  it("refuses a file that is not an image, one over 2 MB (at +1 byte) and no file, with registration's messages", async () => {
    const { agent } = await signedInCreator();
    const text = await uploadPhoto(agent, fixtures.text(500));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe(UPLOAD_MESSAGES.photoWrongType);
    const big = await uploadPhoto(agent, fixtures.png(2 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(UPLOAD_MESSAGES.photoTooLarge);
    const none = await uploadPhoto(agent, Buffer.from(''), { field: 'other' });
    expect(none.statusCode).toBe(422);
    const json = await agent.request({ method: 'POST', url: '/api/creator/profile/photo', payload: {} });
    expect(json.statusCode).toBe(415);
    expect((await agent.get('/api/creator/profile')).json().data.profile_photo).toBeNull();
  });

  it('answers 422 with a message that says what to do when the form carries no photo', async () => {
    const { agent } = await signedInCreator();
    const body = multipartBody([{ name: 'note', value: 'hello' }]);
    const res = await agent.request({ method: 'POST', url: '/api/creator/profile/photo', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.photoMissing, errors: { profile_photo: [M.photoMissing] } });
  });
});

describe('GET /api/creator/alerts/unread-count', () => {
  it('answers 0 while the creator has no alerts', async () => {
    const { agent } = await signedInCreator();
    expect((await agent.get('/api/creator/alerts/unread-count')).json()).toEqual({ success: true, unread_count: 0 });
  });
});

describe('who may call the creator profile routes', () => {
  const routes = [
    { method: 'GET', url: '/api/creator/profile' },
    { method: 'PUT', url: '/api/creator/profile' },
    { method: 'POST', url: '/api/creator/profile/photo' },
    { method: 'DELETE', url: '/api/creator/profile/photo' },
    { method: 'GET', url: '/api/creator/alerts/unread-count' },
  ] as const;

  it('answers 401 to a visitor and 403 to a brand on every route', async () => {
    const brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
    for (const route of routes) {
      const anon = await t.agent().request({ ...route, payload: route.method === 'PUT' ? profileBody() : undefined });
      expect(anon.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anon.json().message).toBe(HTTP_MESSAGES.unauthenticated);
      const asBrand = await brand.request({ ...route, payload: route.method === 'PUT' ? profileBody() : undefined });
      expect(asBrand.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 419 to every write without the CSRF token, and changes nothing', async () => {
    const { agent, user } = await signedInCreator();
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const res = await agent.request({ ...route, payload: profileBody({ last_name: 'Changed' }), csrf: false });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(419);
    }
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Asha Rao');
  });
});
