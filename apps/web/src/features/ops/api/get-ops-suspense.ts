import type { SuspenseState } from '@amplio/shared/constants/refunds';
import type { TSuspenseItem, TSuspenseListResponse } from '@amplio/shared/schemas/ops-books';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OpsSuspenseFilter {
  status: SuspenseState;
  page: number;
}

/** GET /api/ops/suspense?status=&page=: one page of the payments held in suspense of a status, and the count per status. */
export function getOpsSuspense(filter: OpsSuspenseFilter, options: { signal?: AbortSignal } = {}): Promise<TSuspenseListResponse> {
  return api.get<TSuspenseListResponse>('/api/ops/suspense', {
    query: { status: filter.status, page: filter.page > 1 ? filter.page : undefined },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const opsSuspenseKey = ['ops-suspense'] as const;

export const getOpsSuspenseQueryOptions = (filter: OpsSuspenseFilter) =>
  queryOptions({
    queryKey: [...opsSuspenseKey, filter.status, filter.page],
    queryFn: ({ signal }) => getOpsSuspense(filter, { signal }),
    staleTime: 0,
  });

export const useOpsSuspense = (filter: OpsSuspenseFilter) =>
  useQuery({
    ...getOpsSuspenseQueryOptions(filter),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === filter.status ? previous : undefined),
  });

/** Puts the server's copy of one item into every cached page at once, so its card changes before the refetch lands. */
export function replaceCachedSuspenseItem(client: QueryClient, item: TSuspenseItem): void {
  client.setQueriesData<TSuspenseListResponse>({ queryKey: opsSuspenseKey }, (page) =>
    page ? { ...page, data: { ...page.data, data: page.data.data.map((row) => (row.id === item.id ? item : row)) } } : page,
  );
}
