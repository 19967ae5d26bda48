import type { TCreatorSearchResponse } from '@amplio/shared/schemas/creator-search';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CreatorSearchFilters } from '../hooks/use-creator-search-params';

/** GET /api/brands/creators with the page's filters; `cursor` asks for the page after it. */
export function searchCreators(
  filters: CreatorSearchFilters,
  options: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<TCreatorSearchResponse> {
  return api.get<TCreatorSearchResponse>('/api/brands/creators', {
    query: { ...filters, cursor: options.cursor ?? undefined },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const creatorSearchKey = ['brand-creator-search'] as const;

/** Pages of 24 joined as the brand asks for more; the facets are the first page's (they count the whole query). */
export const useCreatorSearch = (filters: CreatorSearchFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...creatorSearchKey, filters],
      queryFn: ({ pageParam, signal }) => searchCreators(filters, { cursor: pageParam, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: keepPreviousData,
    }),
  );
