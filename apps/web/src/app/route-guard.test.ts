import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import type { TCheckAuthResponse, TPublicUser } from '@amplio/shared/schemas/auth';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { getStoredUser, setStoredUser } from '../lib/stored-user';
import { decideGuard, type GuardDependencies, loginRedirectFor, roleForGuardedPath } from './route-guard';

const creator: TPublicUser = {
  id: 'c1',
  name: 'Cara Creator',
  email: 'creator@amplio.test',
  user_type: 'creator',
  email_verified_at: null,
};
const brand: TPublicUser = { id: 'b1', name: 'Bo Brand', email: 'brand@amplio.test', user_type: 'brand', email_verified_at: null };
const operator: TPublicUser = { id: 'o1', name: 'Om Operator', email: 'ops@amplio.test', user_type: 'operator', email_verified_at: null };

function deps(
  check: TCheckAuthResponse | Error,
  current: TPublicUser | Error = new ApiError({ status: 401, message: 'Unauthenticated.' }),
) {
  return {
    checkAuth: vi.fn(async () => {
      if (check instanceof Error) throw check;
      return check;
    }),
    getCurrentUser: vi.fn(async () => {
      if (current instanceof Error) throw current;
      return current;
    }),
  } satisfies GuardDependencies;
}

const redirectQuery = (to: string) => Object.fromEntries(new URL(to, 'http://x').searchParams);
const redirectPath = (to: string) => new URL(to, 'http://x').pathname;

beforeEach(() => localStorage.clear());

describe('roleForGuardedPath', () => {
  it.each([
    ['/brand/dashboard', 'brand'],
    ['/brand/campaigns/edit/7', 'brand'],
    ['/brand/content-review', 'brand'],
    ['/creator/dashboard', 'creator'],
    ['/creator/dashboard/overview', 'creator'],
    ['/creator/campaigns/12', 'creator'],
    ['/ops/payouts', 'operator'],
    ['/ops', 'operator'],
    ['/ops/payouts?status=paid', 'operator'],
  ])('%s is checked as a %s route', (path, role) => {
    expect(roleForGuardedPath(path)).toBe(role);
  });
});

describe('decideGuard', () => {
  it('lets a signed-in user of the right kind through and stores them', async () => {
    const d = deps({ authenticated: true, user: brand });
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, d);
    expect(decision).toEqual({ kind: 'allow', user: { id: 'b1', name: 'Bo Brand', email: 'brand@amplio.test', user_type: 'brand' } });
    expect(d.checkAuth).toHaveBeenCalledWith('brand', expect.anything());
    expect(getStoredUser()?.email).toBe('brand@amplio.test');
  });

  it('checks creator paths against the creator check', async () => {
    const d = deps({ authenticated: true, user: creator });
    await decideGuard({ pathname: '/creator/dashboard/overview', returnTo: '/creator/dashboard/overview' }, d);
    expect(d.checkAuth).toHaveBeenCalledWith('creator', expect.anything());
  });

  it('sends a visitor who is not signed in to the matching login with redirect, error and message', async () => {
    const d = deps({ authenticated: false, user: null });
    const decision = await decideGuard({ pathname: '/creator/dashboard', returnTo: '/creator/dashboard?tab=2' }, d);
    expect(decision.kind).toBe('redirect');
    if (decision.kind !== 'redirect') return;
    expect(redirectPath(decision.to)).toBe('/creator/login');
    expect(redirectQuery(decision.to)).toEqual({
      redirect: '/creator/dashboard?tab=2',
      error: 'unauthenticated',
      message: GUARD_MESSAGES.unauthenticated,
    });
  });

  it('sends a creator who opens a brand page to the brand login as unauthorized and forgets the stored user', async () => {
    setStoredUser(creator);
    // The server answers "not authenticated" for the other kind; /api/user tells who is signed in.
    const d = deps({ authenticated: false, user: null }, creator);
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, d);
    expect(decision.kind).toBe('redirect');
    if (decision.kind !== 'redirect') return;
    expect(redirectPath(decision.to)).toBe('/brand/login');
    expect(redirectQuery(decision.to)).toMatchObject({ error: 'unauthorized', message: GUARD_MESSAGES.unauthorizedBrand });
    expect(getStoredUser()).toBeNull();
  });

  it('also treats an authenticated answer with another user type as unauthorized', async () => {
    const d = deps({ authenticated: true, user: brand });
    const decision = await decideGuard({ pathname: '/creator/dashboard', returnTo: '/creator/dashboard' }, d);
    expect(decision.kind === 'redirect' && redirectQuery(decision.to)).toMatchObject({
      error: 'unauthorized',
      message: GUARD_MESSAGES.unauthorizedCreator,
    });
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/creator/login');
  });

  it.each([401, 419])('clears the stored user and goes to login on a %i from the check', async (status) => {
    setStoredUser(brand);
    const d = deps(new ApiError({ status, message: 'x' }));
    const decision = await decideGuard({ pathname: '/brand/profile', returnTo: '/brand/profile' }, d);
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/brand/login');
    expect(getStoredUser()).toBeNull();
  });

  it.each([
    ['a 500', new ApiError({ status: 500, message: 'boom' })],
    ['a timeout', new ApiError({ status: 0, message: 'slow', noResponse: true, timedOut: true })],
  ])('lets navigation proceed on %s', async (_label, error) => {
    setStoredUser(brand);
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, deps(error));
    expect(decision).toEqual({ kind: 'allow', user: expect.objectContaining({ id: 'b1' }) });
  });

  it('does not hand a stored user of the other kind to the page when the check failed', async () => {
    setStoredUser(creator);
    const decision = await decideGuard(
      { pathname: '/brand/dashboard', returnTo: '/brand/dashboard' },
      deps(new ApiError({ status: 503, message: 'x' })),
    );
    expect(decision).toEqual({ kind: 'allow', user: null });
  });

  it('rethrows when the navigation was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    await expect(
      decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard', signal: controller.signal }, deps(abort)),
    ).rejects.toBe(abort);
  });
});

