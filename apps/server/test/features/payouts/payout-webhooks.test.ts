import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, ledgerTransfers, payoutStatusEvents, payouts } from '../../../src/db/schema/index';
import {
  SANDBOX_PAYOUT_FAILURE,
  type SandboxPayoutOutcome,
  sandboxPayoutEvent,
  sandboxUtr,
} from '../../../src/features/payments/sandbox/sandbox-events';
import { ConfigError, loadConfig } from '../../../src/config';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { postWebhook } from '../payments/payments-fixtures';
import { creatorWithEarnings, expectLedgerConsistent, signInOperator, upi, withdraw } from '../wallet/wallet-helpers';

let t: TestApp;
let ops: TestAgent;

beforeAll(async () => {
  // A minute's delay instead of the default seconds: "not due yet" must hold on a busy machine too.
  t = await buildTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '60000' } });
  ops = (await signInOperator(t)).agent;
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await t.close();
});

/** A creator with ₹3,000 earned, ₹1,000 of it withdrawn, and the payout sent to the sandbox provider. */
async function sentPayout(simulate?: SandboxPayoutOutcome) {
  const creator = await creatorWithEarnings(t, [3_000]);
  const payoutId = (await withdraw(creator.agent, upi(1_000))).json().data.id as string;
  const sent = await ops.post(`/api/ops/payouts/${payoutId}/send`, simulate ? { simulate } : {});
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...creator, payoutId, providerPayoutId: sent.json().data.provider_payout_id as string };
}

const payoutRow = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const transfersOf = (id: string) => t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, id));
const event = (p: { payoutId: string; providerPayoutId: string }, outcome: SandboxPayoutOutcome = 'processed') =>
  sandboxPayoutEvent({ ...p, amountPaise: 100_000n, outcome, at: t.clock.now() });

describe('the sandbox provider’s payout webhook', () => {
  it('arrives a few seconds after the send as a delayed job, signed, and marks the payout paid with its UTR', async () => {
    const { agent, payoutId } = await sentPayout();
    // Not due yet: the sandbox answers a few seconds later, as RazorpayX would.
    expect(await t.runJobs({ name: 'payments.sandbox-webhook' })).toBe(0);
    expect((await payoutRow(payoutId)).status).toBe('processing');
    expect(await t.runJobs({ name: 'payments.sandbox-webhook', includeDelayed: true })).toBe(1);
    const row = await payoutRow(payoutId);
    expect(row).toMatchObject({ status: 'paid', utr: sandboxUtr(payoutId) });
    expect(row.utr).toMatch(/^[A-Z0-9]{16,22}$/);
    const events = await t.db.select().from(payoutStatusEvents).where(eq(payoutStatusEvents.payoutId, payoutId));
    expect(events.find((e) => e.status === 'paid')).toMatchObject({ source: 'provider' });
    expect((await transfersOf(payoutId)).map((tr) => tr.kind)).toEqual(['withdrawal', 'payout_settled']);
    expect((await agent.get('/api/creator/earnings')).json()).toMatchObject({ available_balance: 2_000, paid_out: 1_000 });
    // The audit log names the provider as the actor, with the webhook's event id.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payoutId), eq(auditLog.action, 'payout.paid')));
    expect(audit).toMatchObject([{ actorUserId: null, actorRole: 'payment_provider', entityType: 'payout' }]);
    const paidEvent = events.find((e) => e.status === 'paid')!;
    expect(audit[0]!.data).toEqual({
      from: 'processing',
      source: 'provider',
      utr: sandboxUtr(payoutId),
      event_id: paidEvent.providerEventId,
    });
    expect(paidEvent.providerEventId).toBeTruthy();
  });

  it('reports a failure when the operator asks the sandbox to simulate one, and the money returns to the wallet', async () => {
    const { agent, payoutId } = await sentPayout('failed');
    await t.runJobs({ name: 'payments.sandbox-webhook', includeDelayed: true });
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'failed', failureReason: SANDBOX_PAYOUT_FAILURE });
    expect((await agent.get('/api/creator/earnings')).json()).toMatchObject({ available_balance: 3_000, pending_withdrawals: 0 });
    const tracker = (await agent.get('/api/creator/payment-tracker')).json().data.withdrawals[0];
    expect(tracker.steps.map((s: { key: string }) => s.key)).toEqual(['requested', 'processing', 'failed']);
  });
});

