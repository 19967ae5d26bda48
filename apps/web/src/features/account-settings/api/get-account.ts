import type { TAccountSummaryResponse } from '@amplio/shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account: the signed-in account's name, e-mail and any e-mail change waiting for its code. */
export function getAccount(options: { signal?: AbortSignal } = {}): Promise<TAccountSummaryResponse> {
  return api.get<TAccountSummaryResponse>('/api/account', { signal: options.signal, cache: 'no-store' });
}

export const getAccountQueryOptions = () => queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount({ signal }) });

export const useAccount = () => useQuery(getAccountQueryOptions());
