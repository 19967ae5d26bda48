import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_METHOD_LIMITS, PAYOUT_METHOD_MESSAGES as M, type TPayoutMethod } from '@amplio/shared/schemas/payout-methods';
import { WALLET_MESSAGES as W } from '@amplio/shared/schemas/wallet';
import { auditLog, payoutMethods, payouts } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { creatorWithEarnings, expectLedgerConsistent, withdraw } from '../wallet/wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await t.close();
});

const PATH = '/api/creator/payout-methods';
const UPI = { payment_method: 'upi', upi_id: 'ravi.kumar@okhdfc' };
const BANK = {
  payment_method: 'bank',
  account_number: '123456789012',
  confirm_account_number: '123456789012',
  ifsc: 'hdfc0001234',
  account_holder_name: 'Ravi Kumar',
};

const signedInCreator = async () => t.injectAs(await t.createUser({ userType: 'creator' }));
const del = (agent: TestAgent, id: string) => agent.request({ method: 'DELETE', url: `${PATH}/${id}` });
const list = async (agent: TestAgent): Promise<TPayoutMethod[]> => (await agent.get(PATH)).json().data;
const defaults = (rows: TPayoutMethod[]) => rows.filter((r) => r.is_default).map((r) => r.label);

describe('saved payout methods', () => {
  it('saves a UPI id and a bank account, shows them masked, and makes the first the default', async () => {
    const agent = await signedInCreator();
    const first = await agent.post(PATH, UPI);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: M.created });
    expect((await agent.post(PATH, BANK)).statusCode).toBe(201);
    const rows = await list(agent);
    expect(rows.map((r) => [r.payment_method, r.label, r.is_default])).toEqual([
      ['upi', 'UPI ra…@okhdfc', true],
      ['bank', 'bank account ••••9012', false],
    ]);
    expect(rows[1]).toMatchObject({ ifsc: 'HDFC0001234', account_holder_name: 'Ravi Kumar' });
    expect(JSON.stringify(rows)).not.toContain('123456789012');
    expect(JSON.stringify(rows)).not.toContain('ravi.kumar@');
  });

  it('needs the bank account number typed twice, the same both times', async () => {
    const agent = await signedInCreator();
    const missing = await agent.post(PATH, { ...BANK, confirm_account_number: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ confirm_account_number: [M.confirmRequired] });
    const mismatch = await agent.post(PATH, { ...BANK, confirm_account_number: '123456789013' });
    expect(mismatch.json().errors).toEqual({ confirm_account_number: [W.accountMismatch] });
  });

  it('checks the IFSC format, the UPI id and the method, with the withdrawal’s messages', async () => {
    const agent = await signedInCreator();
    expect((await agent.post(PATH, { ...BANK, ifsc: 'HDFC1001234' })).json().errors).toEqual({ ifsc: [W.ifscInvalid] });
    expect((await agent.post(PATH, { ...BANK, account_holder_name: '' })).json().errors).toEqual({
      account_holder_name: [W.holderRequired],
    });
    expect((await agent.post(PATH, { payment_method: 'upi', upi_id: 'no-at-sign' })).json().errors).toEqual({ upi_id: [W.upiInvalid] });
    expect((await agent.post(PATH, { payment_method: 'cash' })).json().errors).toEqual({ payment_method: [M.methodRequired] });
  });

  it.each([
    ['no body', undefined],
    ['an array', [1, 2]],
    ['a number for the UPI id', { payment_method: 'upi', upi_id: 42 }],
    ['a huge UPI id', { payment_method: 'upi', upi_id: `${'a'.repeat(100_000)}@okhdfc` }],
  ])('answers %s with a 4xx, never a 500', async (_name, body) => {
    const res = await (await signedInCreator()).post(PATH, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses the same destination twice (409) and more than the limit', async () => {
    const agent = await signedInCreator();
    expect((await agent.post(PATH, UPI)).statusCode).toBe(201);
    const again = await agent.post(PATH, { ...UPI, upi_id: 'RAVI.KUMAR@okhdfc' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicate);
    for (let i = 1; i < PAYOUT_METHOD_LIMITS.perCreatorMax; i++) {
      expect((await agent.post(PATH, { payment_method: 'upi', upi_id: `ravi${i}@okaxis` })).statusCode).toBe(201);
    }
    const over = await agent.post(PATH, { payment_method: 'upi', upi_id: 'one.more@okaxis' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.tooMany);
  });

  it('keeps exactly one default: make_default and the make-default call move it', async () => {
    const agent = await signedInCreator();
    await agent.post(PATH, UPI);
    const bank = (await agent.post(PATH, { ...BANK, make_default: true })).json().data as TPayoutMethod[];
    expect(defaults(bank)).toEqual(['bank account ••••9012']);
    const upiId = bank.find((r) => r.payment_method === 'upi')!.id;
    const moved = await agent.post(`${PATH}/${upiId}/default`, {});
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(M.madeDefault);
    expect(defaults(moved.json().data)).toEqual(['UPI ra…@okhdfc']);
  });

  it('keeps one default when several methods are saved at once, each asking to be the default', async () => {
    const agent = await signedInCreator();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => agent.post(PATH, { payment_method: 'upi', upi_id: `ravi${n}@okaxis`, make_default: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await list(agent);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('passes the default to the oldest remaining method when the default is deleted', async () => {
    const agent = await signedInCreator();
    await agent.post(PATH, UPI);
    await agent.post(PATH, BANK);
    const [upi] = await list(agent);
    const res = await del(agent, upi!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deleted });
    expect(res.json().data.map((r: TPayoutMethod) => [r.label, r.is_default])).toEqual([['bank account ••••9012', true]]);
  });

  it('records every change in the audit log, without the full details', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(user);
    await agent.post(PATH, BANK);
    const [row] = await list(agent);
    await agent.post(`${PATH}/${row!.id}/default`, {});
    await del(agent, row!.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['payout_method.created', 'payout_method.deleted', 'payout_method.made_default']);
    expect(entries.every((e) => e.actorUserId === user.id)).toBe(true);
    expect(JSON.stringify(entries.map((e) => e.data))).not.toContain('123456789012');
  });

  it('answers another creator’s method, a missing one and a malformed id with 404', async () => {
    const owner = await signedInCreator();
    await owner.post(PATH, UPI);
    const [row] = await list(owner);
    const other = await signedInCreator();
    expect((await del(other, row!.id)).statusCode).toBe(404);
    expect((await other.post(`${PATH}/${row!.id}/default`, {})).statusCode).toBe(404);
    expect((await del(owner, crypto.randomUUID())).statusCode).toBe(404);
    expect((await del(owner, 'not-an-id')).statusCode).toBe(404);
    expect(await list(owner)).toHaveLength(1);
  });
});

describe('withdrawing to a saved method', () => {
  it('pays a saved UPI id, and deleting the method leaves the payout’s details as they were', async () => {
    const { agent, user } = await creatorWithEarnings(t, [5_000]);
    await agent.post(PATH, UPI);
    const [method] = await list(agent);
    const res = await withdraw(agent, { amount: 1_000, payout_method_id: method!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ amount: 1_000, destination: { payment_method: 'upi', label: 'UPI ra…@okhdfc' } });
    expect((await del(agent, method!.id)).statusCode).toBe(200);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, res.json().data.id));
    expect(payout).toMatchObject({ creatorId: user.id, method: 'upi', upiId: 'ravi.kumar@okhdfc', amountPaise: 100_000n });
    const [line] = (await agent.get('/api/creator/payment-history')).json().data;
    expect(line).toMatchObject({ type: 'withdrawal', payment_method: 'upi' });
    expect(line.remark).toContain('UPI ra…@okhdfc');
  });

  it('pays a saved bank account with its own details, whatever else the request says', async () => {
    const { agent } = await creatorWithEarnings(t, [5_000]);
    await agent.post(PATH, BANK);
    const [method] = await list(agent);
    const res = await withdraw(agent, { amount: 500, payout_method_id: method!.id, payment_method: 'upi', upi_id: 'x@y' });
    expect(res.statusCode, res.body).toBe(201);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, res.json().data.id));
    expect(payout).toMatchObject({ method: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234', accountHolderName: 'Ravi Kumar' });
  });

  it('answers another creator’s method id with 404 and moves no money', async () => {
    const owner = await signedInCreator();
    await owner.post(PATH, UPI);
    const [method] = await list(owner);
    const thief = await creatorWithEarnings(t, [5_000]);
    const before = (await thief.agent.get('/api/creator/earnings')).json().available_balance;
    const res = await withdraw(thief.agent, { amount: 1_000, payout_method_id: method!.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    expect((await thief.agent.get('/api/creator/earnings')).json().available_balance).toBe(before);
    expect(
      await t.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.creatorId, thief.user.id))),
    ).toHaveLength(0);
    expect((await withdraw(thief.agent, { amount: 1_000, payout_method_id: 'nope' })).statusCode).toBe(404);
  });

  it('still needs the details, or a method id, when neither is sent', async () => {
    const { agent } = await creatorWithEarnings(t, [5_000]);
    const res = await withdraw(agent, { amount: 1_000 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: W.paymentDetailsInvalid, errors: { payment_method: [W.paymentDetailsInvalid] } });
  });

  it('deletes a method a payout was paid to, and the payout keeps its bank details', async () => {
    const { agent } = await creatorWithEarnings(t, [5_000]);
    await agent.post(PATH, BANK);
    const [method] = await list(agent);
    const paid = (await withdraw(agent, { amount: 200, payout_method_id: method!.id })).json().data;
    expect((await del(agent, method!.id)).statusCode).toBe(200);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.id, method!.id))).toHaveLength(0);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, paid.id));
    expect(payout).toMatchObject({ method: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' });
  });
});
