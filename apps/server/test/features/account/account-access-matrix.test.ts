import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A body the route refuses with a 4xx of its own, so nothing changes for the account that sends it. */
  body?: unknown;
}

/** Issue 25 §1: every account settings route; each acts on the caller's own account only, so there is no id to probe. */
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/account' },
  { method: 'PUT', path: '/api/account/name', body: { name: '' } },
  {
    method: 'PUT',
    path: '/api/account/password',
    body: { current_password: 'wrong-one', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
  },
  { method: 'POST', path: '/api/account/email', body: { email: 'not-an-address' } },
  { method: 'POST', path: '/api/account/email/verify', body: { otp: '123456' } },
  { method: 'GET', path: '/api/account/sessions' },
  { method: 'DELETE', path: '/api/account/sessions/others' },
  { method: 'POST', path: '/api/account/export' },
  { method: 'GET', path: '/api/account/export/00000000-0000-4000-8000-000000000000?expires=1&signature=x' },
  { method: 'DELETE', path: '/api/account', body: { password: 'wrong-one' } },
];
const cases = ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const);
const send = (agent: TestAgent, route: Route, payload: unknown = route.body) =>
  agent.request({ method: route.method, url: route.path, payload: payload as string });

async function operatorAgent() {
  const operator = await t.createUser({ userType: 'operator' });
  const agent = t.agent();
  expect((await agent.post('/ops/login', { email: operator.email, password: operator.password })).statusCode).toBe(200);
  return agent;
}

describe('account settings: the access matrix', () => {
  it.each(cases)('%s: anonymous → 401', async (_name, route) => {
    const res = await send(t.agent(), route);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
  });

  it.each(cases)('%s: an operator → 403', async (_name, route) => {
    expect((await send(await operatorAgent(), route)).statusCode).toBe(403);
  });

  it.each(cases)('%s: works for a brand and for a creator (never 401, 403 or 5xx)', async (_name, route) => {
    for (const userType of ['brand', 'creator'] as const) {
      const agent = await t.injectAs(await t.createUser({ userType }));
      const res = await send(agent, route);
      expect([401, 403], `${userType}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${userType}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('account settings: bad input gets a 4xx, never a 500', () => {
  const withBody = ROUTES.filter((r) => r.body !== undefined);
  const bad: Array<[string, unknown]> = [
    ['no body', undefined],
    ['an empty object', {}],
    ['an array', [1, 2]],
    ['a string', 'hello'],
    ['numbers', { name: 1, email: 2, otp: 3, password: 4, current_password: 5, password_confirmation: 6 }],
    ['nulls', { name: null, email: null, otp: null, password: null, current_password: null, password_confirmation: null }],
    [
      'huge strings',
      {
        name: 'n'.repeat(100_000),
        email: `${'e'.repeat(100_000)}@x.co`,
        otp: '1'.repeat(100_000),
        password: 'p'.repeat(100_000),
        current_password: 'c'.repeat(100_000),
        password_confirmation: 'p'.repeat(100_000),
      },
    ],
  ];
  it.each(withBody.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const agent = await t.injectAs(await t.createUser({ userType: 'creator' }));
    for (const [what, payload] of bad) {
      const res = await send(agent, route, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
    }
    // The account is untouched by all of it.
    expect((await agent.get('/api/account')).statusCode).toBe(200);
  });

  it('refuses a malformed export id or query with 4xx', async () => {
    const agent = await t.injectAs(await t.createUser({ userType: 'brand' }));
    for (const url of [
      '/api/account/export/not-a-uuid?expires=1&signature=x',
      '/api/account/export/00000000-0000-4000-8000-000000000000',
      '/api/account/export/00000000-0000-4000-8000-000000000000?expires=-5&signature=x',
      '/api/account/export/00000000-0000-4000-8000-000000000000?expires=1e400&signature=x',
      `/api/account/export/00000000-0000-4000-8000-000000000000?expires=1&signature=${'s'.repeat(500)}`,
      '/api/account/export/00000000-0000-4000-8000-000000000000?expires=1&signature=x&file=exe',
    ]) {
      const res = await agent.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
