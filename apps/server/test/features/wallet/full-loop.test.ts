import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_NOTES } from '@amplio/shared/schemas/wallet';
import { sandboxUtr } from '../../../src/features/payments/sandbox/sandbox-events';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import type { Brand } from '../content-uploads/content-helpers';
import { decide, POST_LINK, postUnderVerification, rejectAndReupload, videoInReview } from '../review/review-helpers';
import { expectLedgerConsistent, signInOperator, upi, withdraw } from './wallet-helpers';

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const stepsOf = (item: { steps: { key: string; state: string }[] }) => item.steps.map((s) => `${s.key}:${s.state}`);

describe('the whole loop through the real review', () => {
  it('a completed job reaches the wallet, is withdrawn, sent and paid by the sandbox, and the tracker shows every step', async () => {
    const c = await postUnderVerification(t, brand);
    const reservedEarnings = (await c.agent.get('/api/creator/earnings')).json();
    expect(reservedEarnings.in_escrow).toBeGreaterThan(0);
    expect(reservedEarnings.total_earnings).toBe(0);
    const completed = await decide(brand.agent, { submission_id: c.scriptId, status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    await expectLedgerConsistent(t);

    const earned = (await c.agent.get('/api/creator/earnings')).json();
    expect(earned).toMatchObject({
      total_earnings: reservedEarnings.in_escrow,
      available_balance: reservedEarnings.in_escrow,
      in_escrow: 0,
    });
    const [row] = (await c.agent.get('/api/creator/payment-history')).json().data;
    expect(row).toMatchObject({ type: 'earning', campaignId: c.campaign.id, campaignName: 'Glow serum', amount: earned.lifetime_earnings });

    const requested = await withdraw(c.agent, upi(100));
    expect(requested.statusCode, requested.body).toBe(201);
    const payoutId = requested.json().data.id as string;
    await expectLedgerConsistent(t);

    const { agent: ops } = await signInOperator(t);
    expect((await ops.post(`/api/ops/payouts/${payoutId}/send`, {})).statusCode).toBe(200);
    await t.runJobs({ name: 'payments.sandbox-webhook', includeDelayed: true });
    await expectLedgerConsistent(t);

    const tracker = (await c.agent.get('/api/creator/payment-tracker')).json().data;
    const job = tracker.jobs.find((j: { script_id: string }) => j.script_id === c.scriptId);
    expect(stepsOf(job)).toEqual(['reserved:done', 'submitted:done', 'approved:done', 'released:done']);
    const [withdrawal] = tracker.withdrawals;
    expect(stepsOf(withdrawal)).toEqual(['requested:done', 'processing:done', 'paid:done']);
    expect(withdrawal.steps[2].note).toBe(TRACKER_NOTES.utr(sandboxUtr(payoutId)));
    expect((await c.agent.get('/api/creator/earnings')).json()).toMatchObject({
      lifetime_earnings: earned.lifetime_earnings,
      total_earnings: earned.lifetime_earnings - 100,
      available_balance: earned.lifetime_earnings - 100,
      paid_out: 100,
    });
  });

  it('each tracker step keeps its own time: a later post link does not move "Submitted for review" past the approval', async () => {
    const c = await videoInReview(t, brand);
    const videoAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' })).statusCode).toBe(200);
    const approvedAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const posted = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: POST_LINK });
    expect(posted.statusCode, posted.body).toBe(200);
    const job = (await c.agent.get('/api/creator/payment-tracker'))
      .json()
      .data.jobs.find((j: { script_id: string }) => j.script_id === c.scriptId);
    const at = Object.fromEntries(job.steps.map((s: { key: string; at: string | null }) => [s.key, s.at]));
    expect(at.submitted).toBe(videoAt);
    expect(at.approved).toBe(approvedAt);
    expect(Date.parse(at.submitted) < Date.parse(at.approved)).toBe(true);
  });

  it('a third rejection returns the reservation to the brand, and the tracker says why', async () => {
    const c = await videoInReview(t, brand);
    await rejectAndReupload(brand, c, 2);
    const third = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Still too dark' });
    expect(third.statusCode, third.body).toBe(200);
    await expectLedgerConsistent(t);
    expect((await c.agent.get('/api/creator/earnings')).json()).toMatchObject({ total_earnings: 0, in_escrow: 0 });
    const job = (await c.agent.get('/api/creator/payment-tracker')).json().data.jobs[0];
    expect(job.script_id).toBe(c.scriptId);
    expect(stepsOf(job)).toEqual(['reserved:done', 'submitted:done', 'refunded:failed']);
    expect(job.steps.at(-1).note).toBe(TRACKER_NOTES.refunded.rejected);
  });
});
