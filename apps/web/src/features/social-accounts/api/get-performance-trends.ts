import type { TPerformanceTrendsResponse } from '@amplio/shared/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/creator/performance-trends: views, likes and engagement % a day, summed over the creator's accounts. */
export function getPerformanceTrends(options: { signal?: AbortSignal } = {}): Promise<TPerformanceTrendsResponse> {
  return api.get<TPerformanceTrendsResponse>('/api/creator/performance-trends', { signal: options.signal, cache: 'no-store' });
}

export const getPerformanceTrendsQueryOptions = () =>
  queryOptions({ queryKey: ['creator-performance-trends'], queryFn: ({ signal }) => getPerformanceTrends({ signal }) });

export const usePerformanceTrends = () => useQuery(getPerformanceTrendsQueryOptions());
