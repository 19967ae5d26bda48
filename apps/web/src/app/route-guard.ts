import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import type { TCheckAuthResponse, TPublicUser } from '@amplio/shared/schemas/auth';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { type MiddlewareFunction, redirect } from 'react-router';
import { loginPathFor, paths } from '../config/paths';
import { readPendingVerification } from '../features/account-entry/verification-email';
import { type AccountKind, checkAuth } from '../features/auth/api/check-auth';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { checkOpsAuth } from '../features/ops/api/check-ops-auth';
import { isApiError } from '../lib/api-client';
import { withQuery } from '../lib/with-query';
import { clearStoredUser, getStoredUser, type StoredUser, setStoredUser } from '../lib/stored-user';
import { sessionUserContext } from './session-user-context';

/** Who a guarded area is for: the spec's two kinds of account, and Amplio's operators (issue 13 §4). */
export type GuardRole = AccountKind | 'operator';

/**
 * Spec 3 §2.1: a guarded path that starts with /brand is a brand route; every other guarded path is a creator route.
 * Issue 13 §4 adds the operator console: a path under /ops is an operator route.
 */
export function roleForGuardedPath(pathname: string): GuardRole {
  if (pathname === '/ops' || pathname.startsWith('/ops/')) return 'operator';
  return pathname.startsWith('/brand') ? 'brand' : 'creator';
}

export type GuardFailure = 'unauthenticated' | 'unauthorized';

const UNAUTHORIZED_MESSAGE: Record<GuardRole, string> = {
  brand: GUARD_MESSAGES.unauthorizedBrand,
  creator: GUARD_MESSAGES.unauthorizedCreator,
  operator: OPS_MESSAGES.notOperator,
};

const LOGIN_PATH: Record<GuardRole, string> = { ...loginPathFor, operator: paths.opsLogin.path };

/** The matching sign-in page, with where to come back to and why the visitor was sent there. */
export function loginRedirectFor(role: GuardRole, failure: GuardFailure, returnTo: string): string {
  return withQuery(LOGIN_PATH[role], {
    redirect: returnTo,
    error: failure,
    message: failure === 'unauthenticated' ? GUARD_MESSAGES.unauthenticated : UNAUTHORIZED_MESSAGE[role],
  });
}

export type GuardDecision = { kind: 'allow'; user: StoredUser | null } | { kind: 'redirect'; to: string };

export interface GuardDependencies {
  checkAuth: (role: GuardRole, options: { signal?: AbortSignal }) => Promise<TCheckAuthResponse>;
  getCurrentUser: (options: { signal?: AbortSignal }) => Promise<TPublicUser>;
  /** A registration of this browser still waiting for its code (verification_email and its kind). */
  pendingVerification?: () => { email: string; kind: AccountKind } | null;
}

const VERIFY_PATH: Record<AccountKind, string> = { brand: paths.brandVerifyOtp.path, creator: paths.creatorVerifyOtp.path };

const defaultDependencies: GuardDependencies = {
  // GET /brand/check-auth, /creator/check-auth or /ops/check-auth.
  checkAuth: (role, options) => (role === 'operator' ? checkOpsAuth(options) : checkAuth(role, options)),
  getCurrentUser,
  pendingVerification: readPendingVerification,
};

/**
 * Decides whether a guarded route may open. The server's check-auth answers `authenticated: false` for a user of
 * the other kind as well, so on a "no" we ask /api/user who is signed in to tell "nobody" from "the wrong kind".
 */
export async function decideGuard(
  input: { pathname: string; returnTo: string; signal?: AbortSignal },
  deps: GuardDependencies = defaultDependencies,
): Promise<GuardDecision> {
  const role = roleForGuardedPath(input.pathname);
  const goToLogin = (failure: GuardFailure): GuardDecision => {
    clearStoredUser();
    return { kind: 'redirect', to: loginRedirectFor(role, failure, input.returnTo) };
  };

  let answer: TCheckAuthResponse;
  try {
    answer = await deps.checkAuth(role, { signal: input.signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 419)) return goToLogin('unauthenticated');
    if (input.signal?.aborted) throw error;
    // Any other failure (server down, timeout) lets the navigation proceed; the page's own calls will report it.
    const stored = getStoredUser();
    return { kind: 'allow', user: stored?.user_type === role ? stored : null };
  }

  if (answer.authenticated) {
    if (!answer.user) return { kind: 'allow', user: getStoredUser() };
    if (answer.user.user_type === role) return { kind: 'allow', user: setStoredUser(answer.user) };
    return goToLogin('unauthorized');
  }

  const signedIn = await deps.getCurrentUser({ signal: input.signal }).catch(() => null);
  if (signedIn && signedIn.user_type !== role) return goToLogin('unauthorized');
  // Issue 25: a new account of this kind, registered here and not verified yet ("Continue to Dashboard" in the
  // brand's success dialog) cannot sign in; its code opens the dashboard, so the code is where it is sent.
  const pending = role === 'operator' ? null : (deps.pendingVerification?.() ?? null);
  if (pending && pending.kind === role) {
    return { kind: 'redirect', to: withQuery(VERIFY_PATH[role], { email: pending.email, reason: 'dashboard' }) };
  }
  return goToLogin('unauthenticated');
}

/** Route middleware for the guarded trees: redirects to the matching login, or hands the user to the loaders below. */
export const requireSignedInUser: MiddlewareFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  const decision = await decideGuard({ pathname: url.pathname, returnTo: url.pathname + url.search, signal: request.signal });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  context.set(sessionUserContext, decision.user);
};
