import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { PAYOUT_NOTICES } from '@amplio/shared/schemas/wallet';
import { auditLog, notifications, ledgerTransfers, payoutStatusEvents } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { bank, creatorWithEarnings, expectLedgerConsistent, signInOperator, upi, withdraw } from '../wallet/wallet-helpers';

let t: TestApp;
let ops: TestAgent;
let operatorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signInOperator(t);
  ops = signedIn.agent;
  operatorId = signedIn.user.id;
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await t.close();
});

/** A creator with ₹5,000 earned and one withdrawal of `amount` requested. */
async function requested(amount = 1_000, body: Record<string, unknown> = upi(amount)) {
  const creator = await creatorWithEarnings(t, [5_000]);
  const res = await withdraw(creator.agent, body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...creator, payoutId: res.json().data.id as string };
}

const available = async (agent: TestAgent) => (await agent.get('/api/creator/earnings')).json().available_balance as number;
const settle = (id: string, utr: unknown = 'HDFCN52026112400123') => ops.post(`/api/ops/payouts/${id}/settle`, { utr });
const fail = (id: string, reason: unknown = 'The account is closed.') => ops.post(`/api/ops/payouts/${id}/fail`, { reason });

describe('GET /api/ops/payouts', () => {
  it('lists the queue oldest first with counts per status, the full destination and each payout’s timeline', async () => {
    const first = await requested(1_000, bank(1_000));
    t.clock.advance(1_000);
    const second = await requested(2_000);
    const res = await ops.get('/api/ops/payouts?status=pending&per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.test_mode).toBe(true);
    const ids = body.data.data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(first.payoutId)).toBeLessThan(ids.indexOf(second.payoutId));
    const row = body.data.data.find((p: { id: string }) => p.id === first.payoutId);
    expect(row).toMatchObject({
      creator: { id: first.user.id, name: first.user.name, email: first.user.email },
      amount: 1_000,
      payment_method: 'bank',
      account_number: '123456789012',
      ifsc: 'HDFC0001234',
      account_holder_name: 'Ravi Kumar',
      upi_id: null,
      status: 'pending',
      provider: null,
      utr: null,
      events: [{ status: 'pending', source: 'creator', note: null }],
    });
    expect(body.counts.pending).toBeGreaterThanOrEqual(2);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 100, total: body.counts.pending });
  });

  it('filters by status and refuses an unknown one', async () => {
    const { payoutId } = await requested(300);
    expect((await settle(payoutId)).statusCode).toBe(200);
    const paid = (await ops.get('/api/ops/payouts?status=paid')).json();
    expect(paid.data.data[0]).toMatchObject({ id: payoutId, status: 'paid', utr: 'HDFCN52026112400123' });
    expect(paid.data.data.every((p: { status: string }) => p.status === 'paid')).toBe(true);
    const all = (await ops.get('/api/ops/payouts?status=')).json();
    expect(all.data.total).toBe(Object.values(all.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const bad = await ops.get('/api/ops/payouts?status=settled');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: OPS_MESSAGES.filterInvalid, errors: { status: [OPS_MESSAGES.filterInvalid] } });
  });
});

