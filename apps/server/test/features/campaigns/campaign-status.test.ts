import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { CAMPAIGN_MESSAGES as M } from '@amplio/shared/schemas/campaigns';
import { auditLog, ledgerTransfers, paymentRefunds } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fund, fundAndCapture, getCampaign, setStatus, signedInBrand } from './campaign-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function refundsOf(campaignId: string) {
  return t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.campaignId, campaignId), eq(ledgerTransfers.kind, 'escrow_refund')));
}

/** A funded campaign starting in 5 days and ending in 30. */
async function publishedCampaign(amount = 50_000, overrides: Record<string, unknown> = {}) {
  const brand = await signedInBrand(t);
  const campaign = await createCampaign(t, brand.agent, overrides);
  await fundAndCapture(t, brand.agent, campaign.id, amount);
  return { ...brand, campaign: await getCampaign(brand.agent, campaign.id) };
}

describe('publishing through funding', () => {
  it('publishes a funded draft as upcoming when its start date is ahead, with the escrow funded', async () => {
    const { campaign } = await publishedCampaign(20_000);
    expect(campaign.status).toBe('upcoming');
    expect(campaign.published_at).not.toBeNull();
    expect(campaign.escrow).toEqual({
      funded: 20_000,
      reserved: 0,
      released: 0,
      refunded: 0,
      refund_pending: 0,
      available: 20_000,
      // What completing it now would refund: the escrow, and the fee and GST charged on it (decision 047).
      unused_refund: { escrow: 20_000, platform_fee: 2_000, gst: 360, total: 22_360 },
    });
    expect(campaign.allowed_status_changes).toEqual(['paused', 'completed']);
  });

  it('publishes as active when the start date is today', async () => {
    const { campaign } = await publishedCampaign(20_000, { start_date: dayFrom(t, 0) });
    expect(campaign.status).toBe('active');
  });

  it('keeps a published campaign as it is when more money arrives', async () => {
    const { agent, campaign } = await publishedCampaign(20_000);
    await setStatus(agent, campaign.id, 'paused');
    await fundAndCapture(t, agent, campaign.id, 5_000);
    const after = await getCampaign(agent, campaign.id);
    expect(after.status).toBe('paused');
    expect(after.escrow.funded).toBe(25_000);
  });

  it('answers the checkout with the charges before paying', async () => {
    const { agent } = await signedInBrand(t);
    const campaign = await createCampaign(t, agent);
    const res = await fund(agent, campaign.id, 10_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      checkout_url: expect.stringContaining('/sandbox/checkout/'),
      charges: { amount: 10_000, platform_fee: 1_000, gst: 180, total: 11_180 },
    });
    expect((await getCampaign(agent, campaign.id)).status).toBe('draft');
  });

  it('refuses to fund an incomplete draft and lists what is missing', async () => {
    const { agent } = await signedInBrand(t);
    const draft = (await agent.post('/api/brands/campaigns', { product_name: 'Half done' })).json().data;
    const res = await fund(agent, draft.id, 1_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.incomplete);
    expect(res.json().errors).toMatchObject({ description: [M.descriptionRequired], budget: [M.budgetRequired] });
  });

  it('refuses to fund more than the budget leaves, and allows exactly that', async () => {
    const { agent, campaign } = await publishedCampaign(45_000);
    const over = await fund(agent, campaign.id, 5_000.01);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amount: [M.fundBeyondBudget('₹5,000')] });
    expect((await fund(agent, campaign.id, 5_000)).statusCode).toBe(201);
  });

  it('needs an Idempotency-Key and replays the same answer for the same key', async () => {
    const { agent } = await signedInBrand(t);
    const campaign = await createCampaign(t, agent);
    const missing = await agent.post(`/api/brands/campaigns/${campaign.id}/fund`, { amount: 1_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.idempotencyKeyMissing);
    const first = await fund(agent, campaign.id, 1_000, 'key-1');
    const again = await fund(agent, campaign.id, 1_000, 'key-1');
    expect(again.json().funding_id).toBe(first.json().funding_id);
    expect((await fund(agent, campaign.id, 2_000, 'key-1')).statusCode).toBe(422);
  });

  it('refuses to fund a campaign whose end date has passed', async () => {
    const { agent, campaign } = await publishedCampaign(10_000, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) });
    t.clock.advance(3 * DAY);
    try {
      const res = await fund(agent, campaign.id, 1_000);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ end_date: [M.endDatePassed] });
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });
});

