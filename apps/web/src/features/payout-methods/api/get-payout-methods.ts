import type { TListPayoutMethodsResponse, TPayoutMethod } from '@amplio/shared/schemas/payout-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const payoutMethodsKey = ['payout-methods'] as const;

/** GET /api/creator/payout-methods: the creator's saved methods, masked, the default first. */
export async function getPayoutMethods(options: { signal?: AbortSignal } = {}): Promise<TPayoutMethod[]> {
  const response = await api.get<TListPayoutMethodsResponse>('/api/creator/payout-methods', { signal: options.signal, cache: 'no-store' });
  return response.data;
}

export const getPayoutMethodsQueryOptions = () =>
  queryOptions({ queryKey: payoutMethodsKey, queryFn: ({ signal }) => getPayoutMethods({ signal }) });

export const usePayoutMethods = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getPayoutMethodsQueryOptions(), enabled: options.enabled ?? true });
