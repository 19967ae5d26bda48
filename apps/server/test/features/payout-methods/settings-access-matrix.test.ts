import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';

/** Issue 25's settings routes of this feature set: who may call each. */
let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInCreatorWithProfile>>;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
let methodId: string;
beforeAll(async () => {
  t = await buildTestApp();
  creator = await signedInCreatorWithProfile(t);
  brand = await signedInBrand(t);
  methodId = (await creator.agent.post('/api/creator/payout-methods', { payment_method: 'upi', upi_id: 'asha@okaxis' })).json().data[0].id;
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** {method}, {link} and {profile}: the owner's payout method, social account and brand profile. */
  path: string;
  kind: 'creator' | 'brand';
  body?: unknown;
}

const ROUTES: Route[] = [
  { kind: 'creator', method: 'GET', path: '/api/creator/payout-methods' },
  { kind: 'creator', method: 'POST', path: '/api/creator/payout-methods', body: { payment_method: 'upi', upi_id: 'x1@okaxis' } },
  { kind: 'creator', method: 'DELETE', path: '/api/creator/payout-methods/{method}' },
  { kind: 'creator', method: 'POST', path: '/api/creator/payout-methods/{method}/default', body: {} },
  { kind: 'creator', method: 'PUT', path: '/api/creator/profile/details', body: { pan: 'ABCDE1234F' } },
  { kind: 'creator', method: 'DELETE', path: '/api/creator/social-links/{link}' },
  { kind: 'brand', method: 'GET', path: '/api/brands/company' },
  { kind: 'brand', method: 'PUT', path: '/api/brands/company', body: { legal_name: 'X' } },
  { kind: 'brand', method: 'DELETE', path: '/api/brands/brand-profiles/{profile}' },
];
const owned = (r: Route) => r.path.includes('{');
const writes = (r: Route) => r.method !== 'GET';

const url = (route: Route) =>
  route.path.replace('{method}', methodId).replace('{link}', creator.instagram.id).replace('{profile}', brand.brandId);
const send = (agent: TestAgent, route: Route, opts: { csrf?: boolean } = {}) =>
  agent.request({ method: route.method, url: url(route), payload: route.body as string, csrf: opts.csrf });
const cases = (routes: Route[]) => routes.map((r) => [`${r.method} ${r.path}`, r] as const);
const wrongKind = async (route: Route) =>
  route.kind === 'creator'
    ? t.injectAs(await t.createUser({ userType: 'brand' }))
    : t.injectAs(await t.createUser({ userType: 'creator' }));

describe('who may call the settings routes', () => {
  it.each(cases(ROUTES))('%s: anonymous → 401', async (_name, route) => {
    const res = await send(t.agent(), route);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
  });

  it.each(cases(ROUTES))('%s: the other kind of account → 403', async (_name, route) => {
    const res = await send(await wrongKind(route), route);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HTTP_MESSAGES.forbidden);
  });

  it.each(cases(ROUTES.filter(owned)))('%s: another account of the same kind → 404', async (_name, route) => {
    const other = route.kind === 'creator' ? (await signedInCreatorWithProfile(t)).agent : (await signedInBrand(t)).agent;
    expect((await send(other, route)).statusCode).toBe(404);
  });

  it.each(cases(ROUTES.filter(writes)))('%s: without the CSRF token → 419', async (_name, route) => {
    const owner = route.kind === 'creator' ? creator.agent : brand.agent;
    expect((await send(owner, route, { csrf: false })).statusCode).toBe(419);
  });

  it('left the owners’ method, account and profile in place', async () => {
    expect((await creator.agent.get('/api/creator/payout-methods')).json().data.map((m: { id: string }) => m.id)).toContain(methodId);
    expect((await creator.agent.get('/api/creator/social-links')).json().data).toHaveLength(2);
    expect((await brand.agent.get(`/api/brands/brand-profiles/${brand.brandId}`)).statusCode).toBe(200);
  });
});