describe('decideGuard on the operator console (/ops)', () => {
  it('asks the operator check and lets a signed-in operator through', async () => {
    const d = deps({ authenticated: true, user: operator });
    const decision = await decideGuard({ pathname: '/ops/payouts', returnTo: '/ops/payouts' }, d);
    expect(d.checkAuth).toHaveBeenCalledWith('operator', expect.anything());
    expect(decision).toEqual({ kind: 'allow', user: { id: 'o1', name: 'Om Operator', email: 'ops@amplio.test', user_type: 'operator' } });
  });

  it('sends a visitor who is not signed in to /ops/login, not to a brand or creator page', async () => {
    const d = deps({ authenticated: false, user: null });
    const decision = await decideGuard({ pathname: '/ops/payouts', returnTo: '/ops/payouts?status=failed' }, d);
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/ops/login');
    expect(decision.kind === 'redirect' && redirectQuery(decision.to)).toEqual({
      redirect: '/ops/payouts?status=failed',
      error: 'unauthenticated',
      message: GUARD_MESSAGES.unauthenticated,
    });
  });

  it.each([
    ['brand', brand],
    ['creator', creator],
  ])('sends a signed-in %s to /ops/login as unauthorized, saying the page is for operators', async (_kind, user) => {
    setStoredUser(user);
    const d = deps({ authenticated: false, user: null }, user);
    const decision = await decideGuard({ pathname: '/ops/payouts', returnTo: '/ops/payouts' }, d);
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/ops/login');
    expect(decision.kind === 'redirect' && redirectQuery(decision.to)).toMatchObject({
      error: 'unauthorized',
      message: OPS_MESSAGES.notOperator,
    });
    expect(getStoredUser()).toBeNull();
  });

  it('treats an authenticated answer naming a brand as unauthorized on /ops', async () => {
    const decision = await decideGuard({ pathname: '/ops/payouts', returnTo: '/ops/payouts' }, deps({ authenticated: true, user: brand }));
    expect(decision.kind === 'redirect' && redirectQuery(decision.to)).toMatchObject({ error: 'unauthorized' });
  });

  it('sends an operator who opens a brand page to the brand login', async () => {
    const d = deps({ authenticated: false, user: null }, operator);
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, d);
    expect(d.checkAuth).toHaveBeenCalledWith('brand', expect.anything());
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/brand/login');
    expect(decision.kind === 'redirect' && redirectQuery(decision.to)).toMatchObject({ message: GUARD_MESSAGES.unauthorizedBrand });
  });

  it('hands a stored operator to the console when the check cannot be reached', async () => {
    setStoredUser(operator);
    const decision = await decideGuard(
      { pathname: '/ops/payouts', returnTo: '/ops/payouts' },
      deps(new ApiError({ status: 503, message: 'x' })),
    );
    expect(decision).toEqual({ kind: 'allow', user: expect.objectContaining({ id: 'o1' }) });
  });
});

describe('loginRedirectFor', () => {
  it('encodes the return path so its own query survives', () => {
    const to = loginRedirectFor('brand', 'unauthenticated', '/brand/campaigns?status=draft&page=2');
    expect(redirectQuery(to).redirect).toBe('/brand/campaigns?status=draft&page=2');
  });
});

describe('a new account still waiting for its code (issue 25)', () => {
  const unauthenticated = () => deps({ authenticated: false, user: null });

  it('sends the brand who pressed "Continue to Dashboard" to the code that opens it, not to the sign-in page', async () => {
    const d = { ...unauthenticated(), pendingVerification: () => ({ email: 'new@brand.test', kind: 'brand' as const }) };
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, d);
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(redirectPath(to)).toBe('/brand/verify-otp');
    expect(redirectQuery(to)).toEqual({ email: 'new@brand.test', reason: 'dashboard' });
  });

  it('sends a visitor to the sign-in page when the pending code is another kind of account’s', async () => {
    const d = { ...unauthenticated(), pendingVerification: () => ({ email: 'new@creator.test', kind: 'creator' as const }) };
    const decision = await decideGuard({ pathname: '/brand/dashboard', returnTo: '/brand/dashboard' }, d);
    expect(decision.kind === 'redirect' && redirectPath(decision.to)).toBe('/brand/login');
  });
});
