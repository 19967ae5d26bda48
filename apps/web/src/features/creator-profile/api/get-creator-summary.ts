import { CHECK_AUTH_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TCurrentUser } from '@amplio/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user for a signed-in creator: the user plus creator_profile (username, profile photo path). */
export async function getCreatorSummary(options: { signal?: AbortSignal } = {}): Promise<TCurrentUser> {
  const body = await api.get<{ user: TCurrentUser }>('/api/user', {
    signal: options.signal,
    timeoutMs: CHECK_AUTH_TIMEOUT_MS,
    cache: 'no-store',
  });
  return body.user;
}

export const getCreatorSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['current-user', 'creator-summary'], queryFn: ({ signal }) => getCreatorSummary({ signal }) });

export const useCreatorSummary = () => useQuery(getCreatorSummaryQueryOptions());
