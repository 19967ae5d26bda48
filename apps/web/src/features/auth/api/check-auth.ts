import { CHECK_AUTH_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TCheckAuthResponse } from '@amplio/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export type AccountKind = 'brand' | 'creator';

/** GET /brand/check-auth or /creator/check-auth: is a user of this kind signed in? (spec 3 §7, 10 s timeout) */
export function checkAuth(kind: AccountKind, options: { signal?: AbortSignal } = {}): Promise<TCheckAuthResponse> {
  return api.get<TCheckAuthResponse>(`/${kind}/check-auth`, {
    signal: options.signal,
    timeoutMs: CHECK_AUTH_TIMEOUT_MS,
    cache: 'no-store',
  });
}