describe('status changes a brand asks for', () => {
  it('refuses to publish a draft without funding', async () => {
    const { agent } = await signedInBrand(t);
    const draft = await createCampaign(t, agent);
    for (const [status, message] of [
      ['active', M.publishNeedsFunding],
      ['paused', M.pauseOnlyLive],
      ['completed', M.completeOnlyLive],
    ] as const) {
      const res = await setStatus(agent, draft.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses an unknown status with the form message', async () => {
    const { agent } = await signedInBrand(t);
    const draft = await createCampaign(t, agent);
    for (const status of ['draft', 'upcoming', 'deleted', 7]) {
      const res = await setStatus(agent, draft.id, status as string);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ status: [M.statusInvalid] });
    }
  });

  it('pauses and resumes, back to upcoming before the start date', async () => {
    const { agent, campaign } = await publishedCampaign();
    const paused = await setStatus(agent, campaign.id, 'paused');
    expect(paused.json()).toMatchObject({
      message: M.statusChanged.paused,
      data: { status: 'paused', allowed_status_changes: ['active', 'completed'] },
    });
    expect((await setStatus(agent, campaign.id, 'paused')).json().message).toBe(M.alreadyStatus('Paused'));
    const resumed = await setStatus(agent, campaign.id, 'active');
    expect(resumed.json()).toMatchObject({ message: M.statusChanged.upcoming, data: { status: 'upcoming' } });
  });

  it('refuses to archive a live campaign and to change an archived one', async () => {
    const { agent, campaign } = await publishedCampaign();
    const res = await setStatus(agent, campaign.id, 'archived');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.archiveOnlyDraftOrCompleted);
    expect((await setStatus(agent, campaign.id, 'completed')).statusCode).toBe(200);
    expect((await setStatus(agent, campaign.id, 'archived')).json().data.status).toBe('archived');
    const after = await setStatus(agent, campaign.id, 'completed');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(M.archivedFinal);
  });

  it('refuses to resume after the end date', async () => {
    const { agent, campaign } = await publishedCampaign(10_000, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) });
    await setStatus(agent, campaign.id, 'paused');
    t.clock.advance(2 * DAY);
    try {
      const res = await setStatus(agent, campaign.id, 'active');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.resumeAfterEnd);
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('records each status change in the audit log with who and which request', async () => {
    const { user, agent, campaign } = await publishedCampaign();
    const res = await setStatus(agent, campaign.id, 'paused');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, campaign.id), eq(auditLog.action, 'campaign.status_changed')))
      .orderBy(auditLog.seq);
    expect(rows.map((r) => r.data)).toEqual([
      { from: 'draft', to: 'upcoming', reason: 'funded' },
      { from: 'upcoming', to: 'paused', reason: 'brand' },
    ]);
    expect(rows[1]).toMatchObject({ actorUserId: user.id, actorRole: 'brand', requestId: res.headers['x-request-id'] });
  });
});

