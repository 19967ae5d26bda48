import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_REMARKS, TRACKER_LABELS, TRACKER_NOTES, type TPaymentHistoryRow } from '@amplio/shared/schemas/wallet';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import {
  creatorWithEarnings,
  expectLedgerConsistent,
  type FundedCampaign,
  fundedCampaign,
  releasedInto,
  rupees,
  scriptWithMoney,
  signInOperator,
  upi,
  withdraw,
} from './wallet-helpers';

let t: TestApp;
let operator: TestAgent;
/** Earned ₹1,500 and ₹2,500 (Glow serum), has ₹800 reserved on an open script, one script refunded after rejections. */
let creator: { user: TestUser; agent: TestAgent; campaign: FundedCampaign; scriptIds: string[] };
let openScript: string;
let refundedScript: string;
let paidPayout: string;
let failedPayout: string;
let pendingPayout: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await signInOperator(t)).agent;
  creator = await creatorWithEarnings(t, [1_500, 2_500]);
  openScript = await scriptWithMoney(t, { creatorId: creator.user.id, campaign: creator.campaign, rupees: 800, outcome: 'open' });
  refundedScript = await scriptWithMoney(t, { creatorId: creator.user.id, campaign: creator.campaign, rupees: 300, outcome: 'rejected' });
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await t.close();
});

const earnings = async (agent: TestAgent) => (await agent.get('/api/creator/earnings')).json();

