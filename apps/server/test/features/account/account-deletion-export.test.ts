import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import { accountExports, auditLog, payoutMethods, sessions, users } from '../../../src/db/schema/index';
import { ACCOUNT_EXPORT_JOBS } from '../../../src/features/account/account-export';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { latestMailTo } from '../../helpers/mail-codes';
import { createCampaign, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { creatorWithEarnings, fundedCampaign, scriptWithMoney, upi, withdraw } from '../wallet/wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const deleteAccount = (agent: TestAgent, password: string) =>
  agent.request({ method: 'DELETE', url: '/api/account', payload: { password } });

describe('DELETE /api/account', () => {
  it('refuses a creator with money in the wallet, naming the amount, and deletes nothing', async () => {
    const { user, agent } = await creatorWithEarnings(t, [2_500]);
    const res = await deleteAccount(agent, user.password);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'wallet', message: M.blockedWallet('₹2,500') });
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses a creator whose payout is pending, then one whose script holds a reservation', async () => {
    const { user, agent, campaign } = await creatorWithEarnings(t, [1_000]);
    expect((await withdraw(agent, upi(1_000))).statusCode).toBe(201);
    const pending = await deleteAccount(agent, user.password);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ reason: 'payouts', message: M.blockedPayouts('₹1,000') });

    const other = await t.createUser({ userType: 'creator' });
    await scriptWithMoney(t, { creatorId: other.id, campaign, rupees: 700, outcome: 'open' });
    const res = await deleteAccount(await t.injectAs(other), other.password);
    expect(res.json()).toMatchObject({ reason: 'reservations', message: M.blockedReservations('₹700') });
  });

  it('refuses a brand whose campaign holds escrow', async () => {
    const campaign = await fundedCampaign(t, { fundRupees: 50_000 });
    const res = await deleteAccount(await t.injectAs(campaign.brandUser), campaign.brandUser.password);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'escrow', message: M.blockedEscrow('₹50,000') });
  });

  it('answers 422 on password for a wrong password', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const res = await deleteAccount(await t.injectAs(user), 'wrong-password');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [M.deletePasswordWrong] });
    const missing = await (await t.injectAs(user)).request({ method: 'DELETE', url: '/api/account', payload: {} });
    expect(missing.json().errors).toEqual({ password: [M.deletePasswordRequired] });
  });

  it.each(['brand', 'creator'] as const)('anonymises a %s with no money held, ends every session and audits it', async (kind) => {
    const user = await t.createUser({ userType: kind, name: 'Priya Sharma' });
    const agent = await t.injectAs(user);
    const elsewhere = await t.injectAs(user);
    const res = await deleteAccount(agent, user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted account' });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const login = await t
      .agent()
      .post(kind === 'brand' ? '/brand/login' : '/creator/login', { email: user.email, password: user.password });
    expect(login.json().success).not.toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'account.deleted')));
    expect(audits).toHaveLength(1);
    // The address is free again.
    expect((await t.createUser({ email: user.email })).email).toBe(user.email);
  });
});

describe('DELETE /api/account: what goes', () => {
  it('erases a creator’s saved payout methods', async () => {
    const user = await t.createUser({ userType: 'creator' });
    await t.db
      .insert(payoutMethods)
      .values({ creatorId: user.id, method: 'upi', upiId: 'meera@okhdfc', isDefault: true, createdAt: t.clock.now() });
    const res = await deleteAccount(await t.injectAs(user), user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.creatorId, user.id))).toHaveLength(0);
  });
});

describe('POST /api/account/export', () => {
  it('answers 202, and the job mails a 24-hour link only the owner can use', async () => {
    const { user, agent } = await creatorWithEarnings(t, [1_200, 800]);
    const res = await agent.post('/api/account/export');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(M.exportQueued);
    expect(await t.runJobs({ name: ACCOUNT_EXPORT_JOBS.build })).toBe(1);
    const mail = await latestMailTo(t.db, user.email);
    // The mailed link opens the settings page, which offers the files at the download route.
    const link = mail?.text.match(/https?:\/\/\S+\/creator\/dashboard\/settings\?\S+/)?.[0];
    expect(link, mail?.text).toBeDefined();
    const query = new URL(link!).searchParams;
    const path = `/api/account/export/${query.get('export')}?expires=${query.get('expires')}&signature=${query.get('signature')}`;

    const json = await agent.get(path);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toContain('attachment');
    const data = JSON.parse(json.body);
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(json.body).not.toContain('password_hash');
    expect(data.money.length).toBeGreaterThanOrEqual(2);

    const csv = await agent.get(`${path}&file=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('date,account,kind,from,to,amount_inr,reference');
    expect(csv.body).toContain('1200.00');

    const stranger = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await stranger.get(path)).statusCode).toBe(410);
    expect((await t.agent().get(path)).statusCode).toBe(401);
    expect((await agent.get(path.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(410);
    expect((await agent.get(path.replace(/expires=\d+/, 'expires=abc'))).statusCode).toBe(422);

    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await agent.get(path)).statusCode).toBe(410);
    await t.runJobs({ name: ACCOUNT_EXPORT_JOBS.expire, includeDelayed: true });
    expect(await t.db.select().from(accountExports).where(eq(accountExports.userId, user.id))).toHaveLength(0);
  });

  it('works for a brand too, with its tax invoices and its plan', async () => {
    const { user, agent } = await signedInBrand(t);
    const campaign = await createCampaign(t, agent, { budget: 10_000 });
    await fundAndCapture(t, agent, campaign.id, 10_000);
    expect((await agent.post('/api/account/export')).statusCode).toBe(202);
    await t.runJobs({ name: ACCOUNT_EXPORT_JOBS.build });
    const [row] = await t.db.select().from(accountExports).where(eq(accountExports.userId, user.id));
    expect(row?.readyAt).toBeInstanceOf(Date);

    const mail = await latestMailTo(t.db, user.email);
    const query = new URL(mail?.text.match(/https?:\/\/\S+\?\S*export=\S+/)?.[0] ?? 'http://x/').searchParams;
    const res = await agent.get(
      `/api/account/export/${query.get('export')}?expires=${query.get('expires')}&signature=${query.get('signature')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(res.body);
    expect(data.data.tax_invoices, "the funding's tax invoice is in the file").toHaveLength(1);
    expect(res.body).toContain('"brand_billing"');
  });
});
