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

export const useCampaign = (id: string, options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...getCampaignQueryOptions(id), refetchInterval: options.refetchInterval });
