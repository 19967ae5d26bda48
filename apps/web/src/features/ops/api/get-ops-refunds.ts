import type { RefundState } from '@amplio/shared/constants/refunds';
import type { TOpsRefund, TOpsRefundsResponse } from '@amplio/shared/schemas/ops-refunds';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OpsRefundsFilter {
  status: RefundState;
  page: number;
}

/** GET /api/ops/refunds?status=&page=: one page of escrow refunds of a status, and the count per status. */
export function getOpsRefunds(filter: OpsRefundsFilter, options: { signal?: AbortSignal } = {}): Promise<TOpsRefundsResponse> {
  return api.get<TOpsRefundsResponse>('/api/ops/refunds', {
    query: { status: filter.status, page: filter.page > 1 ? filter.page : undefined },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const opsRefundsKey = ['ops-refunds'] as const;

export const getOpsRefundsQueryOptions = (filter: OpsRefundsFilter) =>
  queryOptions({
    queryKey: [...opsRefundsKey, filter.status, filter.page],
    queryFn: ({ signal }) => getOpsRefunds(filter, { signal }),
    staleTime: 0,
  });

export const useOpsRefunds = (filter: OpsRefundsFilter) =>
  useQuery({
    ...getOpsRefundsQueryOptions(filter),
    // Turning a page keeps the rows in view until the next page arrives; another tab's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === filter.status ? previous : undefined),
  });

/** Puts the server's copy of one refund into every cached page at once, so its card changes before the refetch lands. */
export function replaceCachedRefund(client: QueryClient, refund: TOpsRefund): void {
  client.setQueriesData<TOpsRefundsResponse>({ queryKey: opsRefundsKey }, (page) =>
    page ? { ...page, data: { ...page.data, data: page.data.data.map((row) => (row.id === refund.id ? refund : row)) } } : page,
  );
}
