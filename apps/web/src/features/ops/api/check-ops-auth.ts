import { CHECK_AUTH_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TCheckAuthResponse } from '@amplio/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** GET /ops/check-auth: is an operator signed in? Answers like the brand's and creator's checks (10 s timeout). */
export function checkOpsAuth(options: { signal?: AbortSignal } = {}): Promise<TCheckAuthResponse> {
  return api.get<TCheckAuthResponse>('/ops/check-auth', { signal: options.signal, timeoutMs: CHECK_AUTH_TIMEOUT_MS, cache: 'no-store' });
}
