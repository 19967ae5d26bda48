import type { TPaymentTrackerResponse } from '@amplio/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletKey } from './wallet-keys';

/** GET /api/creator/payment-tracker: every job and withdrawal with its timeline, newest first. */
export function getPaymentTracker(options: { signal?: AbortSignal } = {}): Promise<TPaymentTrackerResponse> {
  return api.get<TPaymentTrackerResponse>('/api/creator/payment-tracker', { signal: options.signal, cache: 'no-store' });
}

export const getPaymentTrackerQueryOptions = () =>
  queryOptions({ queryKey: [...walletKey, 'tracker'], queryFn: ({ signal }) => getPaymentTracker({ signal }) });

export const usePaymentTracker = () => useQuery(getPaymentTrackerQueryOptions());
