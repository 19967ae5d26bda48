import type { TFundCampaignRequest, TFundCampaignResponse } from '@amplio/shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCampaignFundingsQueryOptions } from './get-campaign-fundings';

/**
 * POST /api/brands/campaigns/{id}/fund {amount}. The Idempotency-Key names one payment attempt: the dialog makes
 * one per submission and sends the same one again on a retry, so a double click or a lost answer never charges twice.
 */
export function fundCampaign(input: {
  campaignId: string;
  body: TFundCampaignRequest;
  idempotencyKey: string;
}): Promise<TFundCampaignResponse> {
  return api.post<TFundCampaignResponse>(`/api/brands/campaigns/${encodeURIComponent(input.campaignId)}/fund`, input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** Whatever the answer (a new checkout, or one already open), the campaign's funding history is read again. */
export function useFundCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fundCampaign,
    onSettled: (_answer, _error, input) => {
      void client.invalidateQueries({ queryKey: getCampaignFundingsQueryOptions(input.campaignId).queryKey });
    },
  });
}
