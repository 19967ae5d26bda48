import type { TCreatorResultsResponse } from '@amplio/shared/schemas/campaign-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/creator/results: the creator's own results per collaboration and in total, with each tracked link. */
export async function getCreatorResults(options: { signal?: AbortSignal } = {}): Promise<TCreatorResultsResponse['data']> {
  const response = await api.get<TCreatorResultsResponse>('/api/creator/results', { signal: options.signal });
  return response.data;
}

export const getCreatorResultsQueryOptions = () =>
  queryOptions({ queryKey: ['creator-results'], queryFn: ({ signal }) => getCreatorResults({ signal }), staleTime: 30_000 });

export const useCreatorResults = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getCreatorResultsQueryOptions(), enabled: options.enabled ?? true });
