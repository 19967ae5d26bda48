import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { PAYOUT_NOTICES, WALLET_MESSAGES as M } from '@amplio/shared/schemas/wallet';
import { auditLog, notifications, idempotencyKeys, payoutStatusEvents, payouts } from '../../../src/db/schema/index';
import { beginKey } from '../../../src/lib/idempotency/idempotency.repository';
import { requestFingerprint } from '../../../src/lib/idempotency/idempotency-key';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { bank, creatorWithEarnings, expectLedgerConsistent, signInOperator, upi, WITHDRAWAL_PATH, withdraw } from './wallet-helpers';

let t: TestApp;
/** A creator with ₹10,00,000 in the wallet, for the validation cases (a refused request moves nothing). */
let rich: { user: TestUser; agent: TestAgent };

beforeAll(async () => {
  t = await buildTestApp();
  rich = await creatorWithEarnings(t, [1_000_000]);
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await t.close();
});

const balanceOf = async (agent: TestAgent) => (await agent.get('/api/creator/earnings')).json().available_balance as number;

async function expect422(body: unknown, field: string, message: string, topMessage = message) {
  const res = await withdraw(rich.agent, body);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ message: topMessage, errors: { [field]: [message] } });
}

describe('POST /api/creator/payment-history/withdrawal: the amount', () => {
  it('refuses ₹99 and takes ₹100 (the spec’s minimum)', async () => {
    await expect422(upi(99), 'amount', M.amountMin);
    expect((await withdraw(rich.agent, upi(100))).statusCode).toBe(201);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -100],
    ['text', 'a lot'],
    ['a boolean', true],
    ['null', null],
    ['an object', { rupees: 500 }],
  ])('says "Please enter a valid withdrawal amount." for %s', async (_name, amount) => {
    await expect422(upi(amount as number), 'amount', M.amountInvalid);
  });

  it('says so when the amount is missing', async () => {
    await expect422({ payment_method: 'upi', upi_id: 'ravi@okhdfc' }, 'amount', M.amountInvalid);
  });

  it('takes whole rupees only', async () => {
    await expect422(upi(150.5), 'amount', M.amountWhole);
  });

  it('reads an amount sent as text', async () => {
    const res = await withdraw(rich.agent, upi('250'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.amount).toBe(250);
  });

  it('refuses the balance + ₹1 with the spec’s message and takes exactly the balance', async () => {
    const { agent } = await creatorWithEarnings(t, [1_500]);
    const over = await withdraw(agent, upi(1_501));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ message: M.amountOverBalance, errors: { amount: [M.amountOverBalance] } });
    const exact = await withdraw(agent, upi(1_500));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().available_balance).toBe(0);
    expect(await balanceOf(agent)).toBe(0);
  });

  it('writes nothing when the amount is over the balance', async () => {
    const { user, agent } = await creatorWithEarnings(t, [500]);
    const counts = async () => ({
      payouts: (await t.db.select().from(payouts).where(eq(payouts.creatorId, user.id))).length,
      alerts: (await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).length,
      audit: (await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id))).length,
    });
    const before = await counts();
    expect((await withdraw(agent, upi(600))).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(agent)).toBe(500);
  });
});

