import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, BILLING_PAGE_PATH, TRIAL_DAYS } from '@amplio/shared/constants/billing';
import { auditLog, brandBilling, campaigns } from '../../../src/db/schema/index';
import { BILLING_JOBS } from '../../../src/features/billing/billing-jobs';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fundAndCapture, fund, getCampaign, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { latestMailTo } from '../../helpers/mail-codes';
import { verifiedBrand } from './billing-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const setPlan = (userId: string, values: Partial<typeof brandBilling.$inferInsert>) =>
  t.db.update(brandBilling).set(values).where(eq(brandBilling.userId, userId));
const billingOf = async (agent: Awaited<ReturnType<typeof signedInBrand>>['agent']) => (await agent.get('/api/brands/billing')).json();

describe('the trial', () => {
  it('starts a 14-day trial with Growth limits when a brand verifies its e-mail, with the reminder and end jobs queued', async () => {
    const before = t.clock.now();
    const { user, agent } = await verifiedBrand(t);
    const billing = await billingOf(agent);
    expect(billing).toMatchObject({
      plan: 'trial',
      status: 'trialing',
      current_period_end: null,
      cancel_at_period_end: false,
      active_campaigns: 0,
      campaign_limit: 15,
      next_charge: null,
    });
    expect(Date.parse(billing.trial_ends_at) - before.getTime()).toBeGreaterThanOrEqual(TRIAL_DAYS * DAY);
    expect(Date.parse(billing.trial_ends_at) - before.getTime()).toBeLessThan(TRIAL_DAYS * DAY + 60_000);
    const jobs = await Promise.all(
      [BILLING_JOBS.reminder3, BILLING_JOBS.reminder1, BILLING_JOBS.trialEnd].map((name) =>
        t.jobs.boss.findJobs(name, { data: { userId: user.id } }),
      ),
    );
    expect(jobs.map((j) => j.length)).toEqual([1, 1, 1]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain('billing.trial_started');
  });

  it('lets its reminder and end jobs do nothing once the brand has left the trial', async () => {
    const { user, agent } = await verifiedBrand(t);
    await setPlan(user.id, { plan: 'starter', status: 'active', trialEndsAt: null });
    const mailsBefore = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id))).length;
    t.clock.advance(TRIAL_DAYS * DAY + 1000);
    for (const name of [BILLING_JOBS.reminder3, BILLING_JOBS.reminder1, BILLING_JOBS.trialEnd]) {
      await t.runJobs({ name, includeDelayed: true });
    }
    expect(await billingOf(agent)).toMatchObject({ plan: 'starter', status: 'active', campaign_limit: 5 });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id))).length).toBe(mailsBefore);
    expect((await latestMailTo(t.db, user.email))?.subject ?? '').not.toMatch(/trial/i);
  });

  it('ignores a trial job with malformed data', async () => {
    await t.jobs.boss.send(BILLING_JOBS.trialEnd, { userId: 'not-a-uuid', trialEndsAt: 42 });
    await t.jobs.boss.send(BILLING_JOBS.reminder3, { userId: '00000000-0000-4000-8000-000000000000', trialEndsAt: 'x' });
    await t.runJobs({ name: BILLING_JOBS.trialEnd, includeDelayed: true });
    await t.runJobs({ name: BILLING_JOBS.reminder3, includeDelayed: true });
    const failed = await t.jobs.boss.findJobs(BILLING_JOBS.trialEnd, { data: { userId: 'not-a-uuid' } });
    expect(failed[0]?.state).toBe('completed');
  });

  it('gives a brand made before billing existed its trial the first time it asks', async () => {
    const agent = await t.injectAs(await t.createUser({ userType: 'brand', billing: false }));
    expect(await billingOf(agent)).toMatchObject({ plan: 'trial', status: 'trialing', campaign_limit: 15 });
  });

  it('reads a trial past its end as lapsed before the end job has run', async () => {
    const { user, agent } = await signedInBrand(t);
    await billingOf(agent);
    await setPlan(user.id, { plan: 'trial', status: 'trialing', trialEndsAt: new Date(t.clock.now().getTime() - 1000) });
    expect(await billingOf(agent)).toMatchObject({ plan: 'none', status: 'lapsed', campaign_limit: 0 });
  });

  it('shows the configured rupee prices before GST', async () => {
    const { agent } = await signedInBrand(t);
    expect((await billingOf(agent)).prices_inr).toEqual({ starter: 41_999, growth: 83_999 });
  });
});

