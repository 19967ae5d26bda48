import type { TFundingReceipt } from '@amplio/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLOSED_WITHOUT_MONEY } from '../funding-status';

/** How often, and how many times at most, a pending funding is asked about again (about a minute in all). */
export const FUNDING_POLL_MS = 2000;
export const FUNDING_POLL_MAX = 30;
/**
 * A checkout that closed without money (failed, cancelled, expired) is asked about a few more times (about 16 s): the
 * brand may have just paid it anyway, and the provider's late capture turns it into a full refund within seconds.
 */
export const FUNDING_CLOSED_POLL_MAX = 8;

/** GET /api/brands/fundings/{funding_id}: one funding with its charges and state (the receipt's data). */
export function getFunding(fundingId: string, options: { signal?: AbortSignal } = {}): Promise<TFundingReceipt> {
  return api.get<TFundingReceipt>(`/api/brands/fundings/${encodeURIComponent(fundingId)}`, { signal: options.signal, cache: 'no-store' });
}

export const getFundingQueryOptions = (fundingId: string) =>
  queryOptions({ queryKey: ['brand-funding', fundingId], queryFn: ({ signal }) => getFunding(fundingId, { signal }) });

/**
 * How a funding on screen is followed: `pending` asks again while it is pending; `return` (the brand just came back
 * from the checkout) also asks a closed one a few more times, in case a payment reached it late.
 */
export type FundingFollow = 'pending' | 'return';

/** Whether a followed funding is asked about again, given its status and how many answers came already. */
export function fundingPollInterval(follow: FundingFollow, status: TFundingReceipt['status'] | undefined, answers: number): number | false {
  if (status === 'pending') return answers < FUNDING_POLL_MAX ? FUNDING_POLL_MS : false;
  if (follow === 'return' && status && CLOSED_WITHOUT_MONEY.includes(status)) {
    return answers < FUNDING_CLOSED_POLL_MAX ? FUNDING_POLL_MS : false;
  }
  return false;
}

/** With `follow`, a funding that may still change is fetched again every 2 s (see fundingPollInterval). */
export const useFunding = (fundingId: string, options: { follow?: FundingFollow; enabled?: boolean } = {}) =>
  useQuery({
    ...getFundingQueryOptions(fundingId),
    enabled: options.enabled ?? true,
    refetchInterval: (query) =>
      options.follow ? fundingPollInterval(options.follow, query.state.data?.status, query.state.dataUpdateCount) : false,
  });
