import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import type { TActiveCampaignsResponse } from '@amplio/shared/schemas/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DiscoveryFilters {
  platform?: CampaignPlatform;
  search?: string;
  page?: number;
}

/** GET /api/campaigns/active?platform=&search=&page=: funded, active campaigns, newest first, with this creator's prices. */
export function getActiveCampaigns(filters: DiscoveryFilters, options: { signal?: AbortSignal } = {}): Promise<TActiveCampaignsResponse> {
  return api.get<TActiveCampaignsResponse>('/api/campaigns/active', {
    query: { platform: filters.platform, search: filters.search, page: filters.page },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const activeCampaignsKey = ['creator-active-campaigns'] as const;

export const getActiveCampaignsQueryOptions = (filters: DiscoveryFilters) =>
  queryOptions({
    queryKey: [...activeCampaignsKey, filters],
    queryFn: ({ signal }) => getActiveCampaigns(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useActiveCampaigns = (filters: DiscoveryFilters) => useQuery(getActiveCampaignsQueryOptions(filters));
