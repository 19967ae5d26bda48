import type { CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { CAMPAIGN_SORTS, TListCampaignsResponse } from '@amplio/shared/schemas/campaigns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CampaignListFilters {
  status?: CampaignStatus;
  search?: string;
  page?: number;
  sort?: (typeof CAMPAIGN_SORTS)[number];
}

/** GET /api/brands/campaigns?status=&search=&page=: the signed-in brand's campaigns, newest first. */
export function getCampaigns(filters: CampaignListFilters, options: { signal?: AbortSignal } = {}): Promise<TListCampaignsResponse> {
  return api.get<TListCampaignsResponse>('/api/brands/campaigns', {
    query: { status: filters.status, search: filters.search, page: filters.page, sort: filters.sort },
    signal: options.signal,
  });
}

export const campaignsKey = ['brand-campaigns'] as const;

export const getCampaignsQueryOptions = (filters: CampaignListFilters) =>
  queryOptions({
    queryKey: [...campaignsKey, 'list', filters],
    queryFn: ({ signal }) => getCampaigns(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (filters: CampaignListFilters) => useQuery(getCampaignsQueryOptions(filters));
