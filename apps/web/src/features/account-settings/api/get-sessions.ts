import type { TSessionsResponse } from '@amplio/shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/sessions: where the account is signed in, most recently seen first. */
export function getSessions(options: { signal?: AbortSignal } = {}): Promise<TSessionsResponse> {
  return api.get<TSessionsResponse>('/api/account/sessions', { signal: options.signal, cache: 'no-store' });
}

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'], queryFn: ({ signal }) => getSessions({ signal }) });

export const useSessions = () => useQuery(getSessionsQueryOptions());