describe('POST /api/ops/payouts/{id}/settle', () => {
  it('marks a pending payout paid, moves the money out to the bank once, and tells the creator', async () => {
    const { user, agent, payoutId } = await requested(1_200);
    const res = await settle(payoutId, '  HDFCN52026112400777 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: OPS_MESSAGES.settled,
      data: { id: payoutId, status: 'paid', utr: 'HDFCN52026112400777' },
    });
    expect(res.json().data.events.map((e: { status: string; source: string }) => [e.status, e.source])).toEqual([
      ['pending', 'creator'],
      ['paid', 'operator'],
    ]);
    const transfers = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, payoutId));
    expect(transfers.map((tr) => [tr.kind, tr.amountPaise])).toEqual([
      ['withdrawal', 120_000n],
      ['payout_settled', 120_000n],
    ]);
    expect((await agent.get('/api/creator/earnings')).json()).toMatchObject({
      available_balance: 3_800,
      pending_withdrawals: 0,
      paid_out: 1_200,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payoutId), eq(auditLog.action, 'payout.paid')));
    expect(audit).toMatchObject([
      { actorUserId: operatorId, actorRole: 'operator', data: { from: 'pending', utr: 'HDFCN52026112400777' } },
    ]);
    const alert = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.payoutId, payoutId), eq(notifications.title, PAYOUT_NOTICES.paidTitle)));
    expect(alert).toMatchObject([{ message: PAYOUT_NOTICES.paid('₹1,200', 'UPI ra…@okhdfc', 'HDFCN52026112400777') }]);
    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Withdrawal paid · Amplio');
    expect(mail?.text).toContain(PAYOUT_NOTICES.paid('₹1,200', 'UPI ra…@okhdfc', 'HDFCN52026112400777'));
    await expectLedgerConsistent(t);
  });

  it('sends the paid mail with one-click unsubscribe from money e-mails, and none once the creator switched them off', async () => {
    const first = await requested();
    expect((await settle(first.payoutId)).statusCode).toBe(200);
    const mail = await t.lastMailTo(first.user.email);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('Stop these e-mails: ');

    const second = await requested();
    expect((await second.agent.put('/api/notification-preferences', { email: { money: false } })).statusCode).toBe(200);
    const before = await t.lastMailTo(second.user.email);
    expect((await settle(second.payoutId)).statusCode).toBe(200);
    expect((await t.lastMailTo(second.user.email))?.id).toBe(before?.id);
  });

  it('settles exactly once: a second settle or a fail answers 409 and changes nothing', async () => {
    const { agent, payoutId } = await requested(500);
    expect((await settle(payoutId)).statusCode).toBe(200);
    for (const again of [await settle(payoutId, 'SBIN0000000000001'), await fail(payoutId)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(OPS_MESSAGES.notOpen('paid'));
    }
    expect(await available(agent)).toBe(4_500);
    expect(await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, payoutId))).toHaveLength(2);
  });

  it('settles once when ten operators press it at the same moment', async () => {
    const { payoutId } = await requested(700);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => settle(payoutId, `UTR0000000000${String(i).padStart(3, '0')}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const settled = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, payoutId), eq(ledgerTransfers.kind, 'payout_settled')));
    expect(settled).toHaveLength(1);
    await expectLedgerConsistent(t);
  });

  it.each([
    ['11 characters', 'HDFC1234567'],
    ['23 characters', 'H'.repeat(23)],
    ['a symbol', 'HDFC-123456789'],
    ['a space inside', 'HDFC 1234567890'],
    ['nothing', ''],
    ['a number', 123456789012],
    ['null', null],
  ])('refuses a UTR with %s', async (_name, utr) => {
    const { payoutId } = await requested(100);
    const res = await settle(payoutId, utr);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: OPS_MESSAGES.utrInvalid, errors: { utr: [OPS_MESSAGES.utrInvalid] } });
  });

  it('takes a UTR of 12 and of 22 letters or digits', async () => {
    for (const utr of ['123456789012', 'ABCDEFGHIJ0123456789XY']) {
      const { payoutId } = await requested(100);
      expect((await settle(payoutId, utr)).statusCode).toBe(200);
    }
  });
});

describe('POST /api/ops/payouts/{id}/fail', () => {
  it('marks the payout failed and returns the money to the creator’s wallet, once', async () => {
    const { user, agent, payoutId } = await requested(2_000);
    expect(await available(agent)).toBe(3_000);
    const res = await fail(payoutId, ' The beneficiary account is frozen. ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: OPS_MESSAGES.failed,
      data: { status: 'failed', failure_reason: 'The beneficiary account is frozen.' },
    });
    expect((await agent.get('/api/creator/earnings')).json()).toMatchObject({
      available_balance: 5_000,
      pending_withdrawals: 0,
      paid_out: 0,
    });
    const again = await fail(payoutId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPS_MESSAGES.notOpen('failed'));
    expect((await settle(payoutId)).statusCode).toBe(409);
    expect(await available(agent)).toBe(5_000);
    const returned = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, payoutId), eq(ledgerTransfers.kind, 'payout_failed')));
    expect(returned).toHaveLength(1);
    expect((await t.lastMailTo(user.email))?.subject).toBe('Withdrawal failed · Amplio');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payoutId), eq(auditLog.action, 'payout.failed')));
    expect(audit).toHaveLength(1);
    await expectLedgerConsistent(t);
  });

  it('needs a reason of 1 to 500 characters', async () => {
    const { payoutId } = await requested(100);
    for (const body of [{ reason: '' }, { reason: '   ' }, {}, { reason: 42 }]) {
      const res = await ops.post(`/api/ops/payouts/${payoutId}/fail`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ reason: [OPS_MESSAGES.reasonRequired] });
    }
    const long = await fail(payoutId, 'x'.repeat(501));
    expect(long.json()).toEqual({ message: OPS_MESSAGES.reasonTooLong, errors: { reason: [OPS_MESSAGES.reasonTooLong] } });
    expect((await fail(payoutId, 'x'.repeat(500))).statusCode).toBe(200);
  });
});

describe('POST /api/ops/payouts/{id}/send', () => {
  it('hands a pending payout to the provider (processing) and refuses to send it twice', async () => {
    const { payoutId } = await requested(900);
    const res = await ops.post(`/api/ops/payouts/${payoutId}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: OPS_MESSAGES.sent, data: { status: 'processing', provider: 'sandbox' } });
    expect(res.json().data.provider_payout_id).toMatch(/^pout_sbx_/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payoutId), eq(auditLog.action, 'payout.processing')));
    expect(audit).toMatchObject([{ actorUserId: operatorId, actorRole: 'operator', entityType: 'payout' }]);
    expect(audit[0]!.data).toEqual({ from: 'pending', source: 'operator' });
    const again = await ops.post(`/api/ops/payouts/${payoutId}/send`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPS_MESSAGES.notPending);
    // An operator may still settle or fail a payout the provider holds.
    expect((await settle(payoutId)).statusCode).toBe(200);
    const closed = await ops.post(`/api/ops/payouts/${payoutId}/send`);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json().message).toBe(OPS_MESSAGES.notOpen('paid'));
    await t.runJobs({ name: 'payments.sandbox-webhook', includeDelayed: true });
    const events = await t.db.select().from(payoutStatusEvents).where(eq(payoutStatusEvents.payoutId, payoutId));
    expect(events.map((e) => e.status).sort()).toEqual(['paid', 'pending', 'processing']);
  });

  it('replays an operator’s retried click with the first answer when it carries an Idempotency-Key', async () => {
    const { payoutId } = await requested(100);
    const key = randomUUID();
    const first = await ops.post(
      `/api/ops/payouts/${payoutId}/fail`,
      { reason: 'Closed account.' },
      { headers: { 'idempotency-key': key } },
    );
    const again = await ops.post(
      `/api/ops/payouts/${payoutId}/fail`,
      { reason: 'Closed account.' },
      { headers: { 'idempotency-key': key } },
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 404 for an unknown or malformed payout id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const action of ['send', 'settle', 'fail']) {
        const res = await ops.post(`/api/ops/payouts/${id}/${action}`, { utr: 'HDFCN52026112400123', reason: 'x' });
        expect(res.statusCode, `${action} ${id}`).toBe(404);
        expect(res.json().message).toBe(OPS_MESSAGES.notFound);
      }
    }
  });
});

