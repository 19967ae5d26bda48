import type { TCreateCampaignRequest, TSaveCampaignResponse, TUpdateCampaignRequest } from '@amplio/shared/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from './get-campaigns';
import { getEscrowSummaryQueryOptions } from '../../escrow/api/get-escrow-summary';

/** POST /api/brands/campaigns (a new draft) or PUT /api/brands/campaigns/{id} (omitted fields keep their value). */
export function saveCampaign(input: {
  id?: string;
  values: TCreateCampaignRequest | TUpdateCampaignRequest;
}): Promise<TSaveCampaignResponse> {
  return input.id
    ? api.put<TSaveCampaignResponse>(`/api/brands/campaigns/${encodeURIComponent(input.id)}`, input.values)
    : api.post<TSaveCampaignResponse>('/api/brands/campaigns', input.values);
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: (response) => {
      queryClient.setQueryData([...campaignsKey, 'detail', response.data.id], response.data);
      void queryClient.invalidateQueries({ queryKey: [...campaignsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: getEscrowSummaryQueryOptions().queryKey });
    },
  });
}
