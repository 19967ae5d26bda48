import { CHECK_AUTH_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TPublicUser } from '@amplio/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** GET /api/user: whoever is signed in, of any kind. Answers 401 when nobody is. */
export async function getCurrentUser(options: { signal?: AbortSignal } = {}): Promise<TPublicUser> {
  const body = await api.get<{ user: TPublicUser }>('/api/user', {
    signal: options.signal,
    timeoutMs: CHECK_AUTH_TIMEOUT_MS,
    cache: 'no-store',
  });
  return body.user;
}
