import type { TFundingReceipt } from '@amplio/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often, and how many times at most, a pending funding is asked about again (about a minute in all). */
export const FUNDING_POLL_MS = 2000;
export const FUNDING_POLL_MAX = 30;

/** GET /api/brands/fundings/{funding_id}: one funding with its charges and state (the receipt's data). */
export function getFunding(fundingId: string, options: { signal?: AbortSignal } = {}): Promise<TFundingReceipt> {
  return api.get<TFundingReceipt>(`/api/brands/fundings/${encodeURIComponent(fundingId)}`, { signal: options.signal, cache: 'no-store' });
}

export const getFundingQueryOptions = (fundingId: string) =>
  queryOptions({ queryKey: ['brand-funding', fundingId], queryFn: ({ signal }) => getFunding(fundingId, { signal }) });

/** With `pollWhilePending`, a pending funding is fetched again every 2 s for about a minute, until it settles. */
export const useFunding = (fundingId: string, options: { pollWhilePending?: boolean; enabled?: boolean } = {}) =>
  useQuery({
    ...getFundingQueryOptions(fundingId),
    enabled: options.enabled ?? true,
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.status === 'pending' && query.state.dataUpdateCount < FUNDING_POLL_MAX
        ? FUNDING_POLL_MS
        : false,
  });
