import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { appRoutes } from './app-routes';
import { buildRoutes } from './router';

const routes = buildRoutes();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const creator = { id: 'c1', name: 'Cara Creator', email: 'creator@amplio.test', user_type: 'creator', email_verified_at: null };

/** A fake server: each path answers from the table; anything else is a test failure. */
function serve(table: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0] ?? input;
    const handler = table[path];
    if (!handler) throw new Error(`unexpected call ${input}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

// Lazy chunks are transformed on first use, which can take a while in a cold test run.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(cleanup);

describe('the route table', () => {
  const fill = (path: string) => path.replace(/:(\w+)/g, '7');

  it.each(Object.entries(paths))('%s has a route, aliases included', (_name, entry) => {
    for (const path of [entry.path, ...('aliases' in entry ? entry.aliases : [])]) {
      const matches = matchRoutes(routes, fill(path));
      expect(matches, path).not.toBeNull();
      const leaf = matches?.at(-1);
      expect(leaf?.route.path === '*', `${path} fell through to the 404 page`).toBe(false);
    }
  });

  it("lists every page of the router in the server's table, so a known address never answers 404", () => {
    const known = new Set(appRoutes.paths);
    const walk = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...walk(route.children ?? [])]);
    const routed = walk(routes);
    expect(routed.length).toBeGreaterThan(40);
    for (const path of routed) expect(known.has(path), `${path} is routed but missing from appRoutes`).toBe(true);
  });

  it('guards exactly the signed-in areas', () => {
    const guarded = (path: string) => (matchRoutes(routes, path) ?? []).some((m) => m.route.middleware?.length);
    for (const entry of Object.values(paths)) {
      expect(guarded(fill(entry.path)), entry.path).toBe(entry.access !== 'public');
    }
  });
});

describe('navigation through the guard', () => {
  it('sends an anonymous visitor from the creator dashboard to the creator login with the notice', async () => {
    serve({
      '/creator/check-auth': () => json(200, { authenticated: false, user: null }),
      '/api/user': () => json(401, { message: 'Unauthenticated.' }),
    });
    const router = open('/creator/dashboard');
    expect(await screen.findByText(GUARD_MESSAGES.unauthenticated)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/login');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('redirect')).toBe('/creator/dashboard');
    expect(query.get('error')).toBe('unauthenticated');
  });

  it('opens the creator overview for a signed-in creator and greets them by name', async () => {
    serve({ '/creator/check-auth': () => json(200, { authenticated: true, user: creator }) });
    const router = open('/creator/dashboard');
    expect(await screen.findByText('Welcome back, Cara')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/dashboard/overview');
  });

  it('forwards /creator/campaigns/:id to its submission screen, keeping the query', async () => {
    serve({ '/creator/check-auth': () => json(200, { authenticated: true, user: creator }) });
    const router = open('/creator/campaigns/12?brandId=3&script=abc');
    expect(await screen.findByRole('heading', { name: 'Generated Scripts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/dashboard/campaigns/12/submit');
    expect(router.state.location.search).toBe('?brandId=3&script=abc');
  }, 15_000);

  it('sends a creator who opens a brand page to the brand login', async () => {
    serve({
      '/brand/check-auth': () => json(200, { authenticated: false, user: null }),
      '/api/user': () => json(200, { ...creator, user: creator }),
    });
    const router = open('/brand/dashboard');
    expect(await screen.findByText(GUARD_MESSAGES.unauthorizedBrand)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand/login');
  });

  it('sends an anonymous visitor from the payouts queue to the operator sign-in', async () => {
    serve({
      '/ops/check-auth': () => json(200, { authenticated: false, user: null }),
      '/api/user': () => json(401, { message: 'Unauthenticated.' }),
      '/api/demo-hints': () => json(404, { message: 'Not found.' }),
    });
    const router = open('/ops/payouts?status=paid');
    expect(await screen.findByRole('heading', { name: 'Sign in to the operator console' })).toBeTruthy();
    expect(screen.getByText(GUARD_MESSAGES.unauthenticated)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/ops/payouts?status=paid');
  }, 15_000);

  it('sends a signed-in brand from the payouts queue to the operator sign-in, saying it is for operators', async () => {
    const brand = { id: 'b1', name: 'Bo Brand', email: 'brand@amplio.test', user_type: 'brand', email_verified_at: null };
    serve({
      '/ops/check-auth': () => json(200, { authenticated: false, user: null }),
      '/api/user': () => json(200, { ...brand, user: brand }),
      '/api/demo-hints': () => json(404, { message: 'Not found.' }),
    });
    const router = open('/ops/payouts');
    expect(await screen.findByText(OPS_MESSAGES.notOperator)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops/login');
  }, 15_000);

  it('sends /ops to the payouts queue', async () => {
    const operator = { id: 'o1', name: 'Om Operator', email: 'ops@amplio.test', user_type: 'operator', email_verified_at: null };
    serve({
      '/ops/check-auth': () => json(200, { authenticated: true, user: operator }),
      '/api/ops/payouts': () =>
        json(200, {
          success: true,
          data: { data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 },
          counts: { pending: 0, processing: 0, paid: 0, failed: 0 },
          test_mode: true,
        }),
    });
    const router = open('/ops');
    expect(await screen.findByText(OPS_MESSAGES.empty)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops/payouts');
  }, 15_000);

  it.each(['/brand', '/brand/verify-otp', '/brand/forgot-password'])('%s is public: no auth check', async (path) => {
    const fetch = serve({});
    const router = open(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.errors).toBeNull();
    // Pages may load their own data (the demo hints), but nothing asks who is signed in.
    const authChecks = fetch.mock.calls.map((call) => String(call[0])).filter((url) => /check-auth|\/api\/user\b/.test(url));
    expect(authChecks).toEqual([]);
  });

  // The sign-in and registration pages are not guarded; their own entry gate asks both kinds' check-auth (issue 15),
  // and a visitor signed in as neither keeps the form.
  it.each(['/brand-register', '/brand/login', '/brand-login', '/brand-Login'])(
    '%s is public: only its entry gate asks who is signed in',
    async (path) => {
      const fetch = serve({
        '/brand/check-auth': () => json(200, { authenticated: false, user: null }),
        '/creator/check-auth': () => json(200, { authenticated: false, user: null }),
      });
      const router = open(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(router.state.errors).toBeNull();
      expect(router.state.location.pathname).toBe(path);
      const authChecks = fetch.mock.calls.map((call) => String(call[0])).filter((url) => /check-auth|\/api\/user\b/.test(url));
      expect(authChecks.every((url) => /^\/(brand|creator)\/check-auth/.test(url))).toBe(true);
    },
    15_000,
  );
});