describe('POST /api/creator/payment-history/withdrawal: the payment details', () => {
  it('refuses a missing or unknown payment method with the spec’s message', async () => {
    await expect422({ amount: 500 }, 'payment_method', M.paymentDetailsInvalid);
    await expect422({ amount: 500, payment_method: 'paypal' }, 'payment_method', M.paymentDetailsInvalid);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a bank', 'ravikumar'],
    ['with a one-letter name', 'r@okhdfc'],
    ['with spaces', 'ravi kumar@okhdfc'],
    ['a number', 12345],
  ])('refuses a UPI ID that is %s', async (_name, upiId) => {
    await expect422(upi(500, { upi_id: upiId }), 'upi_id', M.upiInvalid, M.paymentDetailsInvalid);
  });

  it.each(['ravi.kumar@okhdfc', 'ra@ybl', 'ravi_99-k@oksbi'])('takes the UPI ID %s', async (upiId) => {
    const res = await withdraw(rich.agent, upi(100, { upi_id: upiId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.destination).toEqual({ payment_method: 'upi', label: `UPI ${upiId.slice(0, 2)}…@${upiId.split('@')[1]}` });
  });

  it('refuses an account number of 8 or 19 digits and takes 9 and 18', async () => {
    for (const digits of ['12345678', '1234567890123456789', '12345678a', '']) {
      await expect422(
        bank(500, { account_number: digits, confirm_account_number: digits }),
        'account_number',
        M.accountInvalid,
        M.paymentDetailsInvalid,
      );
    }
    for (const digits of ['123456789', '123456789012345678']) {
      const res = await withdraw(rich.agent, bank(100, { account_number: digits, confirm_account_number: digits }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.destination).toEqual({ payment_method: 'bank', label: `bank account ••••${digits.slice(-4)}` });
    }
  });

  it('refuses account numbers that do not match', async () => {
    await expect422(
      bank(500, { confirm_account_number: '123456789013' }),
      'confirm_account_number',
      M.accountMismatch,
      M.paymentDetailsInvalid,
    );
  });

  it.each([
    ['a fifth character that is not 0', 'HDFC1001234'],
    ['ten characters', 'HDFC000123'],
    ['twelve characters', 'HDFC00012345'],
    ['digits first', '1234056789A'],
    ['a symbol', 'HDFC0-01234'],
    ['missing', undefined],
  ])('refuses an IFSC with %s', async (_name, ifsc) => {
    await expect422(bank(500, { ifsc }), 'ifsc', M.ifscInvalid, M.paymentDetailsInvalid);
  });

  it('takes an IFSC in lower case, stored in capitals', async () => {
    const res = await withdraw(rich.agent, bank(100, { ifsc: 'sbin0ABC123' }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, res.json().data.id));
    expect(row!.ifsc).toBe('SBIN0ABC123');
  });

  it('needs the holder’s name, at most 120 characters', async () => {
    await expect422(bank(500, { account_holder_name: '   ' }), 'account_holder_name', M.holderRequired, M.paymentDetailsInvalid);
    await expect422(bank(500, { account_holder_name: 'R'.repeat(121) }), 'account_holder_name', M.holderTooLong, M.paymentDetailsInvalid);
    await expect422(bank(500, { account_holder_name: 'R'.repeat(300) }), 'account_holder_name', M.holderTooLong, M.paymentDetailsInvalid);
    expect((await withdraw(rich.agent, bank(100, { account_holder_name: 'R'.repeat(120) }))).statusCode).toBe(201);
  });

  it('lists every wrong field at once, with payment details first in the message', async () => {
    const res = await withdraw(rich.agent, { amount: 50, payment_method: 'bank', account_number: '12', ifsc: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: M.paymentDetailsInvalid,
      errors: {
        amount: [M.amountMin],
        account_number: [M.accountInvalid],
        ifsc: [M.ifscInvalid],
        account_holder_name: [M.holderRequired],
      },
    });
  });

  it('refuses a body that is not an object, and a 10 MB one with 413', async () => {
    const list = await withdraw(rich.agent, [upi(500)]);
    expect(list.statusCode).toBe(422);
    expect(list.json().message).toBe('The request body must be a JSON object or form.');
    const huge = await withdraw(rich.agent, upi(500, { upi_id: `${'r'.repeat(10 * 1024 * 1024)}@okhdfc` }));
    expect(huge.statusCode).toBe(413);
  });
});

describe('a withdrawal that is accepted', () => {
  it('answers 201 with the payout and moves the amount from the wallet to payouts pending, with its record, audit entry and alert', async () => {
    const { user, agent } = await creatorWithEarnings(t, [2_000]);
    const res = await withdraw(agent, upi(1_500, { type: 'withdrawal', status: 'pending' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Withdrawal request submitted successfully!',
      available_balance: 500,
      data: { amount: 1_500, status: 'pending', utr: null, failure_reason: null, processing_at: null, paid_at: null, failed_at: null },
    });
    const earnings = (await agent.get('/api/creator/earnings')).json();
    expect(earnings).toMatchObject({ available_balance: 500, pending_withdrawals: 1_500, lifetime_earnings: 2_000, total_earnings: 500 });
    const events = await t.db.select().from(payoutStatusEvents).where(eq(payoutStatusEvents.payoutId, body.data.id));
    expect(events).toMatchObject([{ status: 'pending', source: 'creator', actorUserId: user.id }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.data.id), eq(auditLog.action, 'payout.requested')));
    expect(audit).toMatchObject([{ actorUserId: user.id, actorRole: 'creator', entityType: 'payout' }]);
    const alerts = await t.db.select().from(notifications).where(eq(notifications.payoutId, body.data.id));
    expect(alerts).toMatchObject([
      {
        kind: 'paymentStatus',
        title: PAYOUT_NOTICES.requestedTitle,
        message: PAYOUT_NOTICES.requested('₹1,500', 'UPI ra…@okhdfc'),
        link: '/creator/dashboard/overview',
      },
    ]);
    await expectLedgerConsistent(t);
  });
});

describe('Idempotency-Key on withdrawals', () => {
  it('refuses a request without one (400) and a malformed one', async () => {
    const missing = await withdraw(rich.agent, upi(100), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyMissing);
    const malformed = await withdraw(rich.agent, upi(100), 'bad\u0001key');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers a retry with the first answer and withdraws once', async () => {
    const { user, agent } = await creatorWithEarnings(t, [1_000]);
    const key = randomUUID();
    const first = await withdraw(agent, upi(400), key);
    const again = await withdraw(agent, upi(400), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(payouts).where(eq(payouts.creatorId, user.id))).toHaveLength(1);
    expect(await balanceOf(agent)).toBe(600);
  });

  it('refuses the same key with another body (422) and while the first is still running (409)', async () => {
    const { user, agent } = await creatorWithEarnings(t, [1_000]);
    const key = randomUUID();
    expect((await withdraw(agent, upi(400), key)).statusCode).toBe(201);
    const other = await withdraw(agent, upi(500), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] });

    const running = randomUUID();
    const now = t.clock.now();
    await beginKey(t.db, {
      userId: user.id,
      key: running,
      method: 'POST',
      path: WITHDRAWAL_PATH,
      fingerprint: requestFingerprint({ method: 'POST', url: WITHDRAWAL_PATH, body: upi(100) }),
      now,
      lockUntil: new Date(now.getTime() + 10_000),
      claim: 'a request still running',
    });
    const inFlight = await withdraw(agent, upi(100), running);
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyInFlight);
    expect(await balanceOf(agent)).toBe(600);
  });

  it('finds the first payout by its key even after the stored answer is gone, and never withdraws twice', async () => {
    const { user, agent } = await creatorWithEarnings(t, [1_000]);
    const key = randomUUID();
    const first = await withdraw(agent, upi(300), key);
    await t.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    const again = await withdraw(agent, upi(300), key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await balanceOf(agent)).toBe(700);
    await t.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect((await withdraw(agent, upi(999), key)).statusCode).toBe(422);
  });
});

describe('who may withdraw', () => {
  it('answers 401 to anonymous callers, 403 to brands and operators, and 419 without the CSRF token', async () => {
    expect((await withdraw(t.agent(), upi(100))).statusCode).toBe(401);
    const brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
    expect((await withdraw(brand, upi(100))).statusCode).toBe(403);
    const { agent: operator } = await signInOperator(t);
    expect((await withdraw(operator, upi(100))).statusCode).toBe(403);
    for (const path of ['/api/creator/earnings', '/api/creator/payment-history', '/api/creator/payment-tracker']) {
      expect((await operator.get(path)).statusCode).toBe(403);
      expect((await brand.get(path)).statusCode).toBe(403);
      expect((await t.agent().get(path)).statusCode).toBe(401);
    }
    const noToken = await rich.agent.post(WITHDRAWAL_PATH, upi(100), { headers: { 'idempotency-key': randomUUID() }, csrf: false });
    expect(noToken.statusCode).toBe(419);
  });
});
