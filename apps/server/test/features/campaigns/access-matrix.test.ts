import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fundAndCapture, signedInBrand } from './campaign-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInBrand>>;
let campaignId: string;
let invoiceId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInBrand(t);
  campaignId = (await createCampaign(t, owner.agent)).id;
  await fundAndCapture(t, owner.agent, campaignId, 10_000);
  invoiceId = (await owner.agent.get('/api/brands/invoices')).json().data[0].id;
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** {campaign}, {profile} and {invoice} stand for the owner's campaign, brand profile and its funding's tax invoice. */
  path: string;
  body?: unknown;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/brands/brand-profiles' },
  { method: 'POST', path: '/api/brands/brand-profiles', body: { name: 'X', industry: 'other' } },
  { method: 'GET', path: '/api/brands/brand-profiles/{profile}' },
  { method: 'PUT', path: '/api/brands/brand-profiles/{profile}', body: { name: 'Taken over', industry: 'other' } },
  { method: 'GET', path: '/api/brands/campaigns' },
  { method: 'POST', path: '/api/brands/campaigns', body: { product_name: 'X' } },
  { method: 'GET', path: '/api/brands/campaigns/{campaign}' },
  { method: 'PUT', path: '/api/brands/campaigns/{campaign}', body: { description: 'Taken over' } },
  { method: 'POST', path: '/api/brands/campaigns/{campaign}/status', body: { status: 'paused' } },
  { method: 'POST', path: '/api/brands/campaigns/{campaign}/fund', body: { amount: 1_000 } },
  { method: 'GET', path: '/api/brands/campaigns/{campaign}/ledger' },
  { method: 'POST', path: '/api/brands/campaigns/{campaign}/cover' },
  { method: 'DELETE', path: '/api/brands/campaigns/{campaign}/cover' },
  { method: 'GET', path: '/api/brands/escrow' },
  { method: 'GET', path: '/api/brands/invoices' },
  { method: 'GET', path: '/api/brands/invoices/{invoice}' },
  { method: 'GET', path: '/api/brands/invoices/{invoice}/pdf' },
  { method: 'GET', path: '/api/brands/invoices/{invoice}/print' },
  // Issue 26 §2: the brand's plan (each acts on the caller's own billing only, so there is no id to probe).
  { method: 'GET', path: '/api/brands/billing' },
  { method: 'POST', path: '/api/brands/billing/subscribe', body: { plan: 'enterprise' } },
  { method: 'POST', path: '/api/brands/billing/change', body: { plan: 'enterprise' } },
  { method: 'POST', path: '/api/brands/billing/cancel' },
  { method: 'POST', path: '/api/brands/billing/resume' },
  { method: 'POST', path: '/api/sales/leads', body: { name: 'X', email: 'x@y.in', company: 'Y', monthly_campaigns: 1 } },
];
const owned = (r: Route) => r.path.includes('{');

const send = (agent: TestAgent, route: Route) =>
  agent.request({
    method: route.method,
    url: route.path.replace('{campaign}', campaignId).replace('{profile}', owner.brandId).replace('{invoice}', invoiceId),
    payload: route.body as string,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
const cases = (routes: Route[]) => routes.map((r) => [`${r.method} ${r.path}`, r] as const);

describe('who may call the brand endpoints', () => {
  it.each(cases(ROUTES))('%s: anonymous → 401', async (_name, route) => {
    const res = await send(t.agent(), route);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
  });

  it.each(cases(ROUTES))('%s: a creator → 403', async (_name, route) => {
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    const res = await send(creator, route);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HTTP_MESSAGES.forbidden);
  });

  it.each(cases(ROUTES.filter(owned)))('%s: another brand → 404', async (_name, route) => {
    const other = await signedInBrand(t);
    const res = await send(other.agent, route);
    expect(res.statusCode).toBe(404);
  });

  it('another brand sees none of the owner’s campaigns or money in its lists', async () => {
    const other = await signedInBrand(t);
    expect((await other.agent.get('/api/brands/campaigns')).json().total).toBe(0);
    expect((await other.agent.get('/api/brands/escrow')).json()).toMatchObject({ funded: 0, available: 0, campaigns_count: 0 });
    expect((await other.agent.get('/api/brands/brand-profiles')).json().data.map((b: { id: string }) => b.id)).not.toContain(owner.brandId);
    expect((await other.agent.get('/api/brands/invoices')).json().data).toEqual([]);
  });

  it('left the owner’s campaign and profile as they were', async () => {
    const campaign = (await owner.agent.get(`/api/brands/campaigns/${campaignId}`)).json().data;
    expect(campaign).toMatchObject({ status: 'upcoming', escrow: { funded: 10_000 } });
    expect(campaign.description).not.toBe('Taken over');
    expect((await owner.agent.get(`/api/brands/brand-profiles/${owner.brandId}`)).json().data.name).toBe('Glow Labs');
  });
});
