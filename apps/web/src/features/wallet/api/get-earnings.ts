import type { TEarningsResponse } from '@amplio/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletKey } from './wallet-keys';

/** GET /api/creator/earnings: total earned, available balance, pending withdrawals, paid out and in escrow, from the ledger. */
export function getEarnings(options: { signal?: AbortSignal } = {}): Promise<TEarningsResponse> {
  return api.get<TEarningsResponse>('/api/creator/earnings', { signal: options.signal, cache: 'no-store' });
}

export const getEarningsQueryOptions = () =>
  queryOptions({ queryKey: [...walletKey, 'earnings'], queryFn: ({ signal }) => getEarnings({ signal }) });

export const useEarnings = () => useQuery(getEarningsQueryOptions());
