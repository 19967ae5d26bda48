import type { TOpsBooksResponse } from '@amplio/shared/schemas/ops-books';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the console reads the books again while one of its pages is open (the banner about mismatches follows it). */
export const OPS_BOOKS_POLL_MS = 60_000;

/** GET /api/ops/books: balances by account kind, their total (0 when the books balance), the invariants and the last reconciliation. */
export function getOpsBooks(options: { signal?: AbortSignal } = {}): Promise<TOpsBooksResponse> {
  return api.get<TOpsBooksResponse>('/api/ops/books', { signal: options.signal, cache: 'no-store' });
}

export const opsBooksKey = ['ops-books'] as const;

export const getOpsBooksQueryOptions = () =>
  queryOptions({ queryKey: opsBooksKey, queryFn: ({ signal }) => getOpsBooks({ signal }), staleTime: 0 });

export const useOpsBooks = () => useQuery({ ...getOpsBooksQueryOptions(), refetchInterval: OPS_BOOKS_POLL_MS });