describe('GET /api/creator/earnings', () => {
  it('reads every figure from the ledger: released, available, in escrow', async () => {
    const res = await creator.agent.get('/api/creator/earnings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      total_earnings: 4_000,
      total: 4_000,
      available_balance: 4_000,
      lifetime_earnings: 4_000,
      pending_withdrawals: 0,
      paid_out: 0,
      in_escrow: 800,
      currency: 'INR',
    });
  });

  it('follows withdrawals as they are requested, paid and failed; lifetime earnings stay what was released', async () => {
    const first = await withdraw(creator.agent, upi(1_000));
    paidPayout = first.json().data.id;
    expect(await earnings(creator.agent)).toMatchObject({
      lifetime_earnings: 4_000,
      available_balance: 3_000,
      pending_withdrawals: 1_000,
      paid_out: 0,
    });
    expect((await operator.post(`/api/ops/payouts/${paidPayout}/settle`, { utr: 'HDFCN52026112400123' })).statusCode).toBe(200);
    expect(await earnings(creator.agent)).toMatchObject({
      lifetime_earnings: 4_000,
      available_balance: 3_000,
      pending_withdrawals: 0,
      paid_out: 1_000,
    });

    t.clock.advance(60_000);
    failedPayout = (await withdraw(creator.agent, upi(500))).json().data.id;
    expect((await operator.post(`/api/ops/payouts/${failedPayout}/fail`, { reason: 'The UPI ID does not exist.' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    pendingPayout = (await withdraw(creator.agent, upi(200))).json().data.id;
    const figures = await earnings(creator.agent);
    expect(figures).toMatchObject({
      lifetime_earnings: 4_000,
      available_balance: 2_800,
      pending_withdrawals: 200,
      paid_out: 1_000,
      in_escrow: 800,
    });
    expect(rupees(figures.lifetime_earnings)).toBe(await releasedInto(t, creator.user.id));
  });

  it('answers total_earnings and total as the available balance after a withdrawal (spec 3 §5: "equal to total earnings")', async () => {
    const figures = await earnings(creator.agent);
    expect(figures.available_balance).toBeLessThan(figures.lifetime_earnings);
    expect(figures.total_earnings).toBe(figures.available_balance);
    expect(figures.total).toBe(figures.available_balance);
  });

  it('answers zeros for a creator who never earned', async () => {
    const fresh = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect(await earnings(fresh)).toMatchObject({
      total_earnings: 0,
      lifetime_earnings: 0,
      available_balance: 0,
      pending_withdrawals: 0,
      paid_out: 0,
      in_escrow: 0,
    });
  });
});

describe('GET /api/creator/payment-history', () => {
  it('lists the wallet’s transfers newest first, each with the balance after it', async () => {
    const res = await creator.agent.get('/api/creator/payment-history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, available_balance: 2_800, current_page: 1, per_page: 20, total: 6, last_page: 1 });
    const rows = body.data as TPaymentHistoryRow[];
    expect(rows.map((r) => [r.type, r.amount, r.status, r.balance])).toEqual([
      ['withdrawal', -200, 'Pending', 2_800],
      ['withdrawal_returned', 500, 'Completed', 3_000],
      ['withdrawal', -500, 'Failed', 2_500],
      ['withdrawal', -1_000, 'Completed', 3_000],
      ['earning', 2_500, 'Completed', 4_000],
      ['earning', 1_500, 'Completed', 1_500],
    ]);
    expect(rows[0]!.balance).toBe(body.available_balance);
  });

  it('fills each row as the spec’s payment history row', async () => {
    const rows = (await creator.agent.get('/api/creator/payment-history')).json().data as TPaymentHistoryRow[];
    const [pending, returned, failed, paid, earning] = rows;
    expect(pending).toMatchObject({
      is_withdrawal: true,
      original_amount: 200,
      payment_method: 'upi',
      payout_id: pendingPayout,
      campaignId: null,
      campaignName: null,
      remark: HISTORY_REMARKS.withdrawal('UPI ra…@okhdfc'),
    });
    expect(returned).toMatchObject({
      is_withdrawal: false,
      payout_id: failedPayout,
      remark: HISTORY_REMARKS.returned('The UPI ID does not exist.'),
    });
    expect(failed).toMatchObject({ payout_id: failedPayout, remark: HISTORY_REMARKS.withdrawalFailed('UPI ra…@okhdfc') });
    expect(paid).toMatchObject({ payout_id: paidPayout, remark: HISTORY_REMARKS.withdrawalPaid('UPI ra…@okhdfc', 'HDFCN52026112400123') });
    expect(earning).toMatchObject({
      is_withdrawal: false,
      campaignId: creator.campaign.campaignId,
      campaignName: 'Glow serum',
      payment_method: null,
      payout_id: null,
      remark: HISTORY_REMARKS.earning('Glow serum'),
    });
    expect(earning!.transaction_id).toBe(earning!.id);
    expect(Number.isNaN(Date.parse(earning!.date))).toBe(false);
  });

  it('pages with a total', async () => {
    const page2 = (await creator.agent.get('/api/creator/payment-history?page=2&per_page=4')).json();
    expect(page2).toMatchObject({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    expect(page2.data.map((r: TPaymentHistoryRow) => r.amount)).toEqual([2_500, 1_500]);
    const beyond = (await creator.agent.get('/api/creator/payment-history?page=9&per_page=4')).json();
    expect(beyond).toMatchObject({ data: [], total: 6, last_page: 2 });
  });

  it('refuses per_page outside 1 to 100 and a page that is not a whole number', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'per_page=ten', 'page=0', 'page=1.5']) {
      const res = await creator.agent.get(`/api/creator/payment-history?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await creator.agent.get('/api/creator/payment-history?per_page=100')).statusCode).toBe(200);
  });

  it('says "Campaign" for a campaign without a product name, and is empty for a creator with no money', async () => {
    const nameless = await creatorWithEarnings(t, [700], { productName: null });
    const [row] = (await nameless.agent.get('/api/creator/payment-history')).json().data;
    expect(row).toMatchObject({ campaignName: 'Campaign', remark: HISTORY_REMARKS.earning('Campaign') });
    const fresh = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await fresh.get('/api/creator/payment-history')).json()).toEqual({
      success: true,
      data: [],
      available_balance: 0,
      current_page: 1,
      per_page: 20,
      total: 0,
      last_page: 1,
    });
  });

  it('never shows one creator another’s money', async () => {
    const other = await creatorWithEarnings(t, [900]);
    const mine = (await other.agent.get('/api/creator/payment-history')).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.available_balance).toBe(900);
    const payoutIds = new Set([paidPayout, failedPayout, pendingPayout]);
    expect(mine.data.some((r: TPaymentHistoryRow) => r.payout_id && payoutIds.has(r.payout_id))).toBe(false);
    expect((await other.agent.get('/api/creator/payment-tracker')).json().data.withdrawals).toEqual([]);
  });

  it('pages deep into a long history with the right balances', async () => {
    const busy = await t.createUser({ userType: 'creator' });
    const campaign = await fundedCampaign(t);
    for (let i = 1; i <= 25; i++) await scriptWithMoney(t, { creatorId: busy.id, campaign, rupees: 100 + i });
    const agent = await t.injectAs(busy);
    const page3 = (await agent.get('/api/creator/payment-history?page=3&per_page=10')).json();
    expect(page3).toMatchObject({ total: 25, last_page: 3 });
    expect(page3.data.map((r: TPaymentHistoryRow) => r.amount)).toEqual([105, 104, 103, 102, 101]);
    const expectedBalance = (n: number) => Array.from({ length: n }, (_, i) => 101 + i).reduce((a, b) => a + b, 0);
    expect(page3.data.map((r: TPaymentHistoryRow) => r.balance)).toEqual([5, 4, 3, 2, 1].map(expectedBalance));
  });
});

describe('GET /api/creator/payment-tracker', () => {
  it('shows each job’s timeline: released, waiting for approval, or returned to the brand', async () => {
    const res = await creator.agent.get('/api/creator/payment-tracker');
    expect(res.statusCode).toBe(200);
    const { jobs } = res.json().data;
    expect(jobs).toHaveLength(4);
    const byId = new Map(jobs.map((j: { script_id: string }) => [j.script_id, j]));
    const steps = (id: string) =>
      (byId.get(id) as { steps: { key: string; state: string; note: string | null }[] }).steps.map((s) => [s.key, s.state]);
    expect(steps(creator.scriptIds[0]!)).toEqual([
      ['reserved', 'done'],
      ['submitted', 'done'],
      ['approved', 'done'],
      ['released', 'done'],
    ]);
    expect(byId.get(creator.scriptIds[0]!)).toMatchObject({ product_name: 'Glow serum', amount: 1_500, script_status: 'Completed' });
    expect(steps(openScript)).toEqual([
      ['reserved', 'done'],
      ['submitted', 'done'],
      ['approved', 'current'],
      ['released', 'upcoming'],
    ]);
    expect(steps(refundedScript)).toEqual([
      ['reserved', 'done'],
      ['submitted', 'done'],
      ['refunded', 'failed'],
    ]);
    const refunded = (byId.get(refundedScript) as { steps: { label: string; note: string }[] }).steps.at(-1);
    expect(refunded).toMatchObject({ label: TRACKER_LABELS.refunded, note: TRACKER_NOTES.refunded.rejected });
  });

  it('shows each withdrawal’s timeline with the UTR or the failure reason', async () => {
    const { withdrawals } = (await creator.agent.get('/api/creator/payment-tracker')).json().data;
    expect(withdrawals.map((w: { id: string }) => w.id)).toEqual([pendingPayout, failedPayout, paidPayout]);
    const [pending, failed, paid] = withdrawals;
    expect(pending.steps.map((s: { key: string; state: string }) => [s.key, s.state])).toEqual([
      ['requested', 'done'],
      ['processing', 'current'],
      ['paid', 'upcoming'],
    ]);
    expect(failed.steps.map((s: { key: string; state: string }) => [s.key, s.state])).toEqual([
      ['requested', 'done'],
      ['failed', 'failed'],
    ]);
    expect(failed.steps[1].note).toBe(TRACKER_NOTES.failed('The UPI ID does not exist.'));
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'The UPI ID does not exist.', amount: 500 });
    expect(paid.steps.map((s: { key: string; state: string }) => [s.key, s.state])).toEqual([
      ['requested', 'done'],
      ['processing', 'done'],
      ['paid', 'done'],
    ]);
    expect(paid.steps[2].note).toBe(TRACKER_NOTES.utr('HDFCN52026112400123'));
    expect(paid.utr).toBe('HDFCN52026112400123');
  });
});