describe('access to GET /api/brands/billing', () => {
  it('answers 401 to the anonymous and 403 to a creator', async () => {
    expect((await t.agent().get('/api/brands/billing')).statusCode).toBe(401);
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await creator.get('/api/brands/billing')).statusCode).toBe(403);
  });

  it('counts only the caller’s own campaigns', async () => {
    const a = await signedInBrand(t);
    const b = await signedInBrand(t);
    const campaign = await createCampaign(t, a.agent);
    await fundAndCapture(t, a.agent, campaign.id, 10_000);
    expect((await billingOf(a.agent)).active_campaigns).toBe(1);
    expect((await billingOf(b.agent)).active_campaigns).toBe(0);
  });
});

describe('the limit on active campaigns', () => {
  /** A brand on `plan` with `live` campaigns already upcoming. */
  async function brandWithLive(plan: 'starter' | 'growth' | 'enterprise', live: number) {
    const brand = await signedInBrand(t);
    await billingOf(brand.agent);
    await setPlan(brand.user.id, { plan, status: 'active', trialEndsAt: null });
    for (let i = 0; i < live; i++) await fundAndCapture(t, brand.agent, (await createCampaign(t, brand.agent)).id, 10_000);
    return brand;
  }

  it('refuses to open a checkout for a 6th campaign on Starter with 409, the exact message and the billing link', async () => {
    const brand = await brandWithLive('starter', 5);
    const sixth = await createCampaign(t, brand.agent);
    const res = await fund(brand.agent, sixth.id, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Your Starter plan allows 5 active campaigns. Pause or complete one, or upgrade your plan.',
      error_type: 'plan_limit',
      link: BILLING_PAGE_PATH,
    });
    expect((await billingOf(brand.agent)).active_campaigns).toBe(5);
  });

  it('holds a paid campaign over the limit as paused with its escrow, and starts it by itself when a slot frees', async () => {
    const brand = await brandWithLive('starter', 4);
    const fifth = await createCampaign(t, brand.agent);
    const sixth = await createCampaign(t, brand.agent);
    // Both checkouts open while a slot is free; both are paid.
    const a = await fund(brand.agent, fifth.id, 10_000);
    const b = await fund(brand.agent, sixth.id, 10_000);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    for (const res of [a, b]) {
      expect((await brand.agent.post(`/sandbox/checkout/${res.json().funding_id}/pay`, {})).statusCode).toBe(303);
    }
    await t.runJobs({ name: 'payments.sandbox-webhook' });
    const held = await getCampaign(brand.agent, sixth.id);
    expect(held).toMatchObject({ status: 'paused', hold_reason: 'plan_limit' });
    expect(held.escrow.funded).toBe(10_000);
    expect(held.published_at).not.toBeNull();
    expect((await billingOf(brand.agent)).active_campaigns).toBe(5);

    // Resuming it while the plan is full answers the limit.
    const resume = await setStatus(brand.agent, sixth.id, 'active');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().link).toBe(BILLING_PAGE_PATH);

    // Pausing another frees a slot: the held one starts by itself.
    expect((await setStatus(brand.agent, fifth.id, 'paused')).statusCode).toBe(200);
    await t.runJobs({ name: 'campaigns.start-held' });
    expect(await getCampaign(brand.agent, sixth.id)).toMatchObject({ status: 'upcoming', hold_reason: null });
    // The paused one cannot come back while the plan is full again.
    const back = await setStatus(brand.agent, fifth.id, 'active');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(BILLING_MESSAGES.limitReached('Starter', 5));
  });

  it('lets Enterprise publish past 15', { timeout: 60_000 }, async () => {
    const brand = await brandWithLive('enterprise', 16);
    expect(await billingOf(brand.agent)).toMatchObject({ active_campaigns: 16, campaign_limit: null });
  });

  it('honours an operator-set Enterprise limit', async () => {
    const brand = await brandWithLive('enterprise', 1);
    await setPlan(brand.user.id, { campaignLimitOverride: 1 });
    const res = await fund(brand.agent, (await createCampaign(t, brand.agent)).id, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.limitReached('Enterprise', 1));
  });
});

describe('a lapsed trial', () => {
  it('refuses new publications with 409 and the link, but lets a paused running campaign resume and complete', async () => {
    const brand = await signedInBrand(t);
    const running = await createCampaign(t, brand.agent);
    await fundAndCapture(t, brand.agent, running.id, 10_000);
    expect((await setStatus(brand.agent, running.id, 'paused')).statusCode).toBe(200);
    await setPlan(brand.user.id, { plan: 'none', status: 'lapsed' });

    const fresh = await createCampaign(t, brand.agent);
    const res = await fund(brand.agent, fresh.id, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: BILLING_MESSAGES.lapsed, error_type: 'plan_lapsed', link: BILLING_PAGE_PATH });

    expect((await setStatus(brand.agent, running.id, 'active')).statusCode).toBe(200);
    expect((await setStatus(brand.agent, running.id, 'completed')).statusCode).toBe(200);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, running.id));
    expect(row?.status).toBe('completed');
  });
});
