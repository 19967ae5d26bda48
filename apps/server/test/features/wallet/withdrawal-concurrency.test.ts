import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { payouts } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { creatorWithEarnings, expectLedgerConsistent, upi, withdraw } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('parallel withdrawals', () => {
  it('50 withdrawals sent at once never take the wallet below zero: exactly floor(balance / amount) succeed', async () => {
    const { user, agent } = await creatorWithEarnings(t, [1_000, 1_150]);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(agent, upi(300))));
    const accepted = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(accepted).toHaveLength(Math.floor(2_150 / 300));
    expect(refused.every((r) => r.statusCode === 422 && r.json().errors.amount[0] === WALLET_MESSAGES.amountOverBalance)).toBe(true);
    expect(await t.db.select().from(payouts).where(eq(payouts.creatorId, user.id))).toHaveLength(7);
    const earnings = (await agent.get('/api/creator/earnings')).json();
    expect(earnings).toMatchObject({ available_balance: 50, pending_withdrawals: 2_100, lifetime_earnings: 2_150, total_earnings: 50 });
    await expectLedgerConsistent(t);
  });
});
