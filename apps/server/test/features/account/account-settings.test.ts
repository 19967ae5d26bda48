import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { auditLog, creatorProfiles, sessions, users } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { latestCodeFor, latestMailTo } from '../../helpers/mail-codes';
import { searchableCreator } from '../creator-search/searchable-creator';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const del = (agent: TestAgent, url: string, payload?: unknown) => agent.request({ method: 'DELETE', url, payload: payload as never });
const auditsOf = async (userId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

async function signedIn(kind: 'brand' | 'creator' = 'creator') {
  const user = await t.createUser({ userType: kind });
  return { user, agent: await t.injectAs(user) };
}

describe('GET /api/account', () => {
  it.each(['brand', 'creator'] as const)('answers the signed-in %s’s name and e-mail', async (kind) => {
    const { user, agent } = await signedIn(kind);
    const res = await agent.get('/api/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: user.id, name: user.name, email: user.email, pending_email: null } });
  });

  it('answers 403 to an operator', async () => {
    const operator = await t.createUser({ userType: 'operator' });
    const agent = t.agent();
    const login = await agent.post('/ops/login', { email: operator.email, password: operator.password });
    expect(login.statusCode, login.body).toBe(200);
    expect((await agent.get('/api/account')).statusCode).toBe(403);
    expect((await agent.request({ method: 'DELETE', url: '/api/account', payload: { password: operator.password } })).statusCode).toBe(403);
  });
});

describe('PUT /api/account/name', () => {
  it.each(['brand', 'creator'] as const)('renames a %s, answers the account, and audits it', async (kind) => {
    const { user, agent } = await signedIn(kind);
    const res = await agent.put('/api/account/name', { name: '  Asha Menon ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.nameSaved, user: { name: 'Asha Menon', email: user.email } });
    expect((await agent.get('/api/user')).json().name).toBe('Asha Menon');
    expect(await auditsOf(user.id, 'account.name_changed')).toHaveLength(1);
  });

  it('keeps a creator’s profile names in step, and asks a creator for both names', async () => {
    const { user } = await searchableCreator(t, { word: 'settings', first: 'Old', last: 'Name' });
    const agent = await t.injectAs(user);
    expect((await agent.put('/api/account/name', { name: 'Meera  Devi Iyer' })).statusCode).toBe(200);
    const [profile] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: 'Meera Devi', lastName: 'Iyer' });
    const single = await agent.put('/api/account/name', { name: 'Meera' });
    expect(single.statusCode).toBe(422);
    expect(single.json().errors).toEqual({ name: [M.nameBothParts] });
  });

  it.each([
    ['empty', { name: '   ' }, M.nameRequired],
    ['missing', {}, M.nameRequired],
    ['a number', { name: 5 }, M.nameRequired],
    ['too long', { name: 'a'.repeat(121) }, M.tooLong],
  ])('refuses a name that is %s with 422', async (_what, body, message) => {
    const { agent } = await signedIn();
    const res = await agent.put('/api/account/name', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([message]);
  });
});

describe('PUT /api/account/password', () => {
  const body = (user: TestUser, password = 'New-Password-42') => ({
    current_password: user.password,
    password,
    password_confirmation: password,
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const here = await t.injectAs(user);
    const phone = await t.injectAs(user);
    const laptop = await t.injectAs(user);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const res = await here.put('/api/account/password', body(user));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.passwordChanged);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const login = await t.agent().post('/brand/login', { email: user.email, password: 'New-Password-42' });
    expect(login.statusCode, login.body).toBe(200);
    expect(await auditsOf(user.id, 'account.password_changed')).toHaveLength(1);
    expect((await latestMailTo(t.db, user.email))?.subject).toBe('Your Amplio password was changed');
  });

  it('answers 422 on current_password for a wrong current password and changes nothing', async () => {
    const { user, agent } = await signedIn();
    const other = await t.injectAs(user);
    const res = await agent.put('/api/account/password', { ...body(user), current_password: 'not-it-at-all' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [M.currentPasswordWrong] });
    expect((await other.get('/api/user')).statusCode).toBe(200);
  });

  it('uses registration’s rules: at least 8 characters, and the two must match', async () => {
    const { user, agent } = await signedIn();
    const short = await agent.put('/api/account/password', body(user, 'Short-7'));
    expect(short.json().errors.password).toEqual([M.passwordTooShort]);
    const differ = await agent.put('/api/account/password', { ...body(user), password_confirmation: 'Something-else-1' });
    expect(differ.json().errors.password_confirmation).toEqual([M.passwordsDiffer]);
    const missing = await agent.put('/api/account/password', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
  });
});

describe('E-mail change', () => {
  it('mails a code to the new address and a notice to the old; the old one works until the code switches it', async () => {
    const { user, agent } = await signedIn('creator');
    const next = `new-${user.id.slice(0, 8)}@example.test`;
    const res = await agent.post('/api/account/email', { email: next.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ retry_after: 30, user: { email: user.email, pending_email: next } });
    expect((await latestMailTo(t.db, user.email))?.text).toContain(next);
    const code = await latestCodeFor(t.db, next);
    // Still the old address until the code is used.
    expect((await t.agent().post('/creator/login', { email: user.email, password: user.password })).json().success).toBe(true);
    const wrong = await agent.post('/api/account/email/verify', { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    const ok = await agent.post('/api/account/email/verify', { otp: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.emailChanged(next), user: { email: next, pending_email: null } });
    expect((await agent.get('/api/user')).json().email).toBe(next);
    expect((await t.agent().post('/creator/login', { email: next, password: user.password })).json().success).toBe(true);
    expect(await auditsOf(user.id, 'account.email_changed')).toHaveLength(1);
  });

  it('refuses an address another account uses, in registration’s style', async () => {
    const { agent } = await signedIn('brand');
    const other = await t.createUser({ userType: 'creator' });
    const res = await agent.post('/api/account/email', { email: other.email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [M.emailTaken] });
  });

  it('refuses its own address, a bad address and a code with nothing pending', async () => {
    const { user, agent } = await signedIn();
    expect((await agent.post('/api/account/email', { email: user.email })).json().errors).toEqual({ email: [M.emailSame] });
    expect((await agent.post('/api/account/email', { email: 'not-an-email' })).json().errors).toEqual({ email: [M.emailInvalid] });
    expect((await agent.post('/api/account/email', { email: ['a@b.co'] })).statusCode).toBe(422);
    expect((await agent.post('/api/account/email/verify', { otp: '123456' })).json().errors).toEqual({ otp: [M.emailNoPending] });
    expect((await agent.post('/api/account/email/verify', { otp: '12' })).json().errors).toEqual({ otp: [M.otpFormat] });
  });

  it('keeps the 30 s resend cooldown with 429 and retry_after', async () => {
    const { user, agent } = await signedIn();
    const next = `cool-${user.id.slice(0, 8)}@example.test`;
    expect((await agent.post('/api/account/email', { email: next })).statusCode).toBe(200);
    const again = await agent.post('/api/account/email', { email: next });
    expect(again.statusCode).toBe(429);
    expect(again.json().retry_after).toBeGreaterThan(0);
    expect(again.json().message).toBe(VERIFICATION_MESSAGES.resendWait(again.json().retry_after));
    t.clock.advance(31_000);
    expect((await agent.post('/api/account/email', { email: next })).statusCode).toBe(200);
  });

  it('does not switch when someone registered the address meanwhile', async () => {
    const { user, agent } = await signedIn();
    const next = `race-${user.id.slice(0, 8)}@example.test`;
    await agent.post('/api/account/email', { email: next });
    const code = await latestCodeFor(t.db, next);
    await t.createUser({ email: next });
    const res = await agent.post('/api/account/email/verify', { otp: code });
    expect(res.statusCode).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});

describe('Sessions', () => {
  it('lists the account’s sessions with the current one marked, and never another account’s', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const here = await t.injectAs(user);
    await t.injectAs(user);
    await t.injectAs(await t.createUser());
    const res = await here.get('/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(Object.keys(data[0]).sort()).toEqual(['created_at', 'current', 'id', 'last_seen_at', 'user_agent']);
    expect(res.body).not.toMatch(/id_hash|idHash/);
  });

  it('"sign out everywhere else" ends the other sessions and keeps this one', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const here = await t.injectAs(user);
    const there = await t.injectAs(user);
    const res = await del(here, '/api/account/sessions/others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended: 1, message: M.othersSignedOut(1) });
    expect((await there.get('/api/user')).statusCode).toBe(401);
    expect((await here.get('/api/account/sessions')).json().data).toHaveLength(1);
    expect(await auditsOf(user.id, 'account.other_sessions_ended')).toHaveLength(1);
  });

  it('moves last_seen_at at most once a minute', async () => {
    const { agent } = await signedIn();
    const first = (await agent.get('/api/account/sessions')).json().data[0].last_seen_at;
    t.clock.advance(30_000);
    expect((await agent.get('/api/account/sessions')).json().data[0].last_seen_at).toBe(first);
    t.clock.advance(31_000);
    expect((await agent.get('/api/account/sessions')).json().data[0].last_seen_at).not.toBe(first);
  });
});

describe('Access', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/account'],
    ['PUT', '/api/account/name', { name: 'X' }],
    ['PUT', '/api/account/password', { current_password: 'a', password: 'abcdefgh', password_confirmation: 'abcdefgh' }],
    ['POST', '/api/account/email', { email: 'a@b.co' }],
    ['POST', '/api/account/email/verify', { otp: '123456' }],
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/others'],
    ['POST', '/api/account/export'],
    ['DELETE', '/api/account', { password: 'x' }],
  ];

  it.each(routes)('%s %s answers 401 to an anonymous visitor', async (method, url, payload) => {
    const res = await t.agent().request({ method: method as 'GET', url, payload: payload as never });
    expect(res.statusCode).toBe(401);
  });

  it.each(routes.filter(([method]) => method !== 'GET'))('%s %s answers 419 without the CSRF token', async (method, url, payload) => {
    const { agent } = await signedIn();
    const res = await agent.request({ method: method as 'POST', url, payload: payload as never, csrf: false });
    expect(res.statusCode).toBe(419);
  });
});
