import type { TPaymentTrackerResponse } from '@amplio/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletKey } from './wallet-keys';

/** GET /api/creator/payment-tracker: every job and withdrawal with its timeline, newest first. */
export function getPaymentTracker(options: { signal?: AbortSignal } = {}): Promise<TPaymentTrackerResponse> {
  return api.get<TPaymentTrackerResponse>('/api/creator/payment-tracker', { signal: options.signal, cache: 'no-store' });
}

/** How often the tracker looks again while a withdrawal is with the bank (the provider settles it within seconds to days). */
export const TRACKER_POLL_MS = 10_000;

export const getPaymentTrackerQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'tracker'],
    queryFn: ({ signal }) => getPaymentTracker({ signal }),
    refetchInterval: (query) => (query.state.data?.data.withdrawals.some((w) => w.status === 'processing') ? TRACKER_POLL_MS : false),
  });

export const usePaymentTracker = () => useQuery(getPaymentTrackerQueryOptions());