describe('SANDBOX_PAYOUT_DELAY_MS', () => {
  it('sets how long the sandbox waits before reporting a payout, 4 seconds unless set, and refuses nonsense', () => {
    const env = { NODE_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: t.config.dataDir };
    expect(loadConfig(env).payments.sandboxPayoutDelayMs).toBe(4000);
    expect(loadConfig({ ...env, SANDBOX_PAYOUT_DELAY_MS: '0' }).payments.sandboxPayoutDelayMs).toBe(0);
    expect(() => loadConfig({ ...env, SANDBOX_PAYOUT_DELAY_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, SANDBOX_PAYOUT_DELAY_MS: '-1' })).toThrow(ConfigError);
  });
});

describe('repeated payout webhooks', () => {
  it('the same payout.processed delivered twice settles once; the second changes nothing', async () => {
    const sent = await sentPayout();
    const body = event(sent);
    const first = await postWebhook(t, body);
    const second = await postWebhook(t, body);
    expect(first.json()).toEqual({ received: true, outcome: 'payout_paid' });
    expect(second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await transfersOf(sent.payoutId)).filter((tr) => tr.kind === 'payout_settled')).toHaveLength(1);
    // The sandbox's own delivery of the same event arrives later and is a duplicate too.
    await t.runJobs({ name: 'payments.sandbox-webhook', includeDelayed: true });
    expect((await transfersOf(sent.payoutId)).filter((tr) => tr.kind === 'payout_settled')).toHaveLength(1);
  });

  it('20 parallel copies of one event settle once', async () => {
    const sent = await sentPayout();
    const results = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t, event(sent))));
    const outcomes = results.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'payout_paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect((await transfersOf(sent.payoutId)).filter((tr) => tr.kind === 'payout_settled')).toHaveLength(1);
    await expectLedgerConsistent(t);
  });

  it('20 parallel payout.processed under 20 event ids are deduplicated on (payout, status)', async () => {
    const sent = await sentPayout();
    const body = event(sent);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => postWebhook(t, { ...body, id: `${body.id}_${i}` })));
    const outcomes = results.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'payout_paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    const paid = await t.db
      .select()
      .from(payoutStatusEvents)
      .where(and(eq(payoutStatusEvents.payoutId, sent.payoutId), eq(payoutStatusEvents.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect((await transfersOf(sent.payoutId)).filter((tr) => tr.kind === 'payout_settled')).toHaveLength(1);
    await expectLedgerConsistent(t);
  });

  it('a payout.failed after the operator settled it changes nothing and is audited', async () => {
    const sent = await sentPayout();
    expect((await ops.post(`/api/ops/payouts/${sent.payoutId}/settle`, { utr: 'HDFCN52026112400123' })).statusCode).toBe(200);
    const res = await postWebhook(t, event(sent, 'failed'));
    expect(res.json().outcome).toBe('ignored');
    expect(await payoutRow(sent.payoutId)).toMatchObject({ status: 'paid', utr: 'HDFCN52026112400123' });
    expect((await transfersOf(sent.payoutId)).map((tr) => tr.kind)).toEqual(['withdrawal', 'payout_settled']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.payoutId), eq(auditLog.action, 'payout.webhook_after_payment')));
    expect(audit).toHaveLength(1);
  });

  it('ignores a payout.processed whose amount differs, and one for a payout nobody knows', async () => {
    const sent = await sentPayout();
    const wrong = sandboxPayoutEvent({ ...sent, amountPaise: 99_999n, outcome: 'processed', at: t.clock.now() });
    expect((await postWebhook(t, wrong)).json().outcome).toBe('ignored');
    expect((await payoutRow(sent.payoutId)).status).toBe('processing');
    const unknown = sandboxPayoutEvent({
      payoutId: '00000000-0000-4000-8000-000000000000',
      providerPayoutId: 'pout_sbx_nobody',
      amountPaise: 100_000n,
      outcome: 'processed',
      at: t.clock.now(),
    });
    expect((await postWebhook(t, unknown)).json().outcome).toBe('ignored');
  });

  it('refuses a payout webhook without a valid signature', async () => {
    const sent = await sentPayout();
    const res = await postWebhook(t, event(sent), { secret: 'not-the-secret-not-the-secret-0000' });
    expect(res.statusCode).toBe(400);
    expect((await payoutRow(sent.payoutId)).status).toBe('processing');
  });
});