describe('editing a published campaign', () => {
  it('keeps the terms creators accepted and the budget above what was funded', async () => {
    const { agent, campaign } = await publishedCampaign(30_000);
    const put = (payload: unknown) =>
      agent.request({ method: 'PUT', url: `/api/brands/campaigns/${campaign.id}`, payload: payload as string });
    const locked = await put({ compensation: 3_000, usage_rights: 'perpetual' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      message: M.lockedWhenPublished,
      errors: { compensation: [M.lockedWhenPublished], usage_rights: [M.lockedWhenPublished] },
    });
    expect((await put({ budget: 29_999.99 })).json().errors).toEqual({ budget: [M.budgetBelowFunded('₹30,000')] });
    expect((await put({ budget: 30_000, description: 'New brief' })).statusCode).toBe(200);
    expect((await put({ description: null })).json().errors).toEqual({ description: [M.descriptionRequired] });
  });

  it('refuses to fund a completed campaign', async () => {
    const { agent, campaign } = await publishedCampaign(10_000);
    await setStatus(agent, campaign.id, 'completed');
    const res = await fund(agent, campaign.id, 1_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.fundClosed);
  });

  it('refuses to edit a completed campaign', async () => {
    const { agent, campaign } = await publishedCampaign(10_000);
    await setStatus(agent, campaign.id, 'completed');
    const res = await agent.request({ method: 'PUT', url: `/api/brands/campaigns/${campaign.id}`, payload: { description: 'Late' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notEditable);
  });
});

describe('scheduled start and end', () => {
  it('does nothing when the start job fires early, and starts on the start date', async () => {
    const { agent, campaign } = await publishedCampaign();
    await t.runJobs({ name: 'campaigns.start', includeDelayed: true });
    expect((await getCampaign(agent, campaign.id)).status).toBe('upcoming');
    t.clock.advance(5 * DAY);
    try {
      await t.app.campaigns.runSchedule({ campaignId: campaign.id });
      expect((await getCampaign(agent, campaign.id)).status).toBe('active');
    } finally {
      t.clock.advance(-5 * DAY);
    }
  });

  it('completes the day after the end date and refunds the unreserved escrow once', async () => {
    const { agent, campaign } = await publishedCampaign(40_000, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 2) });
    t.clock.advance(3 * DAY);
    try {
      await t.runJobs({ name: 'campaigns.end', includeDelayed: true });
      await t.app.campaigns.sweepDue();
      const done = await getCampaign(agent, campaign.id);
      expect(done.status).toBe('completed');
      expect(done.escrow).toEqual({ funded: 40_000, reserved: 0, released: 0, refunded: 40_000, refund_pending: 40_000, available: 0 });
      expect(await refundsOf(campaign.id)).toHaveLength(1);
      const ledger = (await agent.get(`/api/brands/campaigns/${campaign.id}/ledger`)).json();
      expect(ledger.data.map((e: { kind: string; direction: number }) => [e.kind, e.direction])).toEqual([
        ['escrow_refund', -1],
        ['funding', 1],
      ]);
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });

  it('refunds exactly once when the brand and the end-date job complete it at the same moment', async () => {
    const { agent, campaign } = await publishedCampaign(25_000, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) });
    t.clock.advance(2 * DAY);
    try {
      const [brand] = await Promise.all([
        setStatus(agent, campaign.id, 'completed'),
        t.app.campaigns.runSchedule({ campaignId: campaign.id }),
        t.app.campaigns.runSchedule({ campaignId: campaign.id }),
      ]);
      expect([200, 409]).toContain(brand.statusCode);
      const refunds = await refundsOf(campaign.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amountPaise).toBe(2_500_000n);
      expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaign.id))).toHaveLength(1);
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  it('refunds exactly once when two requests complete it at once', async () => {
    const { agent, campaign } = await publishedCampaign(25_000);
    const answers = await Promise.all([setStatus(agent, campaign.id, 'completed'), setStatus(agent, campaign.id, 'completed')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyStatus('Completed'));
    expect(await refundsOf(campaign.id)).toHaveLength(1);
  });

  it('refunds in full, fee and GST included, a payment captured after the campaign completed, and keeps it out of escrow', async () => {
    const { agent, campaign } = await publishedCampaign(10_000);
    const late = await fund(agent, campaign.id, 5_000);
    await setStatus(agent, campaign.id, 'completed');
    await agent.post(`/sandbox/checkout/${late.json().funding_id}/pay`, {});
    await t.runJobs({ name: 'payments.sandbox-webhook' });
    const after = await getCampaign(agent, campaign.id);
    expect(after.escrow).toMatchObject({ funded: 10_000, refunded: 10_000, available: 0 });
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.fundingId, late.json().funding_id), eq(paymentRefunds.kind, 'late_capture')));
    expect(refund?.amountPaise).toBe(559_000n);
  });
});

describe('the escrow summary', () => {
  it("adds up the account's campaigns and nobody else's", async () => {
    const { agent, campaign } = await publishedCampaign(20_000);
    const second = await createCampaign(t, agent);
    await fundAndCapture(t, agent, second.id, 10_000);
    await setStatus(agent, campaign.id, 'completed');
    await publishedCampaign(7_000);
    const res = await agent.get('/api/brands/escrow');
    expect(res.json()).toEqual({
      funded: 30_000,
      reserved: 0,
      released: 0,
      refunded: 20_000,
      refund_pending: 20_000,
      available: 10_000,
      campaigns_count: 2,
    });
  });
});