describe('who may use the console', () => {
  it('answers 401 to anonymous callers and 403 to brands and creators, and needs the CSRF token', async () => {
    const { agent: creator, payoutId } = await requested(100);
    const brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
    const calls = [
      (a: TestAgent) => a.get('/api/ops/payouts'),
      (a: TestAgent) => a.post(`/api/ops/payouts/${payoutId}/send`, {}),
      (a: TestAgent) => a.post(`/api/ops/payouts/${payoutId}/settle`, { utr: 'HDFCN52026112400123' }),
      (a: TestAgent) => a.post(`/api/ops/payouts/${payoutId}/fail`, { reason: 'x' }),
    ];
    for (const call of calls) {
      expect((await call(t.agent())).statusCode).toBe(401);
      expect((await call(brand)).statusCode).toBe(403);
      expect((await call(creator)).statusCode).toBe(403);
    }
    const noToken = await ops.post(`/api/ops/payouts/${payoutId}/settle`, { utr: 'HDFCN52026112400123' }, { csrf: false });
    expect(noToken.statusCode).toBe(419);
    // Every pending payout of the file on one page: the queue is oldest first, so a default page may end before this one.
    const queue = (await ops.get('/api/ops/payouts?status=pending&per_page=100')).json().data.data;
    expect(queue.find((p: { id: string }) => p.id === payoutId)?.status).toBe('pending');
  });
});
