import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@amplio/shared/constants/billing';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import {
  ENTERPRISE_LIMITS as E,
  ENTERPRISE_MESSAGES as EM,
  SALES_LEAD_LIMITS as L,
  SALES_LEAD_MESSAGES as M,
} from '@amplio/shared/schemas/sales-leads';
import { auditLog, brandBilling, salesLeads } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signInOperator } from '../wallet/wallet-helpers';

let t: TestApp;
let ops: TestAgent;
beforeAll(async () => {
  t = await buildTestApp();
  ops = (await signInOperator(t)).agent;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A verified brand without a billing row: it gets its 14-day trial the first time billing is read. */
async function trialBrand() {
  const user = await t.createUser({ userType: 'brand', billing: false });
  return { user, agent: await t.injectAs(user, { remember: true }) };
}
const lead = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@glowlabs.in',
  company: 'Glow Labs',
  monthly_campaigns: 40,
  message: 'We run launches every month.',
  ...over,
});
const send = (agent: TestAgent, body: unknown) => agent.post('/api/sales/leads', body);
const enterprise = (userId: string, body: unknown, agent: TestAgent = ops) =>
  agent.post(`/api/ops/brands/${userId}/enterprise`, body, { headers: { 'idempotency-key': randomUUID() } });

describe('POST /api/sales/leads', () => {
  it('stores a signed-in brand’s lead with its account, answers 201 and audits it', async () => {
    const { user, agent } = await trialBrand();
    const res = await send(agent, lead({ name: '  Asha Rao ', monthly_campaigns: '40', message: '   ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: M.sent });
    const [row] = await t.db.select().from(salesLeads).where(eq(salesLeads.id, res.json().data.id));
    expect(row).toMatchObject({
      userId: user.id,
      name: 'Asha Rao',
      email: 'asha@glowlabs.in',
      company: 'Glow Labs',
      monthlyCampaigns: 40,
      message: null,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, 'sales_lead.created')));
    expect(audit).toHaveLength(1);
  });

  it('accepts every field at its limit and refuses one past it, with the exact message', async () => {
    const { agent } = await trialBrand();
    const atLimits = lead({
      name: 'n'.repeat(L.nameMax),
      email: `${'e'.repeat(L.emailMax - 'x@glow.in'.length)}x@glow.in`,
      company: 'c'.repeat(L.companyMax),
      monthly_campaigns: L.campaignsMax,
      message: 'm'.repeat(L.messageMax),
    });
    expect((await send(agent, atLimits)).statusCode).toBe(201);
    expect((await send(agent, lead({ monthly_campaigns: L.campaignsMin }))).statusCode).toBe(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'n'.repeat(L.nameMax + 1) }, 'name', M.nameTooLong],
      [{ email: `${'e'.repeat(L.emailMax - 'x@glow.in'.length + 1)}x@glow.in` }, 'email', M.emailInvalid],
      [{ company: 'c'.repeat(L.companyMax + 1) }, 'company', M.companyTooLong],
      [{ monthly_campaigns: L.campaignsMax + 1 }, 'monthly_campaigns', M.campaignsMax],
      [{ monthly_campaigns: L.campaignsMin - 1 }, 'monthly_campaigns', M.campaignsMin],
      [{ message: 'm'.repeat(L.messageMax + 1) }, 'message', M.messageTooLong],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(agent, lead(over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('names every missing or mistyped field, and never answers 500 to junk', async () => {
    const { agent } = await trialBrand();
    const empty = await send(agent, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [M.nameRequired],
      email: [M.emailRequired],
      company: [M.companyRequired],
      monthly_campaigns: [M.campaignsRequired],
    });
    const wrong = await send(agent, { name: 5, email: 'not-an-address', company: ['x'], monthly_campaigns: 2.5, message: 'ok' });
    expect(wrong.json().errors).toEqual({
      name: [M.nameRequired],
      email: [M.emailInvalid],
      company: [M.companyRequired],
      monthly_campaigns: [M.campaignsWhole],
    });
    expect((await send(agent, lead({ monthly_campaigns: 'twelve' }))).json().errors.monthly_campaigns).toEqual([M.campaignsWhole]);
    expect(
      (await agent.request({ method: 'POST', url: '/api/sales/leads', payload: 'null', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(422);
    expect((await send(agent, lead({ message: 'x'.repeat(10 * 1024 * 1024) }))).statusCode).toBe(413);
  });

  it('takes five leads an hour from one account, then 429 with the wait, and more after the hour', async () => {
    const { agent } = await trialBrand();
    for (let i = 0; i < L.perHour; i++) expect((await send(agent, lead())).statusCode).toBe(201);
    const refused = await send(agent, lead());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: M.tooMany });
    expect(refused.json().retry_after).toBeGreaterThan(0);
    // A bad form does not use the budget of another account.
    expect((await send((await trialBrand()).agent, lead())).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await send(agent, lead())).statusCode).toBe(201);
  });

  it('is for brands: anonymous 401, creators and operators 403, and it needs the CSRF token', async () => {
    expect((await send(t.agent(), lead())).statusCode).toBe(401);
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await send(creator, lead())).statusCode).toBe(403);
    expect((await send(ops, lead())).statusCode).toBe(403);
    const { agent } = await trialBrand();
    expect((await agent.post('/api/sales/leads', lead(), { csrf: false })).statusCode).toBe(419);
  });
});

describe('GET /api/ops/sales-leads', () => {
  it('lists leads newest first with the account and its plan now', async () => {
    const { user, agent } = await trialBrand();
    t.clock.advance(60_000);
    const id = (await send(agent, lead({ company: 'Newest Co' }))).json().data.id;
    const res = await ops.get('/api/ops/sales-leads');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json().data[0];
    expect(first).toMatchObject({
      id,
      company: 'Newest Co',
      monthly_campaigns: 40,
      brand: { user_id: user.id, email: user.email, plan: 'trial', status: 'trialing', price: null, campaign_limit: 15 },
    });
  });

  it('is for operators only', async () => {
    expect((await t.agent().get('/api/ops/sales-leads')).statusCode).toBe(401);
    const { agent } = await trialBrand();
    const forbidden = await agent.get('/api/ops/sales-leads');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(HTTP_MESSAGES.forbidden);
  });
});

describe('POST /api/ops/brands/{userId}/enterprise', () => {
  it('puts a trialing brand on Enterprise with its price in paise and its limit, audited, and the limit holds', async () => {
    const { user, agent } = await trialBrand();
    const res = await enterprise(user.id, { price: '150000.50', campaign_limit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: EM.done,
      data: { user_id: user.id, plan: 'enterprise', status: 'active', price: 150_000.5, campaign_limit: 2 },
    });
    const [row] = await t.db.select().from(brandBilling).where(eq(brandBilling.userId, user.id));
    expect(row).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      pricePaiseOverride: 15_000_050n,
      campaignLimitOverride: 2,
      cancelAtPeriodEnd: false,
    });
    const billing = (await agent.get('/api/brands/billing')).json();
    expect(billing).toMatchObject({ plan: 'enterprise', status: 'active', campaign_limit: 2 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'billing.enterprise_set')));
    expect(audit).toMatchObject({ actorRole: 'operator' });
    expect(audit!.data).toMatchObject({
      from: { plan: 'trial', status: 'trialing', price_paise: null, campaign_limit: null },
      to: { plan: 'enterprise', status: 'active', price_paise: '15000050', campaign_limit: 2 },
    });
    expect(BILLING_MESSAGES.limitReached('Enterprise', 2)).toContain('2 active campaigns');
  });

  it('clears a pending downgrade, a cancellation and a past-due renewal’s retries', async () => {
    const { user, agent } = await trialBrand();
    await agent.get('/api/brands/billing');
    await t.db
      .update(brandBilling)
      .set({
        plan: 'growth',
        status: 'past_due',
        pendingPlan: 'starter',
        cancelAtPeriodEnd: true,
        retryCount: 2,
        pastDueSince: t.clock.now(),
        nextRetryAt: t.clock.now(),
      })
      .where(eq(brandBilling.userId, user.id));
    expect((await enterprise(user.id, { price: 90_000, campaign_limit: 40 })).statusCode).toBe(200);
    const [row] = await t.db.select().from(brandBilling).where(eq(brandBilling.userId, user.id));
    expect(row).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      pendingPlan: null,
      cancelAtPeriodEnd: false,
      retryCount: 0,
      pastDueSince: null,
      nextRetryAt: null,
    });
    expect((await agent.get('/api/brands/billing')).json()).toMatchObject({
      plan: 'enterprise',
      pending_plan: null,
      retry_at: null,
      campaign_limit: 40,
    });
  });

  it('sets unlimited with campaign_limit null, and a lapsed brand may publish again', async () => {
    const { user, agent } = await trialBrand();
    await t.db.update(brandBilling).set({ plan: 'none', status: 'lapsed' }).where(eq(brandBilling.userId, user.id));
    const res = await enterprise(user.id, { price: 250_000, campaign_limit: null });
    expect(res.json().data).toMatchObject({ price: 250_000, campaign_limit: null });
    expect((await agent.get('/api/brands/billing')).json()).toMatchObject({ plan: 'enterprise', status: 'active', campaign_limit: null });
  });

  it('replays the first answer for a retried click under the same key', async () => {
    const { user } = await trialBrand();
    const key = randomUUID();
    const first = await ops.post(
      `/api/ops/brands/${user.id}/enterprise`,
      { price: 100_000, campaign_limit: 30 },
      { headers: { 'idempotency-key': key } },
    );
    const again = await ops.post(
      `/api/ops/brands/${user.id}/enterprise`,
      { price: 100_000, campaign_limit: 30 },
      { headers: { 'idempotency-key': key } },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'billing.enterprise_set')));
    expect(audits).toHaveLength(1);
  });

  it('accepts the price and limit at their bounds and refuses one past them, with the exact message', async () => {
    const { user } = await trialBrand();
    expect((await enterprise(user.id, { price: E.priceMin, campaign_limit: E.campaignsMin })).statusCode).toBe(200);
    expect((await enterprise(user.id, { price: E.priceMax, campaign_limit: E.campaignsMax })).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: E.priceMin - 0.01, campaign_limit: 5 }, 'price', EM.priceMin],
      [{ price: E.priceMax + 0.01, campaign_limit: 5 }, 'price', EM.priceMax],
      [{ price: 100.001, campaign_limit: 5 }, 'price', EM.priceFraction],
      [{ price: 'lots', campaign_limit: 5 }, 'price', EM.priceInvalid],
      [{ campaign_limit: 5 }, 'price', EM.priceRequired],
      [{ price: 1000, campaign_limit: E.campaignsMin - 1 }, 'campaign_limit', EM.limitMin],
      [{ price: 1000, campaign_limit: E.campaignsMax + 1 }, 'campaign_limit', EM.limitMax],
      [{ price: 1000, campaign_limit: 2.5 }, 'campaign_limit', EM.limitWhole],
      [{ price: 1000 }, 'campaign_limit', EM.limitRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await enterprise(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await enterprise(user.id, { price: 'x'.repeat(10 * 1024 * 1024), campaign_limit: 1 })).statusCode).toBe(413);
  });

  it('answers 404 for an unknown id, a malformed id, or a creator’s account', async () => {
    const creator = await t.createUser({ userType: 'creator' });
    for (const id of [randomUUID(), 'not-a-uuid', creator.id]) {
      const res = await enterprise(id, { price: 1000, campaign_limit: 5 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(EM.notABrand);
    }
  });

  it('is for operators only, and needs the CSRF token', async () => {
    const { user, agent } = await trialBrand();
    expect((await enterprise(user.id, { price: 1, campaign_limit: null }, t.agent())).statusCode).toBe(401);
    expect((await enterprise(user.id, { price: 1, campaign_limit: null }, agent)).statusCode).toBe(403);
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    expect((await enterprise(user.id, { price: 1, campaign_limit: null }, creator)).statusCode).toBe(403);
    const noToken = await ops.post(`/api/ops/brands/${user.id}/enterprise`, { price: 1, campaign_limit: null }, { csrf: false });
    expect(noToken.statusCode).toBe(419);
    expect((await agent.get('/api/brands/billing')).json().plan).toBe('trial');
  });
});
