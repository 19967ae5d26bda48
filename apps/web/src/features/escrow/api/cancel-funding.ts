import type { TCancelFundingResponse } from '@amplio/shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from '../../campaigns/api/get-campaigns';
import { getFundingQueryOptions } from './get-funding';

/**
 * POST /api/brands/fundings/{funding_id}/cancel: closes the brand's open checkout, here and at the provider. Only a
 * pending funding can be cancelled; any other answers 409 with the reason (already paid, expired, ...).
 */
export function cancelFunding(fundingId: string): Promise<TCancelFundingResponse> {
  return api.post<TCancelFundingResponse>(`/api/brands/fundings/${encodeURIComponent(fundingId)}/cancel`, {});
}

/** Whatever the answer, the campaign (its open checkout) and the funding are read again. */
export function useCancelFunding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelFunding,
    onSettled: (_answer, _error, fundingId) => {
      void client.invalidateQueries({ queryKey: campaignsKey });
      void client.invalidateQueries({ queryKey: getFundingQueryOptions(fundingId).queryKey });
    },
  });
}
