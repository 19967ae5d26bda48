import type { TCampaign, TGetCampaignResponse } from '@amplio/shared/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from './get-campaigns';

/** GET /api/brands/campaigns/{id}: one of the brand's campaigns (404 for anyone else's). */
export async function getCampaign(id: string, options: { signal?: AbortSignal } = {}): Promise<TCampaign> {
  const response = await api.get<TGetCampaignResponse>(`/api/brands/campaigns/${encodeURIComponent(id)}`, { signal: options.signal });
  return response.data;
}

export const getCampaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...campaignsKey, 'detail', id], queryFn: ({ signal }) => getCampaign(id, { signal }) });

const REFRESH_MS = 3000;
const REFRESH_MAX = 20;

/** With `refreshWhile`, the campaign is fetched again every 3 s (about a minute at most) while it says true. */
export const useCampaign = (id: string, options: { refreshWhile?: (campaign: TCampaign) => boolean } = {}) =>
  useQuery({
    ...getCampaignQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data && options.refreshWhile?.(query.state.data) && query.state.dataUpdateCount < REFRESH_MAX ? REFRESH_MS : false,
  });
