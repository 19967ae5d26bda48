import type { PayoutState } from '@amplio/shared/constants/payouts';
import type { TOpsPayout, TOpsPayoutsResponse } from '@amplio/shared/schemas/ops';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OpsPayoutsFilter {
  /** Undefined lists every payout. */
  status?: PayoutState;
  page: number;
}

/** While a payout is with the provider the queue asks again this often, so a settled payout shows without a reload. */
export const PAYOUT_POLL_MS = 3000;
/** After this many answers in a row with a payout still processing, it asks less often (a real bank can take hours). */
export const PAYOUT_FAST_POLLS = 60;
export const PAYOUT_SLOW_POLL_MS = 15_000;

/** GET /api/ops/payouts?status=&page=: one page of the queue (oldest first), the count per status, and test mode. */
export function getOpsPayouts(filter: OpsPayoutsFilter, options: { signal?: AbortSignal } = {}): Promise<TOpsPayoutsResponse> {
  return api.get<TOpsPayoutsResponse>('/api/ops/payouts', {
    query: { status: filter.status, page: filter.page > 1 ? filter.page : undefined },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const opsPayoutsKey = ['ops-payouts'] as const;

export const getOpsPayoutsQueryOptions = (filter: OpsPayoutsFilter) =>
  queryOptions({
    queryKey: [...opsPayoutsKey, filter.status ?? 'all', filter.page],
    queryFn: ({ signal }) => getOpsPayouts(filter, { signal }),
    staleTime: 0,
  });

/** How long to wait before asking again: every 3 s while any payout is processing, slower after a few minutes. */
export function payoutPollInterval(data: TOpsPayoutsResponse | undefined, answers: number): number | false {
  if (!data || data.counts.processing === 0) return false;
  return answers < PAYOUT_FAST_POLLS ? PAYOUT_POLL_MS : PAYOUT_SLOW_POLL_MS;
}

export const useOpsPayouts = (filter: OpsPayoutsFilter) =>
  useQuery({
    ...getOpsPayoutsQueryOptions(filter),
    // Turning a page keeps the rows in view until the next page arrives; another tab's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === (filter.status ?? 'all') ? previous : undefined),
    refetchInterval: (query) => payoutPollInterval(query.state.data, query.state.dataUpdateCount),
  });

/** Puts the server's copy of one payout into every cached page at once, so its row changes before the refetch lands. */
export function replaceCachedPayout(client: QueryClient, payout: TOpsPayout): void {
  client.setQueriesData<TOpsPayoutsResponse>({ queryKey: opsPayoutsKey }, (page) =>
    page ? { ...page, data: { ...page.data, data: page.data.data.map((row) => (row.id === payout.id ? payout : row)) } } : page,
  );
}
