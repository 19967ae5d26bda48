import type { TCreatorProfileForBrandResponse } from '@amplio/shared/schemas/creator-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/brands/creators/{username}: the creator's page as the signed-in brand sees it. */
export const getCreatorProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['brand-creator-profile', username.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<TCreatorProfileForBrandResponse>(`/api/brands/creators/${encodeURIComponent(username)}`, { signal, cache: 'no-store' }),
  });

export const useCreatorProfile = (username: string) => useQuery(getCreatorProfileQueryOptions(username));
