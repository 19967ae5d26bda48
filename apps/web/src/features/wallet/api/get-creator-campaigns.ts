import type { TCreatorCampaignsResponse } from '@amplio/shared/schemas/scripts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/creator/campaigns: the campaigns the creator has a script for (spec 3 §3 "Dashboard campaign row"). */
export function getCreatorCampaigns(options: { signal?: AbortSignal } = {}): Promise<TCreatorCampaignsResponse> {
  return api.get<TCreatorCampaignsResponse>('/api/creator/campaigns', { signal: options.signal, cache: 'no-store' });
}

export const getCreatorCampaignsQueryOptions = () =>
  queryOptions({ queryKey: ['creator-campaigns'], queryFn: ({ signal }) => getCreatorCampaigns({ signal }) });

export const useCreatorCampaigns = () => useQuery(getCreatorCampaignsQueryOptions());
