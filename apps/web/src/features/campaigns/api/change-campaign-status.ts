import type { CampaignStatusRequest } from '@amplio/shared/constants/campaigns';
import type { TCampaignStatusResponse } from '@amplio/shared/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getEscrowSummaryQueryOptions } from '../../escrow/api/get-escrow-summary';
import { campaignsKey } from './get-campaigns';

/** POST /api/brands/campaigns/{id}/status {status}: the server refuses a transition it does not allow with 409. */
export function changeCampaignStatus(input: { id: string; status: CampaignStatusRequest }): Promise<TCampaignStatusResponse> {
  return api.post<TCampaignStatusResponse>(`/api/brands/campaigns/${encodeURIComponent(input.id)}/status`, { status: input.status });
}

export function useChangeCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCampaignStatus,
    onSuccess: (response) => {
      queryClient.setQueryData([...campaignsKey, 'detail', response.data.id], response.data);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
      void queryClient.invalidateQueries({ queryKey: getEscrowSummaryQueryOptions().queryKey });
    },
  });
}
